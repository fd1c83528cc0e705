#!/usr/bin/env node
// The landing-engine command. In this repo the engine runs from its TypeScript sources (tsx loads
// them); the installed package has no sources, only lib/, compiled when it was packed
// (scripts/pack-build.mjs), so nothing is compiled at run time there.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`landing-engine needs Node.js 20.19 or later (this is ${process.version}). Install a newer Node and try again.`);
  process.exit(1);
}
// A server keeps V8's young generation at its first size (1 MB a half) instead of doubling it while
// the engine loads and the site model is read, to 16 MB a half that an idle `start` then held:
// 27 MB of its resident memory (issue 40: idle RSS at most 150 MB). Its garbage per request dies
// young; the crawl (bench/crawl.ts) answered as many pages with it. Set first: V8 reads it as it grows.
if (process.argv[2] === 'start') setFlagsFromString('--semi-space-growth-factor=1');
// React chooses its production or development build when it is first loaded, and the commands'
// modules load it before a command runs: build, start and audit-links set NODE_ENV too late for it.
// With the development build a rebuild's prerender took about twice as long (docs/decisions/39-package.md).
if (['build', 'start', 'audit-links'].includes(process.argv[2])) process.env.NODE_ENV = 'production';
let main;
if (existsSync(new URL('../cli/main.ts', import.meta.url))) {
  // tsx reads the tsconfig of the folder it runs in; the engine's (its JSX setting) must hold in any
  // site folder, and in the worker threads, which register tsx again and inherit this variable.
  process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../cli/main.ts'));
} else {
  ({ main } = await import('../lib/cli/main.js'));
}
process.exitCode = await main(process.argv.slice(2));
