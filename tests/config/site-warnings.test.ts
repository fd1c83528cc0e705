import { translatedSummary } from '../../src/config/languages/translated-summary';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { formatProblem, problemText } from '../../src/config/problem';
import { runCli } from '../helpers/engine';
import { ROOT } from '../helpers/load-fixture';

const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;

// Site tests: the shipped config and the validate command on a copy of it. The warnings themselves
// are engine tests on the fixture site (tests/config/warnings.test.ts).
describe('site: warnings', () => {
  // Only the home and tender finance pages are in Afrikaans and isiZulu (docs/translations.md);
  // every other page says once per language that it shows in English.
  it("the shipped config gives no warning; its pages not translated yet are named by validate's summary", () => {
    const loaded = loadSite(ROOT);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.ok && translatedSummary(loaded.model)).toEqual([
      'Afrikaans (/af): 2 of 9 pages translated; not published under /af, their addresses there redirect to English: bakkie, briefing, invest, invoice, legal-privacy, legal-terms, tender-bid. Texts: 189 translated, 0 stale, 0 missing.',
      'isiZulu (/zu): 2 of 9 pages translated; not published under /zu, their addresses there redirect to English: bakkie, briefing, invest, invoice, legal-privacy, legal-terms, tender-bid. Texts: 189 translated, 0 stale, 0 missing.',
    ]);
  });
});

describe('site: amounts of money are values (LE709, issue 56)', () => {
  it('the shipped site and the starter write none as text', () => {
    for (const root of [ROOT, join(ROOT, 'examples/starter')]) {
      expect(
        loadSite(root)
          .warnings.filter((warning) => warning.code === 'LE709')
          .map(formatProblem),
        root,
      ).toEqual([]);
    }
  });

  it("a provider's price typed again is found at its line and column, with the value that has it", () => {
    const home = readFileSync(join(ROOT, 'pages/home.yaml'), 'utf8');
    const typed = home.replace('"{providerATotal:rand}"', '"R1,200"');
    const lines = typed.split('\n');
    const line = lines.findIndex((text) => text.includes('"R1,200"'));
    const loaded = loadSite(ROOT, (file) => (file === 'pages/home.yaml' ? typed : readFileSync(join(ROOT, file), 'utf8')));
    // The excerpt under the message (the line, cut around the column) left out.
    // (Its translations are flagged too, LE822: their English text changed.)
    expect(
      loaded.warnings.filter((warning) => warning.code === 'LE709').map((warning) => `${warning.file}:${warning.line}:${warning.col} ${problemText(warning)}`),
    ).toEqual([
      `pages/home.yaml:${line + 1}:${lines[line]!.indexOf('R1,200') + 1} sections[3].rows[0].cells[1]: "R1,200" is an amount written as text, so it reads the same in every language and stays behind when the price changes. Write {providerATotal:rand} here and in each translation: values: in site.config.yaml has 1200 as providerATotal, and the engine writes it for each page's language (Afrikaans: "R\u00a01\u00a0200"). [LE709]`,
    ]);
  });
});

describe('site: page files and npm run validate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync(join(ROOT, 'site.config.yaml'), join(dir, 'site.config.yaml'));
  cpSync(join(ROOT, 'pages'), join(dir, 'pages'), { recursive: true });
  cpSync(join(ROOT, 'public'), join(dir, 'public'), { recursive: true });
  cpSync(join(ROOT, 'translations'), join(dir, 'translations'), { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads .yml and .YAML pages and says which files in pages/ it does not read', () => {
    writeFileSync(join(dir, 'pages/promo.yml'), page('paths: [/promo]\nsections:\n  - type: copy\n    heading: Promo\n'));
    writeFileSync(join(dir, 'pages/deal.YAML'), page('paths: [/deal]\nsections:\n  - type: copy\n    heading: Deal\n'));
    writeFileSync(join(dir, 'pages/old.yaml.bak'), 'name: Old\n');
    const result = loadSite(dir);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.model.pages.map((entry) => entry.id)).toEqual(expect.arrayContaining(['promo', 'deal']));
    expect(result.warnings.filter((warning) => warning.code !== 'LE812').map(formatProblem)).toEqual([
      'pages/old.yaml.bak:1:1 This file is not read: only files ending in .yaml in pages/ are pages. Rename it to end in .yaml if it is a page, or move it out of pages/. [LE006]',
    ]);
  });

  it('npm run validate prints warnings and exits 0; with --strict it exits 1', () => {
    writeFileSync(join(dir, 'pages/hash.yaml'), page('paths: [/hash]\nsections:\n  - type: copy\n    heading: We are #1 in SA\n'));
    const plain = runCli(['validate'], { cwd: dir });
    expect(plain.status).toBe(0);
    expect(plain.stderr).toContain('warning: pages/hash.yaml:8:21 The text after " #" is read as a comment, so this reads "We are".');
    const strict = runCli(['validate', '--strict'], { cwd: dir });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('warning: pages/hash.yaml:8:21 ');
    expect(strict.stderr).toContain(
      'site.config.yaml:176:8 chatWidget.src: https://chat.example.com/widget/tolabiz.js is on the placeholder host chat.example.com; set the real address of the live-chat widget. [LE601]',
    );
    // The "#" warning and pages/old.yaml.bak; a page not translated is no warning (validate's summary names it).
    expect(strict.stderr).toMatch(/\n2 warnings and 22 placeholder addresses left \(--strict\)\. Fix them before going live\.\n$/);
  });
});
