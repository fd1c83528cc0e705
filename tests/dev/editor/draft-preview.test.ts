import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../dev/editor/api-routes';
import { readFiles } from '../../../dev/editor/drafts';
import { KeptDrafts } from '../../../dev/editor/kept-drafts';
import { createPreview } from '../../../dev/editor/preview';
import type { Draft } from '../../../dev/editor/requests';
import type { SiteModel } from '../../../src/config/model';
import { editorRoutesOnCopy } from '../../helpers/editor-routes';
import { FIXTURE_SITE } from '../../helpers/fixture-site';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'draft-preview-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
const tourHeading = (value: string): Draft => ({
  'pages/tour.yaml': { version: readFiles(root)['pages/tour.yaml']!.version, edits: [{ op: 'set', path: ['sections', 0, 'heading'], value }] },
});

/** The check request as the live page's store sends it, with the editor's kept drafts. */
function check(drafts: KeptDrafts<SiteModel>, draft: Draft) {
  const route = API_ROUTES.find((entry) => entry.name === 'check')!;
  return route.answer(root, { draft } as never, undefined as never, { drafts }) as { status: number; body: { preview?: string; problems: unknown[] } };
}

describe('the live page renders an unsaved draft (issue 57)', () => {
  it('a valid draft is kept under an id the live page renders, and nothing is written', () => {
    const drafts = new KeptDrafts<SiteModel>();
    const preview = createPreview(root, '', drafts);
    const before = read('pages/tour.yaml');
    const { status, body } = check(drafts, tourHeading('Our work this year'));
    expect(status).toBe(200);
    expect(body.problems).toEqual([]);
    expect(headings(preview('/tour', { draft: body.preview! }).html)).toContain('Our work this year');
    expect(headings(preview('/tour').html)).toContain('Our work');
    expect(headings(preview('/tour').html)).not.toContain('Our work this year');
    expect(read('pages/tour.yaml')).toBe(before);
  });

  it('a draft that does not validate is not kept: no id, its problems instead', () => {
    const drafts = new KeptDrafts<SiteModel>();
    const version = readFiles(root)['pages/tour.yaml']!.version;
    const { body } = check(drafts, { 'pages/tour.yaml': { version, edits: [{ op: 'set', path: ['paths', 0], value: 'tour' }] } });
    expect(body.preview).toBeUndefined();
    expect(body.problems).toHaveLength(1);
  });

  it('a valid draft made on a file changed since is not kept: no id, the conflict named', () => {
    const drafts = new KeptDrafts<SiteModel>();
    const { status, body } = check(drafts, {
      'pages/tour.yaml': { version: 'an older version', edits: [{ op: 'set', path: ['sections', 0, 'heading'], value: 'Our work this year' }] },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ conflicts: ['pages/tour.yaml'] });
    expect(body.preview).toBeUndefined();
  });

  it('an empty draft id (the address ends in ?draft=) is no kept draft: not the saved page', () => {
    const { status, html } = createPreview(root, '', new KeptDrafts<SiteModel>())('/tour', { draft: '' });
    expect(status).toBe(200);
    expect(html).toContain('<h1>Change a field to see your changes</h1>');
  });

  it('saved files with problems: a 500 page that lists each, its text escaped', () => {
    writeFileSync(join(root, 'pages/tour.yaml'), read('pages/tour.yaml').replace(/^name: .*$/m, 'name: [Tour & <more>'));
    const { status, html } = createPreview(root, '')('/tour');
    expect(status).toBe(500);
    expect(html).toContain('<title>The saved files have problems</title>');
    expect(html).toContain('<p>Fix them in the editor or a text editor; this page shows the site again once they are fixed.</p><ul><li><pre>pages/tour.yaml:');
    expect(html).not.toContain('<more>');
  });

  it('an id the editor no longer keeps is said to be dropped, in plain words, not guessed at', () => {
    const { status, html } = createPreview(root, '', new KeptDrafts<SiteModel>())('/tour', { draft: 'gone' });
    // Nothing is wrong with the site: a page that asks for a change, not an error.
    expect(status).toBe(200);
    expect(html).toContain('<h1>Change a field to see your changes</h1>');
    expect(html).toContain('The editor no longer keeps this version of your unsaved changes');
  });

  it("a variant of the page's experiment is rendered from the saved files or a draft", () => {
    writeFileSync(
      join(root, 'pages/tour.yaml'),
      `${read('pages/tour.yaml')}experiments:\n  - id: tour-hero\n    status: paused\n    variants:\n      - { id: control, weight: 50 }\n      - id: short\n        weight: 50\n        sections:\n          - { type: copy, heading: A short tour, paragraphs: [Three stops.] }\n`,
    );
    const drafts = new KeptDrafts<SiteModel>();
    const preview = createPreview(root, '', drafts);
    expect(headings(preview('/tour', { variant: 'short' }).html)).toContain('A short tour');
    expect(headings(preview('/tour', { variant: 'short' }).html)).not.toContain('Our work');
    expect(headings(preview('/tour').html)).toContain('Our work');
    const version = readFiles(root)['pages/tour.yaml']!.version;
    const path = ['experiments', 0, 'variants', 1, 'sections', 0, 'heading'];
    const { body } = check(drafts, { 'pages/tour.yaml': { version, edits: [{ op: 'set', path, value: 'A quick tour' }] } });
    expect(headings(preview('/tour', { draft: body.preview!, variant: 'short' }).html)).toContain('A quick tour');
  });
});

describe('KeptDrafts: the newest few, the oldest dropped first', () => {
  it('keeps each under its own id, and no more than its limit', () => {
    const kept = new KeptDrafts<string>(2);
    const [a, b, c] = ['a', 'b', 'c'].map((value) => kept.keep(value));
    expect(new Set([a, b, c]).size).toBe(3);
    expect([kept.get(a!), kept.get(b!), kept.get(c!)]).toEqual([undefined, 'b', 'c']);
  });

  it('keeps the newest 8 unless told otherwise: the 9th drops the first', () => {
    const kept = new KeptDrafts<number>();
    const ids = Array.from({ length: 9 }, (_, n) => kept.keep(n + 1));
    expect(ids.map((id) => kept.get(id))).toEqual([undefined, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("the live page's address: the draft and the variant it asks for reach the preview", () => {
  it('/tour?draft=d7&variant=short is rendered with that draft and variant; /tour with neither', async () => {
    const asked: unknown[] = [];
    const routes = await editorRoutesOnCopy('live-address', {
      preview: (path, options) => {
        asked.push({ path, ...options });
        return { status: 200, html: '<!doctype html><title>Tour</title>' };
      },
    });
    try {
      const headers = { 'x-editor-token': routes.token };
      expect((await fetch(`${routes.origin}/tour?draft=d7&variant=short`, { headers })).status).toBe(200);
      expect((await fetch(`${routes.origin}/tour`, { headers })).status).toBe(200);
      expect(asked).toEqual([
        { path: '/tour', draft: 'd7', variant: 'short' },
        { path: '/tour', draft: undefined, variant: undefined },
      ]);
    } finally {
      await routes.close();
    }
  });
});
