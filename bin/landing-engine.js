#!/usr/bin/env node
// The landing-engine command. The engine runs from its TypeScript sources: tsx loads them.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`landing-engine needs Node.js 20.19 or later (this is ${process.version}). Install a newer Node and try again.`);
  process.exit(1);
}
const { register } = await import('tsx/esm/api');
register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
