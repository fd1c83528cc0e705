import { execFileSync } from 'node:child_process';
import { spread, type Spread } from './spread';

/**
 * `npm run build` as a person runs it (a fresh process: tsx, validation, Vite, prerender,
 * precompression), timed wall to wall `runs` times. The first run after a change pays for the
 * compression of the changed assets; later runs reuse .cache/precompressed like a second deploy.
 */
export function timeBuilds(root: string, runs: number): Spread & { runsSeconds: number[] } {
  const seconds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    seconds.push(Number(((performance.now() - started) / 1000).toFixed(2)));
  }
  return { ...spread(seconds), runsSeconds: seconds };
}
