import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDraft, readFiles } from '../../../dev/editor/drafts';
import { createPage, deletePage } from '../../../dev/editor/pages';
import { loadSite } from '../../../src/config/load';
import { FIXTURE_SITE } from '../../helpers/fixture-site';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('pages made in the editor', () => {
  it('a copy of the phones page: its own name and path, everything else as written', () => {
    expect(createPage(root, { slug: 'phones-durban', name: 'Phones Durban', path: '/phones-durban', from: { duplicate: 'pages/home.yaml' } })).toEqual({
      status: 200,
      file: 'pages/phones-durban.yaml',
      message: 'Created pages/phones-durban.yaml.',
    });
    const original = read('pages/home.yaml');
    expect(read('pages/phones-durban.yaml')).toBe(
      original
        .replace('name: Phones\n', 'name: Phones Durban\n')
        .replace('paths:\n  - /\n  - /phones\n  - /phones/{city}\n  - /phones-in-{city}\n', 'paths:\n  - /phones-durban\n'),
    );
    const site = loadSite(root);
    expect(site.ok).toBe(true);
  });

  it('a path another page has is refused before anything is written, naming the page', () => {
    const answer = createPage(root, { slug: 'finance-2', name: 'Finance again', path: '/finance', from: { duplicate: 'pages/privacy.yaml' } });
    expect(answer.status).toBe(422);
    expect(answer.status === 422 && answer.problems.map((p) => `${p.file} ${p.code} ${p.message}`)).toEqual([
      'pages/finance.yaml LE306 Path /finance is already claimed by pages/finance-2.yaml (paths[0]). A path belongs to one page: remove it from one of them.',
    ]);
    expect(existsSync(join(root, 'pages/finance-2.yaml'))).toBe(false);
  });

  it("a page from a starter of blocks: their examples (links to this site's first template), marked as example copy", () => {
    expect(createPage(root, { slug: 'offer', name: 'Spring offer', path: '/offer', from: { blocks: ['hero', 'copy'] } })).toMatchObject({ status: 200 });
    expect(loadSite(root).warnings.filter((w) => w.code === 'LE708').length).toBe(8);
    expect(read('pages/offer.yaml')).toBe(
      'name: Spring offer\npaths:\n  - /offer\nmeta:\n  title: Spring offer\n  description: Spring offer.\nsections:\n  - type: hero\n    heading: Solar Finance{city}\n    intro: Finance for solar installations, from R50,000.\n    claims:\n      - Fixed monthly instalments\n      - Decision in 48 hours\n    actions:\n      - label: Apply Now\n        link: shop\n  - type: copy\n    heading: How it works{city}\n    paragraphs:\n      - Tell us what you need. We send a quote the same day.\n    bullets:\n      - Free installation\n      - Pay on delivery\n',
    );
  });

  it('refuses a bad or taken file name, and a starter of no blocks', () => {
    expect(createPage(root, { slug: '../evil', name: 'X', path: '/x', from: { blocks: ['hero'] } })).toEqual({
      status: 400,
      message: '"../evil" cannot be a page\'s file name: use lowercase letters, digits and hyphens, like spring-offer.',
    });
    expect(createPage(root, { slug: 'home', name: 'X', path: '/x', from: { blocks: ['hero'] } })).toEqual({
      status: 409,
      message: 'pages/home.yaml already exists: choose another file name.',
    });
    // The same slug written .yml is the same page: two files for one page are refused too.
    writeFileSync(join(root, 'pages/offer.yml'), read('pages/privacy.yaml'));
    expect(createPage(root, { slug: 'offer', name: 'X', path: '/x', from: { blocks: ['hero'] } })).toEqual({
      status: 409,
      message: 'pages/offer.yaml already exists: choose another file name.',
    });
    expect(existsSync(join(root, 'pages/offer.yaml'))).toBe(false);
    expect(createPage(root, { slug: 'empty', name: 'X', path: '/x', from: { blocks: [] } })).toEqual({
      status: 400,
      message: 'Choose at least one block for the new page.',
    });
  });

  it("a path renamed to another page's is a problem of the draft: nothing is written", () => {
    const version = readFiles(root)['pages/privacy.yaml']!.version;
    const checked = checkDraft(root, { 'pages/privacy.yaml': { version, edits: [{ op: 'set', path: ['paths', 0], value: '/finance' }] } });
    expect(checked.problems.map((p) => `${p.file} ${p.code}`)).toEqual(['pages/privacy.yaml LE306', 'site.config.yaml LE305']);
  });
});

