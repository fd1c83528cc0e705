import { describe, expect, it } from 'vitest';
import { loadFixture, fixtureProblems } from '../helpers/fixture-site';
import { inlineProblems, siteConfig } from '../helpers/inline-site';

const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;
const copy = (heading: string) => page(`paths: [/fixture]\nsections:\n  - type: copy\n    heading: ${heading}\n`);

describe('inputs that used to crash validation give one positioned problem', () => {
  it('an alias to a missing anchor (name: *company)', () => {
    expect(fixtureProblems({ 'pages/alias.yaml': copy('*company') })).toEqual([
      [
        'pages/alias.yaml:8:14 *company repeats the value marked &company, but nothing is marked &company above it. If this is text that starts with *, put it in quotes: "*company". [LE122]',
        '  8 |     heading: *company',
        '    |              ^',
      ].join('\n'),
    ]);
  });

  it('an alias bomb', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
    ];
    expect(fixtureProblems({ 'pages/bomb.yaml': bomb.join('\n') })).toEqual([
      [
        'pages/bomb.yaml:2:8 These aliases (*name) repeat values that repeat other values, which would build an enormous document. Write the values out instead of using aliases. [LE123]',
        '  2 | b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
        '    |        ^',
      ].join('\n'),
    ]);
  });

  it('5,000 nested [ (the parser would overflow its stack)', () => {
    const problems = fixtureProblems({ 'pages/deep.yaml': `name: ${'['.repeat(5000)}\n` });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^pages\/deep\.yaml:1:\d+ Lists and mappings are nested too deeply here for YAML to read\. Nothing on a site needs this; look for a long run of \[ or \{ or an indentation that keeps growing\. \(\d+ more syntax errors in this file, most likely caused by this one: fix it first\.\) \[LE121\]\n/,
    );
  });

  it('indentation nested thousands of levels deep', () => {
    const deep = Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n');
    const problems = fixtureProblems({ 'pages/deep.yaml': deep });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^pages\/deep\.yaml:\d+:\d+ Lists and mappings are nested too deeply here for YAML to read\./);
  });

  it('binary data', () => {
    expect(fixtureProblems({ 'pages/binary.yaml': 'name: x\n\u0089PNG\r\n\u001a\n\u0000\u0000' })).toEqual([
      [
        'pages/binary.yaml:3:1 This file contains the control character U+001A, so it is not plain text (a binary file, or text in another encoding). Save it as UTF-8 text. [LE101]',
        '  3 | ?',
        '    | ^',
      ].join('\n'),
    ]);
  });

  it('an empty page file, and a file with only comments', () => {
    const empty =
      'pages/empty.yaml:1:1 This file is empty. A page needs name, paths, meta and sections: copy another page to start, or delete this file. [LE003]';
    expect(fixtureProblems({ 'pages/empty.yaml': '' })).toEqual([empty]);
    expect(fixtureProblems({ 'pages/empty.yaml': '# nothing yet\n' })).toEqual([empty]);
  });

  it('a 1 MB heading is read (with a warning), and a 1 MB key is reported', () => {
    const big = 'x'.repeat(1_000_000);
    const result = loadFixture({ 'pages/big.yaml': copy(big) });
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => `${w.file}:${w.line}:${w.col} ${w.message}`)).toContain(
      'pages/big.yaml:8:14 This heading is 1,000,000 characters long; more than 150 is almost certainly a mistake (a paste gone wrong, or a missing line break between keys). Shorten it.',
    );
    const problems = fixtureProblems({ 'pages/bigkey.yaml': page(`${big}: 1\n`) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^pages\/bigkey\.yaml:5:1 /);
  });

  it('a top-level list or text instead of a mapping', () => {
    expect(fixtureProblems({ 'pages/list.yaml': '- a\n- b\n' })).toEqual([
      'pages/list.yaml:1:1 This is a list, but the file holds key: value lines, starting at the left edge (name, paths, meta, sharedSections, testimonialServices, sections, experiments). [LE210]',
    ]);
    expect(fixtureProblems({ 'pages/text.yaml': 'just some text\n' })).toEqual([
      'pages/text.yaml:1:1 This is one value ("just some text"), but the file holds key: value lines, starting at the left edge (name, paths, meta, sharedSections, testimonialServices, sections, experiments). [LE210]',
    ]);
  });

  it('a value nested 3,004 brackets or 8,202 minus signs deep, or a chain of 5,000 values (issue 25)', () => {
    const page = 'name: Test\npaths: [/]\nmeta:\n  title: Test\n  description: A test page.\nsections:\n  - type: copy\n    heading: Hi\n';
    const all = (values: string) => inlineProblems({ 'site.config.yaml': siteConfig(`values:\n${values}`), 'pages/test.yaml': page });
    // The message line of each; a long line also gets its excerpt, cut around a caret.
    const problems = (values: string) => all(values).map((problem) => problem.split('\n')[0]);
    expect(all(`  rental: 49\n  deep: "${'('.repeat(3004)}rental${')'.repeat(3004)}"\n`)[0]).toContain('[LE409]\n  24 |   deep: "(((');
    expect(problems(`  rental: 49\n  deep: "${'('.repeat(3004)}rental${')'.repeat(3004)}"\n`)).toEqual([
      'site.config.yaml:24:9 values.deep: This sum is nested more than 100 levels deep (brackets and minus signs). Write it flatter: a value may name other values. [LE409]',
    ]);
    expect(problems(`  rental: 49\n  negative: "${'-'.repeat(8202)}rental"\n`)).toEqual([
      'site.config.yaml:24:13 values.negative: This sum is nested more than 100 levels deep (brackets and minus signs). Write it flatter: a value may name other values. [LE409]',
    ]);
    const chain = Array.from({ length: 5000 }, (_, i) => `  v${i}: ${i === 4999 ? '1' : `v${i + 1} + 1`}\n`).join('');
    expect(problems(chain)).toEqual([
      'site.config.yaml:23:7 values.v0: v0 names v1, which names v2, and so on more than 100 values deep. Write some of them as numbers. [LE409]',
    ]);
  });
});
