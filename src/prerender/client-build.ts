import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';

/** Text only React's development build carries (the dev JSX runtime, react-dom's DevTools hint). */
const DEVELOPMENT_REACT = /jsxDEV|jsx-dev-runtime|Download the React DevTools/;

/**
 * `vite build` of the browser bundle, always with React's production build. Vite picks React's
 * build from NODE_ENV when its config is resolved, and under vitest NODE_ENV is "test", which gave
 * visitors react-dom's development build (136 KB instead of 75 KB gzip); so the build runs with
 * NODE_ENV=production and the caller's value is put back afterwards.
 *
 * The previous build is moved aside and deleted while Vite works: emptying a folder of thousands
 * of prerendered pages took Vite several seconds before it started.
 */
export async function buildClient({ root, outDir, logLevel = 'warn' }: { root: string; outDir: string; logLevel?: 'warn' | 'silent' }): Promise<void> {
  const previous = `${outDir}.previous-${process.pid}`;
  let removing: Promise<void> = Promise.resolve();
  if (existsSync(outDir)) {
    renameSync(outDir, previous);
    removing = rm(previous, { recursive: true, force: true });
  }
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel, configLoader: 'runner', build: { outDir, emptyOutDir: true } });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
    await removing;
  }
}

/** Which React build the client files in `distDir` carry: recorded in the build stamp, checked by `npm start`. */
export function reactBuildIn(distDir: string): 'production' | 'development' {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return 'production';
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return scripts.some((name) => DEVELOPMENT_REACT.test(readFileSync(join(assets, name), 'utf8'))) ? 'development' : 'production';
}
