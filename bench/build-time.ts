import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { spread, type Spread } from './spread';

/**
 * `npm run build` as a person runs it (a fresh process: tsx, validation, Vite, prerender,
 * precompression), timed wall to wall `runs` times. The first run after a change pays for the
 * compression of the changed assets; later runs reuse .cache/precompressed like a second deploy.
 * First one build into an empty dist/ (a fresh clone: every folder and page created), then `runs`
 * rebuilds over it, as a marketer's next build after a YAML edit (only changed pages rewritten).
 * The old dist/ is moved aside, not deleted, so the empty-dist build does not pay for its deletion
 * (set-aside.ts): a fresh clone has nothing deleted.
 */
export function timeBuilds(root: string, runs: number, aside: { move(folder: string): void }): Spread & { runsSeconds: number[]; emptyDistSeconds: number } {
  const build = () => {
    const started = performance.now();
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    return Number(((performance.now() - started) / 1000).toFixed(2));
  };
  aside.move(join(root, 'dist'));
  const emptyDistSeconds = build();
  const seconds = Array.from({ length: runs }, build);
  return { ...spread(seconds), runsSeconds: seconds, emptyDistSeconds };
}
