import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFiles, saveDraft } from '../../../dev/editor/drafts';
import type { Edit } from '../../../dev/editor/edits';
import { versionOf } from '../../../dev/editor/site-files';
import { mirroredEdits } from '../../../dev/editor/translated-lists';
import { loadSite } from '../../../src/config/load';

const config = { nav: [{ label: 'Home' }, { label: 'Repairs' }, { label: 'Contact' }], footer: { links: [{ label: 'Home' }, { label: 'Privacy' }] } };
const af = { nav: [{ label: 'Tuis' }, { label: 'Herstelwerk' }, { label: 'Kontak' }], footer: { links: [{ label: 'Tuis' }, { label: 'Privaatheid' }] } };

describe("a translation's site.yaml follows the lists it mirrors (issue 57)", () => {
  it('a nav entry or footer link removed or moved is removed or moved in the translation; other edits are not', () => {
    expect(mirroredEdits(config, [{ op: 'remove', path: ['nav'], index: 1 }], af)).toEqual([{ op: 'remove', path: ['nav'], index: 1 }]);
    expect(mirroredEdits(config, [{ op: 'move', path: ['footer', 'links'], from: 1, to: 0 }], af)).toEqual([
      { op: 'move', path: ['footer', 'links'], from: 1, to: 0 },
    ]);
    expect(mirroredEdits(config, [{ op: 'set', path: ['nav', 1, 'label'], value: 'Workshop' }], af)).toEqual([]);
    // An added entry has no label in the other language yet: not mirrored (validate names it).
    expect(mirroredEdits(config, [{ op: 'insert', path: ['nav'], index: 3, value: { label: 'Plans', to: '/plans' } }], af)).toEqual([]);
  });

  it("the not-found page's links are mirrored too", () => {
    const notFound = { notFound: { links: [{ label: 'Home' }, { label: 'Help' }] } };
    const translated = { notFound: { links: [{ label: 'Tuis' }, { label: 'Hulp' }] } };
    expect(mirroredEdits(notFound, [{ op: 'remove', path: ['notFound', 'links'], index: 0 }], translated)).toEqual([
      { op: 'remove', path: ['notFound', 'links'], index: 0 },
    ]);
  });

  it('a list inside a nav entry is not the nav; a nav that neither file has is not mirrored', () => {
    const nested = { nav: [{ label: 'Home', items: [{ label: 'A' }, { label: 'B' }] }] };
    const translated = { nav: [{ label: 'Tuis', items: [{ label: 'A' }, { label: 'B' }] }] };
    expect(mirroredEdits(nested, [{ op: 'remove', path: ['nav', 0, 'items'], index: 0 }], translated)).toEqual([]);
    expect(mirroredEdits({ name: 'Site' }, [{ op: 'remove', path: ['nav'], index: 0 }], { name: 'Werf' })).toEqual([]);
  });

  it('two removals in one save are both made in the translation', () => {
    const edits: Edit[] = [
      { op: 'remove', path: ['nav'], index: 2 },
      { op: 'remove', path: ['nav'], index: 0 },
    ];
    expect(mirroredEdits(config, edits, af)).toEqual(edits);
  });

  it('a list the translation does not mirror is left alone, though its path is as long as one or starts like one', () => {
    const lists = { ...config, faq: [{ q: 'Hours?' }, { q: 'Prices?' }], footer: { ...config.footer, columns: [{ title: 'Shop' }, { title: 'Help' }] } };
    const translated = { ...af, faq: [{ q: 'Ure?' }, { q: 'Pryse?' }], footer: { ...af.footer, columns: [{ title: 'Winkel' }, { title: 'Hulp' }] } };
    expect(mirroredEdits(lists, [{ op: 'remove', path: ['faq'], index: 0 }], translated)).toEqual([]);
    expect(mirroredEdits(lists, [{ op: 'move', path: ['footer', 'columns'], from: 1, to: 0 }], translated)).toEqual([]);
  });

  it('in order: after an added entry the lists differ, so a later removal is not mirrored; a translation out of step is left alone', () => {
    const added: Edit = { op: 'insert', path: ['nav'], index: 0, value: { label: 'New' } };
    expect(mirroredEdits(config, [added, { op: 'remove', path: ['nav'], index: 0 }], af)).toEqual([]);
    expect(mirroredEdits(config, [{ op: 'remove', path: ['nav'], index: 1 }], { nav: [{ label: 'Tuis' }] })).toEqual([]);
    expect(mirroredEdits(config, [{ op: 'remove', path: ['nav'], index: 1 }], undefined)).toEqual([]);
  });
});

// The starter site, which has Afrikaans: removing its Repairs nav entry was refused with LE814.
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'translated-lists-'));
  cpSync(join(import.meta.dirname, '../../../examples/starter'), root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('saving a removed nav entry on a site in two languages', () => {
  it("removes the entry's Afrikaans label in the same save, and the site validates", () => {
    const { version } = readFiles(root)['site.config.yaml']!;
    const result = saveDraft(root, { 'site.config.yaml': { version, edits: [{ op: 'remove', path: ['nav'], index: 1 }] } });
    expect(result.status).toBe(200);
    expect(result.status === 200 && result.saved).toEqual(expect.arrayContaining(['site.config.yaml', 'translations/af/site.yaml']));
    expect(read('site.config.yaml')).not.toContain('{ label: Repairs, to: /bike-repairs }');
    expect(read('translations/af/site.yaml')).toContain("nav:\n  - { label: Tuis }\n  - { label: Kontak }\n  - { label: Bespreek 'n diens }\nfooter:");
    expect(loadSite(root).ok).toBe(true);
  });

  it("the marketer's own edits to the translation in the same save are kept, not replaced by the mirrored removal", () => {
    const files = readFiles(root);
    const result = saveDraft(root, {
      'site.config.yaml': { version: files['site.config.yaml']!.version, edits: [{ op: 'remove', path: ['nav'], index: 1 }] },
      'translations/af/site.yaml': {
        version: versionOf(read('translations/af/site.yaml')),
        edits: [
          { op: 'remove', path: ['nav'], index: 1 },
          { op: 'set', path: ['nav', 0, 'label'], value: 'Tuisblad' },
        ],
      },
    });
    expect(result.status).toBe(200);
    expect(read('translations/af/site.yaml')).toContain("nav:\n  - { label: Tuisblad }\n  - { label: Kontak }\n  - { label: Bespreek 'n diens }\nfooter:");
  });

  it('a language without its site.yaml yet: the removal is saved in site.config.yaml alone, and no site.yaml is made', () => {
    rmSync(join(root, 'translations/af/site.yaml'));
    const { version } = readFiles(root)['site.config.yaml']!;
    const result = saveDraft(root, { 'site.config.yaml': { version, edits: [{ op: 'remove', path: ['nav'], index: 1 }] } });
    expect(result).toMatchObject({ status: 200, saved: ['site.config.yaml'] });
    expect(existsSync(join(root, 'translations/af/site.yaml'))).toBe(false);
  });
});
