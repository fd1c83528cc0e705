import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';
import { loadWith, problemsWith, ROOT } from '../helpers/load-fixture';

const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;
const copy = (heading: string) => page(`paths: [/fixture]\nsections:\n  - type: copy\n    heading: ${heading}\n`);
const warningsOf = (files: Record<string, string>) => loadWith(files).warnings.map(formatProblem);

describe('valid YAML that is probably wrong gives a located warning', () => {
  it('the shipped config has none', () => {
    expect(loadSite(ROOT).warnings).toEqual([]);
  });

  it('text starting with & is read as an anchor', () => {
    expect(warningsOf({ 'pages/amp.yaml': copy('&Co construction finance') })).toEqual([
      'pages/amp.yaml:8:14 "&Co" is read as a YAML anchor (a label for repeating a value), not as text, so this reads "construction finance". If & belongs to the text, put the whole text in quotes: "&Co construction finance".',
    ]);
  });

  it('text containing " #" is cut at the comment', () => {
    expect(warningsOf({ 'pages/hash.yaml': copy('Bakkie hire #1 in SA') })).toEqual([
      'pages/hash.yaml:8:26 The text after " #" is read as a comment, so this reads "Bakkie hire". If # belongs to the text, put the whole text in quotes: "Bakkie hire #1 in SA".',
    ]);
  });

  it('a real comment after a value is left alone', () => {
    expect(warningsOf({ 'pages/comment.yaml': copy('Bakkie hire   # the short form') })).toEqual([]);
  });

  it('text starting with ! is read as a tag', () => {
    expect(warningsOf({ 'pages/tag.yaml': copy('!Important offer') })).toEqual([
      'pages/tag.yaml:8:14 "!Important" is read as a YAML tag, not as text, so this reads "offer". If ! belongs to the text, put the whole text in quotes: "!Important offer".',
    ]);
  });

  it('a preposition before {city}', () => {
    expect(warningsOf({ 'pages/in-city.yaml': copy('Bakkie hire in {city}') })).toEqual([
      'pages/in-city.yaml:8:26 "in {city}" reads "in In Cape Town": {city} already adds " In Cape Town" (and nothing on a page without a city). Write "Bakkie hire{city}".',
    ]);
  });

  it('an absurdly long heading', () => {
    expect(warningsOf({ 'pages/long.yaml': copy('A'.repeat(151)) })).toEqual([
      'pages/long.yaml:8:14 This heading is 151 characters long; more than 150 is almost certainly a mistake (a paste gone wrong, or a missing line break between keys). Shorten it.',
    ]);
  });
});

describe('local media', () => {
  it('a missing file is an error, with the likely name', () => {
    const problems = problemsWith({
      'pages/media.yaml': page('paths: [/media-test]\nsections:\n  - type: hero\n    heading: Media\n    image: { src: /media/logo.svgg, alt: Logo, width: 10, height: 10 }\n'),
    });
    expect(problems).toEqual([
      'pages/media.yaml:9:19 sections[0].image.src: There is no file public/media/logo.svgg, so this would show a broken image or play nothing. Did you mean "/media/logo.svg"? Add the file to public/media/ or fix the name.',
    ]);
  });
});

describe('page files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync(join(ROOT, 'site.config.yaml'), join(dir, 'site.config.yaml'));
  cpSync(join(ROOT, 'pages'), join(dir, 'pages'), { recursive: true });
  cpSync(join(ROOT, 'public'), join(dir, 'public'), { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads .yml and .YAML pages and says which files in pages/ it does not read', () => {
    writeFileSync(join(dir, 'pages/promo.yml'), page('paths: [/promo]\nsections:\n  - type: copy\n    heading: Promo\n'));
    writeFileSync(join(dir, 'pages/deal.YAML'), page('paths: [/deal]\nsections:\n  - type: copy\n    heading: Deal\n'));
    writeFileSync(join(dir, 'pages/old.yaml.bak'), 'name: Old\n');
    const result = loadSite(dir);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.model.pages.map((entry) => entry.id)).toEqual(expect.arrayContaining(['promo', 'deal']));
    expect(result.warnings.map(formatProblem)).toEqual([
      'pages/old.yaml.bak:1:1 This file is not read: only files ending in .yaml in pages/ are pages. Rename it to end in .yaml if it is a page, or move it out of pages/.',
    ]);
  });

  it('two files for one page id are an error', () => {
    const result = loadWith({
      'pages/twin.yaml': page('paths: [/twin-a]\nsections:\n  - type: copy\n    heading: A\n'),
      'pages/twin.yml': page('paths: [/twin-b]\nsections:\n  - type: copy\n    heading: B\n'),
    });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual(['pages/twin.yml:1:1 This file and pages/twin.yaml are both the page "twin". Rename or delete one of them.']);
  });

  it('npm run validate prints warnings and exits 0; with --strict it exits 1', () => {
    writeFileSync(join(dir, 'pages/hash.yaml'), page('paths: [/hash]\nsections:\n  - type: copy\n    heading: We are #1 in SA\n'));
    const script = join(ROOT, 'scripts/validate.ts');
    const tsx = join(ROOT, 'node_modules/.bin/tsx');
    const plain = spawnSync(tsx, [script], { cwd: dir, encoding: 'utf8' });
    expect(plain.status).toBe(0);
    expect(plain.stderr).toContain('warning: pages/hash.yaml:8:21 The text after " #" is read as a comment, so this reads "We are".');
    const strict = spawnSync(tsx, [script, '--strict'], { cwd: dir, encoding: 'utf8' });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('warning: pages/hash.yaml:8:21 ');
    expect(strict.stderr).toContain('site.config.yaml:152:8 chatWidget.src: https://chat.example.com/widget/tolabiz.js is on the placeholder host chat.example.com; set the real address of the live-chat widget.');
    expect(strict.stderr).toMatch(/\n2 warnings and 22 placeholder addresses left \(--strict\)\. Fix them before going live\.\n$/);
  }, 30_000);
});
