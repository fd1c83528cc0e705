// Runs before `npm start`, `npm test` and `npm run bench` on a fresh clone. No dependencies of its own
// (it runs before any are installed): installs a folder's dependencies with `npm ci` when its
// node_modules is missing or older than its package-lock.json.
//   node scripts/ensure-deps.mjs          the engine (the folder it runs in)
//   node scripts/ensure-deps.mjs bench    the bench's own Lighthouse and chrome-launcher (bench/)
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`landing-engine needs Node.js 20.19 or later (this is ${process.version}). Install a newer Node and try again.`);
  process.exit(1);
}
const folder = process.argv[2] ?? '.';
const installed = join(folder, 'node_modules', '.package-lock.json');
const lock = join(folder, 'package-lock.json');
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.log(`Installing dependencies in ${folder} (npm ci): node_modules is missing or older than package-lock.json...`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: folder });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
