import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = resolve(ROOT, 'src/edge/worker.ts');

function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx'].map((ext) => base + ext).find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? `${base} (missing)`;
}

/** Every module the Worker's bundle is made of, following value imports (type-only imports leave nothing in the bundle). */
function workerModules(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/^import (?!type\b)[^'"]*['"]([^'"]+)['"]/gm)) {
      if (specifier!.startsWith('.')) visit(resolveImport(file, specifier!));
      else packages.add(specifier!);
    }
  };
  visit(ENTRY);
  return { files: [...files].map((file) => relative(ROOT, file)).sort(), packages: [...packages].sort() };
}

describe('the edge Worker', () => {
  it('is made of the shared request rules only: no Node module, no zod, no React, no file of the Node server but its pure rules', () => {
    expect(workerModules()).toEqual({
      files: [
        'schemas/control.ts',
        'src/edge/answer.ts',
        'src/edge/worker.ts',
        'src/experiments/assign.ts',
        'src/lib/city-text.ts',
        'src/output/compressible.ts',
        'src/output/files.ts',
        'src/output/served-files.ts',
        'src/routes/match.ts',
        'src/routes/pattern.ts',
        'src/server/assignment.ts',
        'src/server/request-guard.ts',
      ],
      packages: ['virtual:landing-edge-site'],
    });
  });
});
