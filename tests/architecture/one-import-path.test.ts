import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'json' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// A rule re-exported from a second module has two import paths, and the two drift apart in who
// imports what (issue 55: event-intake, static-files, variants, schemas/experiment, content-proxy).
describe('one import path per rule', () => {
  it('re-exports no value: each module exports only what it defines (types may be re-exported)', () => {
    const files = ['src', 'schemas', 'dev', 'cli', 'audit'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const reexports = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const imported = new Set(
        [...text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}/gm)].flatMap((match) =>
          match[1]!.split(',').map((name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)
              .pop()!,
          ),
        ),
      );
      const forwarded = [...text.matchAll(/^export\s+(\*|\{[^}]*\})\s+from\s+['"][^'"]+['"]/gm)].map((match) => match[0]);
      const named = [...text.matchAll(/^export\s+\{([^}]*)\};?$/gm)].flatMap((match) =>
        match[1]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => imported.has(name)),
      );
      const aliases = [...text.matchAll(/^export const (\w+) = (\w+);$/gm)].filter((match) => imported.has(match[2]!)).map((match) => match[0]);
      return [...forwarded, ...named.map((name) => `export { ${name} }`), ...aliases].map((what) => `${relative(ROOT, file)}: ${what}`);
    });
    expect(reexports).toEqual([]);
  });
});
