import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Written last: its presence says the prerender finished; `react` says which React build the client carries (start checks both). */
export const STAMP_FILE = '.prerender.json';

/** Text only React's development build carries (the dev JSX runtime, react-dom's DevTools hint). */
const DEVELOPMENT_REACT = /jsxDEV|jsx-dev-runtime|Download the React DevTools/;

/** Which React build the client files in `distDir` carry: recorded in the build stamp, checked by `start`. */
export function reactBuildIn(distDir: string): 'production' | 'development' {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return 'production';
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return scripts.some((name) => DEVELOPMENT_REACT.test(readFileSync(join(assets, name), 'utf8'))) ? 'development' : 'production';
}

/** Why the built site in `distDir` cannot be served as it is, or '' when it can. */
export function staleness(distDir: string, sourcesChangedAt: number): string {
  // The stamp is written last by the prerender, so a build that stopped half way counts as missing.
  const stamp = join(distDir, STAMP_FILE);
  if (!existsSync(stamp)) return 'dist/ is missing or unfinished';
  if (statSync(stamp).mtimeMs < sourcesChangedAt) return 'dist/ is older than the sources';
  // A build made under another NODE_ENV (a test run, say) must never reach visitors.
  const { react } = JSON.parse(readFileSync(stamp, 'utf8')) as { react?: string };
  if (react !== 'production') return 'dist/ is not a production build';
  return '';
}
