// Runs before `npm start` and `npm test` on a fresh clone. No dependencies of its own (it runs before
// any are installed): installs them with `npm ci` when node_modules is missing or older than the lock file.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`landing-engine needs Node.js 20.19 or later (this is ${process.version}). Install a newer Node and try again.`);
  process.exit(1);
}
const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci): node_modules is missing or older than package-lock.json...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
