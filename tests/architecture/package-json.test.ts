import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/load-fixture';
import { packageManifest } from '../../scripts/pack-manifest.mjs';

describe('package.json', () => {
  // JSON.parse keeps the last of two equal keys: a second peerDependencies (two branches merged)
  // silently dropped @sanity/client from the published package's peers.
  it('names each top-level key once', () => {
    const keys = [...readFileSync(join(ROOT, 'package.json'), 'utf8').matchAll(/^ {2}"([^"]+)":/gm)].map((match) => match[1]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('lists @sanity/client and sharp as optional peers', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { peerDependencies: object; peerDependenciesMeta: object };
    expect(pkg.peerDependencies).toEqual({ '@sanity/client': '^7.28.0', sharp: '^0.35.5' });
    expect(pkg.peerDependenciesMeta).toEqual({ '@sanity/client': { optional: true }, sharp: { optional: true } });
  });

  // The repo's production install (`npm ci --omit=dev && npm start`) reads the shipped site's
  // contentStore; a site installing the package chooses @sanity/client itself.
  it('installs @sanity/client with the shipped site, and leaves it out of the packed manifest', () => {
    const repo = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(repo.dependencies['@sanity/client']).toBe('7.28.0');
    const packed = packageManifest(repo) as { dependencies: Record<string, string>; peerDependencies: object };
    expect(packed.dependencies['@sanity/client']).toBeUndefined();
    expect(packed.dependencies.react).toBe('19.3.1');
    expect(packed.peerDependencies).toEqual({ '@sanity/client': '^7.28.0', sharp: '^0.35.5' });
  });
});
