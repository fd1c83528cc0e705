import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = resolve(ROOT, 'src/edge/worker.ts');

function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  return (
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ??
    `${base} (missing)`
  );
}

/** Every module the Worker's bundle is made from, following value imports and re-exports (type-only ones leave nothing in the bundle). */
function workerModules(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type\b)[^'"]*?from ['"]([^'"]+)['"]|^import ['"]([^'"]+)['"]/gm)) {
      const specifier = (from ?? bare)!;
      if (specifier.startsWith('.')) visit(resolveImport(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(ENTRY);
  return { files: [...files].map((file) => relative(ROOT, file)).sort(), packages: [...packages].sort() };
}

describe('the edge Worker', () => {
  const { files, packages } = workerModules();

  it('imports no Node module, and of packages only React, zod and the content client', () => {
    expect(packages).toEqual(['@sanity/client', 'react', 'react-dom', 'react-dom/server', 'virtual:landing-edge-site', 'zod']);
  });

  it('takes nothing from the Node server (the rules both run are in src/core/), of events only the schema and SQL, and nothing of the config loader, the build or the app', () => {
    expect(files.filter((file) => file.startsWith('src/server/'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/events/'))).toEqual(['src/events/schema.ts', 'src/events/store.ts']);
    // The rules both hosts run, written once (issue 55).
    expect(files.filter((file) => file.startsWith('src/core/'))).toEqual([
      'src/core/assignment.ts',
      'src/core/content-answers.ts',
      'src/core/deploy-env.ts',
      'src/core/dispatch.ts',
      'src/core/event-rules.ts',
      'src/core/not-modified.ts',
      'src/core/page-policy.ts',
      'src/core/postback-signature.ts',
      'src/core/postbacks.ts',
      'src/core/read-capped.ts',
      'src/core/refusals.ts',
      'src/core/request-guard.ts',
      'src/core/swr-cache.ts',
      'src/core/thank-you-link.ts',
      'src/core/visitor.ts',
    ]);
    expect(files.filter((file) => /^src\/(config|prerender|app|vite)\//.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/output/'))).toEqual(['src/output/compressible.ts', 'src/output/files.ts', 'src/output/served-files.ts']);
  });
});
