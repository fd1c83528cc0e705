import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/problem';
import { fixtureProblems, loadFixture } from '../helpers/fixture-site';

// No-break spaces, zero-width characters and byte-order marks look like nothing or like a space,
// so the parser's own message ("Implicit map keys ...", a line after the real one) misleads. Each
// is named, with its code point, at the character itself. Written as \u escapes here to be seen.
const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\npaths: [/fixture]\nsections:\n${body}`;
const warningsOf = (files: Record<string, string>) => loadFixture(files).warnings.map(formatProblem);

describe('a no-break space where YAML needs a space', () => {
  it('as indentation, named on its own line although the parser stumbles on the next', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n\u00a0   heading: Why\n    paragraphs: [One]\n') })).toEqual([
      'pages/t.yaml:8:1 This line is indented with a no-break space (U+00A0), which looks like a space but is not one to YAML. Delete the indentation and type it again with ordinary spaces. (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE102]\n  8 | \u00a0   heading: Why\n    | ^',
    ]);
  });

  it('as indentation of a { ... } line: no advice to quote the whole mapping', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: buttons\n    buttons:\n\u00a0     - { label: Apply, link: shop, style: secondary }\n') })).toEqual(
      [
        'pages/t.yaml:9:1 This line is indented with a no-break space (U+00A0), which looks like a space but is not one to YAML. Delete the indentation and type it again with ordinary spaces. (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE102]\n  9 | \u00a0     - { label: Apply, link: shop, style: secondary }\n    | ^',
      ],
    );
  });

  it("after a key's colon and after a list dash, and a thin space after a colon", () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading:\u00a0Why\n') })).toEqual([
      'pages/t.yaml:8:13 After "heading:" comes a no-break space (U+00A0), which looks like a space but is not one to YAML, so YAML does not see a key here. Replace it with an ordinary space. [LE102]\n  8 |     heading:\u00a0Why\n    |             ^',
    ]);
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n    paragraphs:\n      - One\n      -\u00a0Two\n') })).toEqual([
      'pages/t.yaml:11:8 After the list dash "-" comes a no-break space (U+00A0), which looks like a space but is not one to YAML, so YAML does not see a list item here. Replace it with an ordinary space. (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE102]\n  11 |       -\u00a0Two\n     |        ^',
    ]);
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading:\u2009Why\n') })).toEqual([
      'pages/t.yaml:8:13 After "heading:" comes a thin space (U+2009), which looks like a space but is not one to YAML, so YAML does not see a key here. Replace it with an ordinary space. [LE102]\n  8 |     heading:\u2009Why\n    |             ^',
    ]);
  });

  it('at the start of a top-level line YAML reads without complaint, as part of a key', () => {
    expect(fixtureProblems({ 'pages/t.yaml': `${page('  - type: copy\n    heading: Why\n')}\u00a0 sharedSections: false\n` })).toEqual([
      'pages/t.yaml:9:1 This line is indented with a no-break space (U+00A0), which looks like a space but is not one to YAML. Delete the indentation and type it again with ordinary spaces. [LE102]\n  9 | \u00a0 sharedSections: false\n    | ^',
    ]);
  });

  it('hiding the only key of a mapping or the dash of the only item, which YAML then reads as one text', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n    paragraphs:\n      -\u00a0One\n') })).toEqual([
      'pages/t.yaml:10:8 sections[0].paragraphs: After the list dash "-" comes a no-break space (U+00A0), which looks like a space but is not one to YAML, so YAML does not see a list item here. Replace it with an ordinary space. [LE102]\n  10 |       -\u00a0One\n     |        ^',
    ]);
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: buttons\n    buttons:\n      - label:\u00a0Apply\n') })).toEqual([
      'pages/t.yaml:9:15 sections[0].buttons[0]: After "label:" comes a no-break space (U+00A0), which looks like a space but is not one to YAML, so YAML does not see a key here. Replace it with an ordinary space. [LE102]\n  9 |       - label:\u00a0Apply\n    |               ^',
    ]);
  });

  it('inside text it is no mistake (15\u00a0000 keeps a number on one line)', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading: 15\u00a0000 suppliers\n') })).toEqual([]);
  });
});

describe('zero-width characters and byte-order marks', () => {
  it('a zero-width space starting a line, shown as ? under the caret', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n\u200b    heading: Why\n    paragraphs: [One]\n') })).toEqual([
      'pages/t.yaml:8:1 This line starts with a zero-width space (U+200B), which is invisible but is not a space to YAML. Delete the indentation and type it again. (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE103]\n  8 | ?    heading: Why\n    | ^',
    ]);
  });

  it('a byte-order mark in the middle of a file (two files pasted together); at its very start it is no mistake', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n\ufeff    paragraphs: [One]\n') })).toEqual([
      'pages/t.yaml:9:1 This line starts with a byte-order mark (U+FEFF), which is invisible but is not a space to YAML. Delete the indentation and type it again. [LE103]\n  9 | ?    paragraphs: [One]\n    | ^',
    ]);
    expect(fixtureProblems({ 'pages/t.yaml': `\ufeff${page('  - type: copy\n    heading: Why\n')}` })).toEqual([]);
  });

  it('inside a key, which then looks right and is not recognised', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    head\u200bing: Why\n') })).toEqual([
      'pages/t.yaml:8:9 sections[0]: The key "heading" holds a zero-width space (U+200B), an invisible character that YAML reads as part of the key, so the key is not recognised. Delete it and type the key again. [LE103]\n  8 |     head?ing: Why\n    |         ^',
    ]);
  });

  it('at the end of a link name: the unknown template says so, and the text warns', () => {
    const files = { 'pages/t.yaml': page('  - type: buttons\n    buttons:\n      - { label: Apply, link: shop\u200b }\n') };
    expect(fixtureProblems(files)).toEqual([
      'pages/t.yaml:9:31 sections[0].buttons[0].link: Unknown link template "shop\u200b". It holds a zero-width space (U+200B), an invisible character: delete it. Did you mean "shop"? Define it under links: in site.config.yaml. [LE301]',
    ]);
    expect(warningsOf(files)).toEqual([
      'pages/t.yaml:9:35 This text ends with a zero-width space (U+200B), an invisible character (usually pasted) that stays in the text. Delete it. [LE706]',
    ]);
  });
});
