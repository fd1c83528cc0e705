import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_TESTS } from '../../vitest.config';

const ROOT = resolve(import.meta.dirname, '../..');
const TESTS = join(ROOT, 'tests');

/**
 * tests/ mirrors the code, one level deep (ARCHITECTURE.md): a test of src/<folder>/** lives in
 * tests/<folder>/, of dev/<folder>/** in tests/dev/<folder>/, of a module at dev/'s top in
 * tests/dev/, of cli/** in tests/cli/.
 */
const mirrorOf = (codeFolder: string) => (codeFolder.startsWith('src/') ? codeFolder.slice('src/'.length) : codeFolder);

/** Code folders with no tests folder of their own, each with the reason. */
const UNMIRRORED: Record<string, string> = {
  'src/ui':
    'small components drawn by the blocks: checked through them (tests/blocks, tests/render) and by the client scripts that read their markup (tests/client/slides, tracking-dom)',
  'dev/browser': 'the Chromium helpers: every browser test runs on them (tests/e2e/browser.ts)',
};

/** Folders of tests/ that mirror no code folder, each with the reason. */
const NOT_MIRRORS: Record<string, string> = {
  e2e: 'the browser project: Chromium on the built site, across every folder',
  architecture: 'the shape of the whole repository',
  helpers: 'shared by the tests, no tests of their own',
  fixtures: 'the fixture site and files the tests read',
  bench: 'the benchmarks (bench/)',
  schemas: 'the schemas (schemas/)',
  scripts: 'the link audit (audit/)',
};

/** The folders in dir that hold a file (git keeps no empty folder; a checkout may, after a move). */
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(join(dir, e.name), { recursive: true }).length > 0)
    .map((e) => e.name);
const holdsCode = (dir: string): boolean =>
  readdirSync(dir, { withFileTypes: true }).some((e) =>
    e.isDirectory() ? holdsCode(join(dir, e.name)) : /\.(ts|tsx|mjs|js)$/.test(e.name) && !e.name.endsWith('.d.ts'),
  );
const testsIn = (dir: string, deep: boolean): string[] =>
  !existsSync(dir)
    ? []
    : readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (deep ? testsIn(join(dir, e.name), deep) : []) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );

/** Every folder of src/ and dev/ holding code (src/styles holds CSS only), and cli/. */
const codeFolders = [...['src', 'dev'].flatMap((top) => folders(join(ROOT, top)).map((f) => `${top}/${f}`)).filter((f) => holdsCode(join(ROOT, f))), 'cli'];

describe('tests/ mirrors src/, dev/ and cli/', () => {
  it.each(codeFolders.filter((f) => !(f in UNMIRRORED)))('%s has its tests folder', (folder) => {
    expect(testsIn(join(TESTS, mirrorOf(folder)), true).length).toBeGreaterThan(0);
  });

  it("dev/'s own modules have their tests at the top of tests/dev/", () => {
    expect(testsIn(join(TESTS, 'dev'), false).length).toBeGreaterThan(0);
  });

  it('lists as unmirrored only code folders that still have no tests folder', () => {
    for (const folder of Object.keys(UNMIRRORED)) {
      expect(codeFolders, folder).toContain(folder);
      expect(testsIn(join(TESTS, mirrorOf(folder)), true), folder).toEqual([]);
    }
  });

  it('holds no folder that mirrors nothing, but the named ones', () => {
    const mirrors = new Set(codeFolders.map(mirrorOf).map((f) => f.split('/')[0]));
    expect(folders(TESTS).filter((f) => !mirrors.has(f) && !(f in NOT_MIRRORS))).toEqual([]);
    const devMirrors = new Set(codeFolders.filter((f) => f.startsWith('dev/')).map(mirrorOf));
    expect(folders(join(TESTS, 'dev')).filter((f) => !devMirrors.has(`dev/${f}`))).toEqual([]);
  });
});

describe('one name per subject', () => {
  // A browser test (tests/e2e) is named for the subject it drives, as the unit test of that
  // subject is: those pairs are one subject, so tests/e2e is left out.
  it('no two test files share a name', () => {
    const byName = new Map<string, string[]>();
    for (const file of testsIn(TESTS, true).filter((f) => !relative(TESTS, f).startsWith('e2e/'))) {
      byName.set(basename(file), [...(byName.get(basename(file)) ?? []), relative(ROOT, file)]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('every engine test vitest.config.ts names is a file (a renamed one would leave its project)', () => {
    const missing = ENGINE_TESTS.flatMap((glob) => {
      const folder = /^tests\/([\w-]+)\/\*\*\//.exec(glob);
      if (folder) return existsSync(join(TESTS, folder[1]!)) ? [] : [glob];
      const named = /^tests\/([\w-]+)\/(?:\{([\w,-]+)\}|([\w-]+))\.test\.\{ts,tsx\}$/.exec(glob);
      if (!named) return [glob];
      const names = (named[2] ?? named[3]!).split(',');
      return names
        .filter((name) => !['ts', 'tsx'].some((ext) => existsSync(join(TESTS, named[1]!, `${name}.test.${ext}`))))
        .map((name) => `tests/${named[1]}/${name}`);
    });
    expect(missing).toEqual([]);
  });
});
