// The repo's package.json is two manifests in one: the shipped site's (this repo serves it:
// `npm ci --omit=dev && npm start` must install what its contentStore reads through) and the
// engine package's. A package a site chooses (a peer: @sanity/client for a contentStore, sharp)
// is a dependency of the shipped site and only an optional peer of the package, so the tarball's
// manifest leaves the peers out of `dependencies` (megabytes that a site without a contentStore
// never runs; docs/decisions/39-package.md). `npm pack` puts the package.json on disk into the tarball:
//   node scripts/pack-manifest.mjs package    prepack: the package's manifest, the repo's kept aside
//   node scripts/pack-manifest.mjs restore    postpack: the repo's manifest back
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MANIFEST = join(ROOT, 'package.json');
const KEPT = join(ROOT, 'package.json.repo');

/** The package's manifest: the repo's, with every peer dependency out of `dependencies`. */
export function packageManifest(repo) {
  const peers = new Set(Object.keys(repo.peerDependencies ?? {}));
  const dependencies = Object.fromEntries(Object.entries(repo.dependencies ?? {}).filter(([name]) => !peers.has(name)));
  return { ...repo, dependencies };
}

const step = process.argv[2];
if (step === 'package') {
  // A pack stopped between the two steps left the package's manifest on disk: put the repo's back first.
  if (existsSync(KEPT)) renameSync(KEPT, MANIFEST);
  const text = readFileSync(MANIFEST, 'utf8');
  writeFileSync(KEPT, text);
  writeFileSync(MANIFEST, `${JSON.stringify(packageManifest(JSON.parse(text)), null, 2)}\n`);
} else if (step === 'restore') {
  if (existsSync(KEPT)) renameSync(KEPT, MANIFEST);
} else if (step !== undefined) {
  console.error(`pack-manifest: unknown step "${step}"; use package or restore.`);
  process.exit(1);
}
