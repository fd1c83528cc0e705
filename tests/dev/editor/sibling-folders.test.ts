import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFiles, saveDraft } from '../../../dev/editor/drafts';
import { isEditable, publicFile } from '../../../dev/editor/site-files';
import { FIXTURE_SITE } from '../../helpers/fixture-site';

/**
 * A folder beside the site whose name starts with the site folder's (/x/site and /x/site-other) is
 * outside the site: a check that the path merely starts with the site's path would let it in.
 */
let parent: string;
let root: string;
let other: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'siblings-'));
  root = join(parent, 'site');
  other = join(parent, 'site-other');
  cpSync(FIXTURE_SITE, root, { recursive: true });
  cpSync(FIXTURE_SITE, other, { recursive: true });
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('a folder named like the site folder (site-other beside site) is not the site', () => {
  it('pages/ linked to site-other/pages: the editor lists no page of it, and a save to it changes nothing there', () => {
    const home = readFileSync(join(other, 'pages/home.yaml'), 'utf8');
    rmSync(join(root, 'pages'), { recursive: true });
    symlinkSync(join(other, 'pages'), join(root, 'pages'));
    expect(isEditable(root, 'pages/home.yaml')).toBe(false);
    expect(Object.keys(readFiles(root))).toEqual(['site.config.yaml']);
    expect(() => saveDraft(root, { 'pages/home.yaml': { version: 'x', edits: [{ op: 'set', path: ['name'], value: 'Moved' }] } })).toThrow(
      'pages/home.yaml is not a file the editor may read',
    );
    expect(readFileSync(join(other, 'pages/home.yaml'), 'utf8')).toBe(home);
  });

  it('translations/ linked to site-other/translations: a translation is not created there', () => {
    appendFileSync(
      join(root, 'site.config.yaml'),
      '\nlanguages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n',
    );
    mkdirSync(join(other, 'translations', 'af', 'pages'), { recursive: true });
    symlinkSync(join(other, 'translations'), join(root, 'translations'));
    expect(isEditable(root, 'translations/af/pages/finance.yaml')).toBe(false);
    // The same folder inside the site is offered.
    rmSync(join(root, 'translations'));
    mkdirSync(join(root, 'translations'));
    expect(isEditable(root, 'translations/af/pages/finance.yaml')).toBe(true);
  });

  it('a picture in public/ linked to public-other/ beside it is not served to the preview', () => {
    mkdirSync(join(root, 'public-other'));
    writeFileSync(join(root, 'public-other', 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    symlinkSync(join(root, 'public-other', 'secret.svg'), join(root, 'public', 'media', 'secret.svg'));
    expect(publicFile(root, '/media/secret.svg')).toBeUndefined();
    expect(publicFile(root, '/media/logo.svg')).toBe(join(root, 'public', 'media', 'logo.svg'));
  });
});
