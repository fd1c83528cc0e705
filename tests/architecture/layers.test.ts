import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/**
 * The folders of src/, lowest first. A module may import its own folder, a folder of its own row
 * or any row below; never one above. ARCHITECTURE.md draws the same picture.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['lib'],
  ['routes', 'experiments', 'events', 'content'],
  ['resolve'],
  ['config'],
  ['ui'],
  ['blocks'],
  ['client'],
  ['render'],
  ['output'],
  ['core'],
  ['prerender', 'server', 'vite', 'edge'],
  ['app'],
];
const rowOf = new Map(LAYERS.flatMap((row, index) => row.map((folder) => [folder, index] as const)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  });
}

/** Every relative import of a file (static, type-only, dynamic, worker URLs), resolved to a file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|new URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g)].map((match) => match[2]!);
  return specifiers.map((specifier) => resolveImport(file, specifier) ?? `${resolve(dirname(file), specifier)} (missing)`);
}

/** Every import circle among `within`, each as "a -> b -> a". */
function circlesIn(within: string[]): string[] {
  const edges = new Map(within.map((file) => [file, importsOf(file)]));
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].map(show).join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const target of edges.get(file) ?? []) visit(target, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of within) visit(file, []);
  return circles;
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const folderOf = (file: string) => relative(SRC, file).split('/')[0]!;
const show = (file: string) => relative(ROOT, file);

describe('the shape of src/', () => {
  it('puts every folder of src/ in a layer', () => {
    const folders = [...new Set(files.map(folderOf))].filter((folder) => !folder.includes('.'));
    expect(folders.filter((folder) => !rowOf.has(folder))).toEqual([]);
  });

  it('imports nothing outside src/ but schemas/ (dev/, bench/, audit/ and cli/ may import src/, never the reverse)', () => {
    const outside = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => !target.startsWith(`${SRC}/`) && !target.startsWith(join(ROOT, 'schemas') + '/'))
        .map((target) => `${show(file)} -> ${show(target)}`),
    );
    expect(outside).toEqual([]);
  });

  it('imports run one way: from a higher layer to a lower one', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => target.startsWith(`${SRC}/`))
        .filter((target) => rowOf.get(folderOf(target))! > rowOf.get(folderOf(file))!)
        .map((target) => `${show(file)} -> ${show(target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circlesIn(files)).toEqual([]);
  });
});

describe('the shape of dev/', () => {
  // Type-only imports count: yaml-edit.ts and yaml-lists.ts each named the other (Splice, issue 57).
  // A field is drawn by Field, and a list's or a map's items are Fields again: that recursion is
  // what the form is, so those two circles are the only ones.
  it('has no import circle, type-only imports included, but the recursion of the form', () => {
    expect(circlesIn(sourceFiles(join(ROOT, 'dev')))).toEqual([
      'dev/editor/ui/Field.tsx -> dev/editor/ui/ListField.tsx -> dev/editor/ui/Field.tsx',
      'dev/editor/ui/Field.tsx -> dev/editor/ui/MapField.tsx -> dev/editor/ui/Field.tsx',
    ]);
  });
});

describe('the shape of schemas/', () => {
  it('imports nothing from src/: CI and editors read the schemas alone', () => {
    const schemaFiles = sourceFiles(join(ROOT, 'schemas'));
    const intoSrc = schemaFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`${SRC}/`))
        .map((target) => `${show(file)} -> ${show(target)}`),
    );
    expect(intoSrc).toEqual([]);
  });

  // The rules the Node server and the Worker both run (issue 55): nothing of either host in them.
  it('keeps src/core free of any host: no Node module, no Workers API, no package', () => {
    const core = files.filter((file) => folderOf(file) === 'core');
    expect(core.length).toBeGreaterThan(0);
    const hosted = core.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // Type-only imports leave nothing at run time (content-answers.ts names @sanity/client's types; each host passes the client in).
      const runtime = text.replace(/^import type [^;]+;$/gm, '');
      const packages = [...runtime.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^.'"][^'"]*)\1/g)].map((match) => match[2]!);
      return [...packages, ...(/\bcaches\.default\b|\b(IncomingMessage|ServerResponse)\b|\b(Buffer|process)\./.test(text) ? ['a host API'] : [])].map(
        (what) => `${show(file)}: ${what}`,
      );
    });
    expect(hosted).toEqual([]);
  });
});