describe('paths the engine keeps for itself, in the editor (issue 57)', () => {
  // validate's words (tests/config/reserved-paths.test.ts), with nothing of where the site lives.
  const refused: Record<string, string> = {
    '/../../etc':
      'Path /../../etc has a ".." part, which would put the page outside the site\'s output folder. Write it as plain parts between slashes, like /etc.',
    '/404':
      "Path /404 is the engine's own: the build writes the not-found page there (404.html), which this page would overwrite. Give this page another path.",
    '/__events': "Path /__events is the engine's own: the site's page views and clicks are sent there. Give this page another path.",
    '/assets/app.js':
      "Path /assets/app.js is under /assets, which the engine keeps for itself: the build writes the site's scripts, styles and picture copies there. Give this page another path.",
    '/content-api/deals':
      "Path /content-api/deals is under /content-api, which the engine keeps for itself: the server answers the live deals and the content store's pictures there. Give this page another path.",
    '/__editor/x':
      'Path /__editor/x is under /__editor, which the engine keeps for itself: the editor (landing-engine edit) answers there. Give this page another path.',
    '/assets/{city}':
      "Path /assets/{city} is under /assets, which the engine keeps for itself: the build writes the site's scripts, styles and picture copies there. Give this page another path.",
  };

  for (const [path, message] of Object.entries(refused)) {
    it(`refuses ${path} from a starter and as a copy, writing nothing`, () => {
      // A starter's path is a list item on line 3; the copy of privacy.yaml keeps its flow list, paths: [/privacy].
      for (const [from, at] of [
        [{ blocks: ['copy'] }, '3:5'],
        [{ duplicate: 'pages/privacy.yaml' }, '2:9'],
      ] as const) {
        const answer = createPage(root, { slug: 'taken', name: 'Taken', path, from: 'blocks' in from ? { blocks: [...from.blocks] } : from });
        expect(answer).toMatchObject({ status: 422, message: `Not created: ${message}` });
        expect(answer.status === 422 && answer.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.path} ${p.code} ${p.message}`)).toEqual([
          `pages/taken.yaml:${at} paths[0] LE314 ${message}`,
        ]);
        expect(JSON.stringify(answer)).not.toContain(root);
        expect(existsSync(join(root, 'pages/taken.yaml'))).toBe(false);
      }
    });
  }

  it('refuses the same path typed into an open page, as a problem of the draft', () => {
    const version = readFiles(root)['pages/privacy.yaml']!.version;
    const checked = checkDraft(root, { 'pages/privacy.yaml': { version, edits: [{ op: 'set', path: ['paths', 0], value: '/404' }] } });
    expect(checked.problems.map((p) => `${p.file} ${p.code} ${p.message}`)).toContain(`pages/privacy.yaml LE314 ${refused['/404']}`);
  });
});

describe('pages removed in the editor', () => {
  it('refused while the navigation or another page links to it, naming where', () => {
    // Each place in words, with the path the editor opens to fix it (issue 57, item 0).
    expect(deletePage(root, 'pages/finance.yaml')).toEqual({
      status: 409,
      message: 'Not deleted: entry 2 of the navigation (Finance) links to it. Remove the nav entry first.',
      places: [{ file: 'site.config.yaml', path: ['nav', 1], words: 'entry 2 of the navigation (Finance)', fix: 'Remove the nav entry first.' }],
    });
    expect(deletePage(root, 'pages/privacy.yaml')).toEqual({
      status: 409,
      message: 'Not deleted: link 2 of the footer (Privacy) links to it. Remove the footer link first.',
      places: [{ file: 'site.config.yaml', path: ['footer', 'links', 1], words: 'link 2 of the footer (Privacy)', fix: 'Remove the footer link first.' }],
    });
    expect(existsSync(join(root, 'pages/finance.yaml'))).toBe(true);
  });

  it('refused while an experiment runs on it', () => {
    writeFileSync(
      join(root, 'pages/tour.yaml'),
      `${read('pages/tour.yaml')}experiments:\n  - id: tour-hero\n    status: running\n    variants:\n      - { id: control, weight: 50 }\n      - { id: short, weight: 50, heading: A short tour }\n`,
    );
    expect(deletePage(root, 'pages/tour.yaml')).toEqual({
      status: 409,
      message: 'Not deleted: the experiment tour-hero is running on it. End the experiment first.',
      places: [{ file: 'pages/tour.yaml', path: ['experiments', 0], words: 'the experiment tour-hero', fix: 'End the experiment first.' }],
    });
  });

  it('the running experiment is named by its own place: the second, after an ended one', () => {
    writeFileSync(
      join(root, 'pages/tour.yaml'),
      `${read('pages/tour.yaml')}experiments:\n  - id: old-hero\n    status: ended\n    variants:\n      - { id: control, weight: 50 }\n      - { id: short, weight: 50, heading: A short tour }\n  - id: tour-hero\n    status: running\n    variants:\n      - { id: control, weight: 50 }\n      - { id: long, weight: 50, heading: A long tour }\n`,
    );
    expect(deletePage(root, 'pages/tour.yaml')).toMatchObject({
      status: 409,
      message: 'Not deleted: the experiment tour-hero is running on it. End the experiment first.',
      places: [{ file: 'pages/tour.yaml', path: ['experiments', 1], words: 'the experiment tour-hero' }],
    });
  });

  it('deleted with a paused or ended experiment on it: only a running one holds it', () => {
    for (const status of ['paused', 'ended']) {
      const tour = read('pages/tour.yaml');
      writeFileSync(
        join(root, 'pages/tour.yaml'),
        `${tour}experiments:\n  - id: tour-hero\n    status: ${status}\n    variants:\n      - { id: control, weight: 50 }\n      - { id: short, weight: 50, heading: A short tour }\n`,
      );
      expect(deletePage(root, 'pages/tour.yaml'), status).toEqual({ status: 200, file: 'pages/tour.yaml', message: 'Deleted pages/tour.yaml.' });
      writeFileSync(join(root, 'pages/tour.yaml'), tour);
    }
  });

  it('a page nothing points at is deleted', () => {
    expect(deletePage(root, 'pages/tour.yaml')).toEqual({ status: 200, file: 'pages/tour.yaml', message: 'Deleted pages/tour.yaml.' });
    expect(existsSync(join(root, 'pages/tour.yaml'))).toBe(false);
    expect(deletePage(root, 'site.config.yaml')).toEqual({ status: 400, message: 'site.config.yaml is not a page.' });
  });
});

describe('a translation deleted that was never written (issue 57)', () => {
  it('is a plain sentence, with no system error and no folder of this machine', () => {
    appendFileSync(
      join(root, 'site.config.yaml'),
      '\nlanguages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n',
    );
    expect(deletePage(root, 'translations/af/pages/tour.yaml')).toEqual({
      status: 400,
      message: 'translations/af/pages/tour.yaml is not written yet, so there is nothing to delete.',
    });
  });
});
