import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/problem';
import { fixtureProblems, loadFixture } from '../helpers/fixture-site';

// What a paste from a word processor leaves behind: curly quotes around a value (they show on the
// page), en or em dashes and bullets used as list markers, an invisible character at a value's end.
const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\npaths: [/fixture]\nsections:\n${body}`;
const warningsOf = (body: string) => loadFixture({ 'pages/t.yaml': page(body) }).warnings.map(formatProblem);
const problemsOf = (body: string) => fixtureProblems({ 'pages/t.yaml': page(body) });

describe('curly quotes around a whole value', () => {
  it('warn with the value and both fixes, for a key and for a list item', () => {
    expect(warningsOf('  - type: copy\n    heading: \u201cBest Deals\u201d\n')).toEqual([
      'pages/t.yaml:8:14 This text is wrapped in curly quotes, which YAML keeps as part of the text, so the page shows \u201cBest Deals\u201d. Remove them (heading: Best Deals), or use straight quotes if the text needs quoting (heading: "Best Deals"). [LE706]',
    ]);
    expect(warningsOf('  - type: copy\n    heading: Why\n    paragraphs:\n      - \u2018Fast\u2019\n')).toEqual([
      'pages/t.yaml:10:9 This text is wrapped in curly quotes, which YAML keeps as part of the text, so the page shows \u2018Fast\u2019. Remove them (- Fast), or use straight quotes if the text needs quoting (- "Fast"). [LE706]',
    ]);
  });

  it('are no mistake around one word, or inside straight quotes', () => {
    expect(warningsOf('  - type: copy\n    heading: The \u201cbest\u201d deals\n')).toEqual([]);
    expect(warningsOf('  - type: copy\n    heading: "\u201cBest Deals\u201d"\n')).toEqual([]);
  });

  it('around a text holding ": " the syntax error says curly quotes are not quotes', () => {
    expect(problemsOf('  - type: copy\n    heading: \u201cHear: your receptionist\u201d\n')).toEqual([
      'pages/t.yaml:8:19 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in straight quotes (\u201c and \u201d are curly quotes, which YAML reads as part of the text): heading: "Hear: your receptionist" [LE116]\n  8 |     heading: \u201cHear: your receptionist\u201d\n    |                   ^',
    ]);
  });
});

describe('en dashes, em dashes and bullets as list markers', () => {
  it('one item written with an en dash breaks the list: named at the dash', () => {
    expect(problemsOf('  - type: copy\n    heading: Why\n    paragraphs:\n      - One\n      \u2013 Two\n')).toEqual([
      'pages/t.yaml:11:7 This line starts with an en dash (\u2013), which YAML does not read as a list marker. Start the item with - (a hyphen) and a space: "- Two". (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE105]\n  11 |       \u2013 Two\n     |       ^',
    ]);
  });

  it('every item written with an en dash becomes one text: the list field says so, and a warning shows the text', () => {
    const body = '  - type: copy\n    heading: Why\n    paragraphs:\n      \u2013 One\n      \u2013 Two\n';
    expect(problemsOf(body)).toEqual([
      'pages/t.yaml:10:7 sections[0].paragraphs: This is one value ("\u2013 One \u2013 Two"), but paragraphs takes a list. Write each item on its own line under "paragraphs:", starting with "- " (\u2013 is not a list marker: each item starts with a hyphen and a space). [LE209]',
    ]);
    expect(loadFixture({ 'pages/t.yaml': page(body) }).warnings.map(formatProblem)).toEqual([
      'pages/t.yaml:10:7 A line of this text starts with an en dash (\u2013), which YAML does not read as a list marker, so the lines run together into one text: "\u2013 One \u2013 Two". If they are items of a list, start each with - (a hyphen) and a space. [LE707]',
    ]);
  });

  it('em dash lines folded into a text, and a bullet starting an item, warn; a dash inside a sentence does not', () => {
    expect(warningsOf('  - type: copy\n    heading: Why\n    paragraphs:\n      - Our promise\n        \u2014 fast\n        \u2014 fair\n')).toEqual([
      'pages/t.yaml:11:9 A line of this text starts with an em dash (\u2014), which YAML does not read as a list marker, so the lines run together into one text: "Our promise \u2014 fast \u2014 fair". If they are items of a list, start each with - (a hyphen) and a space. [LE707]',
    ]);
    expect(warningsOf('  - type: copy\n    heading: Why\n    paragraphs:\n      - \u2022 Fast\n')).toEqual([
      'pages/t.yaml:10:9 A line of this text starts with a bullet (\u2022), which YAML does not read as a list marker, so the lines run together into one text: "\u2022 Fast". If they are items of a list, start each with - (a hyphen) and a space. [LE707]',
    ]);
    expect(warningsOf('  - type: copy\n    heading: Apply now \u2013 it is free\n')).toEqual([]);
  });
});

describe('an invisible character at the start or the end of a value', () => {
  it('a leading no-break space is said to start the text, at the character', () => {
    expect(warningsOf('  - type: copy\n    heading: \u00a0Why\n')).toEqual([
      'pages/t.yaml:8:14 This text starts with a no-break space (U+00A0), an invisible character (usually pasted) that stays in the text. Delete it. [LE706]',
    ]);
  });

  it('a trailing no-break space stays in the text: a warning at the character', () => {
    expect(warningsOf('  - type: copy\n    heading: Why\u00a0\n')).toEqual([
      'pages/t.yaml:8:17 This text ends with a no-break space (U+00A0), an invisible character (usually pasted) that stays in the text. Delete it. [LE706]',
    ]);
  });
});
