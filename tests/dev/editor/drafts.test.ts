import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDraft, readFiles, saveDraft } from '../../../dev/editor/drafts';
import { FIXTURE_SITE } from '../../helpers/fixture-site';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'drafts-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('drafts: checked by the engine, written only when valid and current', () => {
  it('a value renamed away breaks a page in another file: that problem stops the save', () => {
    const version = readFiles(root)['site.config.yaml']!.version;
    const before = read('site.config.yaml');
    const result = saveDraft(root, { 'site.config.yaml': { version, edits: [{ op: 'unset', path: ['values', 'setup'] }] } });
    expect(result.status).toBe(422);
    expect(result.status === 422 && result.problems.map((p) => `${p.file} ${p.path}`)).toEqual([
      'pages/home.yaml meta.offers[0].price',
      'pages/home.yaml sections[2].plans[0].setupFee',
    ]);
    expect(read('site.config.yaml')).toBe(before);
  });

  it('a problem the files already had elsewhere does not stop an unrelated save', () => {
    writeFileSync(join(root, 'pages/tour.yaml'), read('pages/tour.yaml').replace('autoplayMs: 3000', 'autoplayMs: soon'));
    const version = readFiles(root)['pages/privacy.yaml']!.version;
    const draft = { 'pages/privacy.yaml': { version, edits: [{ op: 'set' as const, path: ['name'], value: 'Privacy policy' }] } };
    expect(checkDraft(root, draft).problems).toEqual([]);
    expect(saveDraft(root, draft)).toMatchObject({ status: 200, saved: ['pages/privacy.yaml'] });
    expect(read('pages/privacy.yaml')).toBe(
      'name: Privacy policy\n' + readFileSync(join(FIXTURE_SITE, 'pages/privacy.yaml'), 'utf8').split('\n').slice(1).join('\n'),
    );
  });

  it('a draft made to an older version is refused, and says which file', () => {
    const result = saveDraft(root, { 'pages/privacy.yaml': { version: '0000000000000000', edits: [{ op: 'set', path: ['name'], value: 'X' }] } });
    expect(result).toMatchObject({ status: 409, conflicts: ['pages/privacy.yaml'] });
  });

  it('names outside the site YAML are not files the editor reads', () => {
    expect(() => checkDraft(root, { '../package.json': { version: 'x', edits: [] } })).toThrow('../package.json is not a file the editor may read');
    expect(() => checkDraft(root, { 'public/media/logo.svg': { version: 'x', edits: [] } })).toThrow('is not a file the editor may read');
  });

  it('opens a site whose page files have any name loadSite reads: "_draft.yaml", "My Page.yaml"', () => {
    writeFileSync(join(root, 'pages/_draft.yaml'), read('pages/privacy.yaml').replace('/privacy', '/draft-privacy'));
    writeFileSync(join(root, 'pages/My Page.yaml'), read('pages/privacy.yaml').replace('/privacy', '/my-page'));
    expect(Object.keys(readFiles(root))).toEqual(expect.arrayContaining(['pages/_draft.yaml', 'pages/My Page.yaml', 'pages/privacy.yaml']));
  });

  it('does not follow a page file that is a link to outside the site folder, and opens without it', () => {
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    writeFileSync(join(outside, 'elsewhere.yaml'), read('pages/privacy.yaml').replace('/privacy', '/elsewhere'));
    symlinkSync(join(outside, 'elsewhere.yaml'), join(root, 'pages/elsewhere.yaml'));
    expect(() => checkDraft(root, { 'pages/elsewhere.yaml': { version: 'x', edits: [] } })).toThrow('pages/elsewhere.yaml is not a file the editor may read');
    // The editor still opens, without that page.
    expect(Object.keys(readFiles(root))).not.toContain('pages/elsewhere.yaml');
    expect(Object.keys(readFiles(root))).toContain('pages/privacy.yaml');
    rmSync(outside, { recursive: true, force: true });
  });
});
