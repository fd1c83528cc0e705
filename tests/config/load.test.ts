import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageId } from '../../src/config/languages/file-names';
import { configFiles, loadSite, loadSiteOrThrow } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';
import { FIXTURE_SITE, fixtureFile, loadFixture } from '../helpers/fixture-site';

const page = (path: string) => `name: ${path}\npaths: [${path}]\nmeta: { title: T, description: D }\nsections:\n  - { type: copy, heading: H }\n`;
const dirs: string[] = [];
/** A copy of the fixture site on disk, for the rules about which files are read. */
function siteCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-site-'));
  dirs.push(dir);
  cpSync(FIXTURE_SITE, dir, { recursive: true });
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('which files make the site', () => {
  it('reads site.config.yaml first, then pages in name order, .yml and .YAML too, plus pages a test adds', () => {
    const dir = siteCopy();
    writeFileSync(join(dir, 'pages/promo.yml'), page('/promo'));
    writeFileSync(join(dir, 'pages/Deal.YAML'), page('/deal'));
    expect(configFiles(dir, ['pages/extra.yaml', 'pages/home.yaml'])).toEqual([
      'site.config.yaml',
      'pages/Deal.YAML',
      'pages/extra.yaml',
      'pages/finance.yaml',
      'pages/home.yaml',
      'pages/privacy.yaml',
      'pages/promo.yml',
      'pages/tour.yaml',
    ]);
    const result = loadSite(dir);
    expect(result.ok && result.model.pages.map((entry) => entry.id)).toEqual(['Deal', 'finance', 'home', 'privacy', 'promo', 'tour']);
  });

  it('warns about files in pages/ it does not read, but not about hidden files or folders', () => {
    const dir = siteCopy();
    writeFileSync(join(dir, 'pages/old.yaml.bak'), 'name: Old\n');
    writeFileSync(join(dir, 'pages/.DS_Store'), '');
    mkdirSync(join(dir, 'pages/drafts'));
    expect(loadSite(dir).warnings.map(formatProblem)).toEqual([
      'pages/old.yaml.bak:1:1 This file is not read: only files ending in .yaml in pages/ are pages. Rename it to end in .yaml if it is a page, or move it out of pages/. [LE006]',
    ]);
  });

  it('says so when there is no pages folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-pages-'));
    dirs.push(dir);
    const result = loadSite(dir);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'pages:1:1 Cannot read the pages folder: it does not exist. It holds one file per page, next to site.config.yaml. [LE001]',
    ]);
  });

  it('names a file it cannot read, and goes on with the others', () => {
    const result = loadSite(FIXTURE_SITE, (file) => {
      if (file === 'pages/home.yaml') throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      return fixtureFile(file);
    });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'pages/home.yaml:1:1 Cannot read this file: you may not open it (permission denied). [LE002]',
    ]);
  });

  it('an empty site.config.yaml says to restore it', () => {
    const result = loadFixture({ 'site.config.yaml': '# nothing\n' });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'site.config.yaml:1:1 This file is empty. It holds the brand, navigation, footer, links and cities of the whole site: restore it from version control. [LE003]',
    ]);
  });

  it('reports schema problems of every file before the rules across files', () => {
    const result = loadFixture({ 'pages/zz.yaml': page('/privacy').replace('type: copy', 'type: cpy') });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^pages\/zz\.yaml:5:13 sections\[0\]\.type: Unknown block type "cpy"\. Did you mean "copy"\?/),
    ]);
  });

  it('gives the model, the warnings and the parsed sources of a valid site', () => {
    const result = loadFixture();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.sources.keys()]).toEqual(['site.config.yaml', 'pages/finance.yaml', 'pages/home.yaml', 'pages/privacy.yaml', 'pages/tour.yaml']);
    expect(result.warnings).toEqual([]);
    expect(result.model.site.brand.name).toBe('Acme');
  });
});

describe('page ids and loadSiteOrThrow', () => {
  it('a page id is the file name without its extension', () => {
    expect(pageId('pages/home.yaml')).toBe('home');
    expect(pageId('pages/promo.YML')).toBe('promo');
    expect(pageId('home.yaml')).toBe('home');
  });

  it('throws every problem as validate prints it', () => {
    const dir = siteCopy();
    writeFileSync(join(dir, 'pages/bad.yaml'), 'name: [x\n');
    expect(() => loadSiteOrThrow(dir)).toThrow(
      'The site config is invalid; run npm run validate:\npages/bad.yaml:1:7 This [ is never closed. End the list with ] on the same line, or write one item per line without brackets. [LE109]\n  1 | name: [x\n    |       ^',
    );
    expect(loadSiteOrThrow(FIXTURE_SITE).pages).toHaveLength(4);
  });
});
