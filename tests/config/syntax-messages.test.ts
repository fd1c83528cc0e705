import { describe, expect, it } from 'vitest';
import { fixtureFile, fixtureProblems } from '../helpers/fixture-site';

const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;

describe('a YAML syntax mistake gives one plain message with the line and a caret', () => {
  it('text containing ": " says to quote it, with the fix', () => {
    expect(fixtureProblems({ 'pages/colon.yaml': page('paths: [/colon]\nsections:\n  - type: copy\n    heading: Finance: fast and easy\n') })).toEqual([
      [
        'pages/colon.yaml:8:21 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: heading: "Finance: fast and easy" [LE116]',
        '  8 |     heading: Finance: fast and easy',
        '    |                     ^',
      ].join('\n'),
    ]);
  });

  it('a duplicate key names the key and both lines', () => {
    expect(fixtureProblems({ 'pages/dup.yaml': page('paths: [/dup]\nsections:\n  - type: copy\n    heading: One\n    heading: Two\n') })).toEqual([
      [
        'pages/dup.yaml:9:5 The key "heading" appears twice in the same mapping: on line 8 and again on line 9. Keep one of them. [LE106]',
        '  9 |     heading: Two',
        '    |     ^',
      ].join('\n'),
    ]);
  });

  it('a tab used for indentation', () => {
    expect(fixtureProblems({ 'pages/tab.yaml': page('paths: [/tab]\nsections:\n  - type: copy\n\theading: Tab\n') })).toEqual([
      ['pages/tab.yaml:8:1 This line is indented with a tab. YAML needs spaces: replace the tab with spaces. [LE104]', '  8 |  heading: Tab', '    | ^'].join(
        '\n',
      ),
    ]);
  });

  it('an unclosed quote points where the quote opened, not at the end of the file', () => {
    expect(
      fixtureProblems({
        'pages/quote.yaml': page(
          'paths: [/quote]\nsections:\n  - type: copy\n    heading: "Fast finance\n    paragraphs:\n      - One\n      - Two\n      - Three\n',
        ),
      }),
    ).toEqual([
      [
        'pages/quote.yaml:8:14 This " is never closed, so everything after it reads as one text. Add the closing " where the text ends. [LE108]',
        '  8 |     heading: "Fast finance',
        '    |              ^',
      ].join('\n'),
    ]);
  });

  it('{city} inside [...] says to write one path per line', () => {
    expect(fixtureProblems({ 'pages/flow.yaml': page('paths: [/flow, /flow/{city}]\nsections:\n  - type: copy\n    heading: Flow\n') })).toEqual([
      [
        'pages/flow.yaml:5:22 {city} inside [...] is read as a YAML mapping, not as text. Write the list one item per line (  - /path/{city}) or put each item in quotes ("/path/{city}"). [LE110]',
        '  5 | paths: [/flow, /flow/{city}]',
        '    |                      ^',
      ].join('\n'),
    ]);
  });

  it('a text that starts with {city} says to quote it', () => {
    expect(fixtureProblems({ 'pages/lead.yaml': page('paths: [/lead]\nsections:\n  - type: copy\n    heading: {city} finance\n') })).toEqual([
      [
        'pages/lead.yaml:8:14 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "{city} finance". [LE115]',
        '  8 |     heading: {city} finance',
        '    |              ^',
      ].join('\n'),
    ]);
    expect(fixtureProblems({ 'pages/only.yaml': page('paths:\n  - /only\n  - {city}\nsections:\n  - type: copy\n    heading: Only\n') })).toEqual([
      'pages/only.yaml:7:5 paths[1]: YAML read {city} as a mapping: a text that starts with { must be in quotes, like "{city}". [LE212]',
    ]);
  });

  it('a key without a space after its colon', () => {
    expect(
      fixtureProblems({ 'pages/space.yaml': page('paths: [/space]\nsections:\n  - type: copy\n    heading:Fast finance\n    paragraphs: [One]\n') })[0],
    ).toBe(
      [
        'pages/space.yaml:8:13 A key needs a space after its colon: write "heading: Fast finance". [LE112]',
        '  8 |     heading:Fast finance',
        '    |             ^',
      ].join('\n'),
    );
  });

  it('a quote inside quoted text', () => {
    expect(fixtureProblems({ 'pages/inner.yaml': page("paths: [/inner]\nsections:\n  - type: copy\n    heading: 'It's fast'\n") })[0]).toBe(
      [
        "pages/inner.yaml:8:18 The quoted text ended at the ' before this, and more text follows it. To keep a ' inside a quoted text, write '' for each ' inside the text ('it''s'). [LE114]",
        "  8 |     heading: 'It's fast'",
        '    |                  ^',
      ].join('\n'),
    );
  });

  it('a text starting with a character YAML reserves', () => {
    expect(fixtureProblems({ 'pages/at.yaml': page('paths: [/at]\nsections:\n  - type: copy\n    heading: @TolaBiz on X\n') })[0]).toBe(
      [
        'pages/at.yaml:8:14 A text cannot start with @ in YAML. Put the whole text in quotes: "@TolaBiz on X". [LE113]',
        '  8 |     heading: @TolaBiz on X',
        '    |              ^',
      ].join('\n'),
    );
  });

  it('deleting the single line "    sources:" gives one message at the orphaned line', () => {
    expect(fixtureProblems({ 'pages/home.yaml': fixtureFile('pages/home.yaml').replace('    sources:\n', '') })).toEqual([
      [
        'pages/home.yaml:19:7 This line is indented further than the line above it (heading: Hear the greeting), so YAML cannot tell what it belongs to. Either a key is missing above it (a line like "sources:"), or it is indented too far. (2 more syntax errors in this file, most likely caused by this one: fix it first.) [LE117]',
        '  19 |       - { src: /media/greeting.mp3, type: audio/mpeg }',
        '     |       ^',
      ].join('\n'),
    ]);
  });

  it('a key indented less than its siblings in a list item', () => {
    expect(fixtureProblems({ 'pages/indent.yaml': page('paths: [/indent]\nsections:\n  - type: copy\n    heading: Indent\n   paragraphs: [One]\n') })[0]).toBe(
      [
        'pages/indent.yaml:9:1 This line does not line up with the lines above it, so YAML reads it as a list item without its "- ". Indent it like the other keys of the item it belongs to, or start a new item with "- ". [LE119]',
        '  9 |    paragraphs: [One]',
        '    | ^',
      ].join('\n'),
    );
  });

  it('schema problems in a file with a syntax error are held back; other files still report theirs', () => {
    const problems = fixtureProblems({
      'pages/a.yaml': page('paths: [/a]\nsections:\n  - type: hreo\n    heading: A: b\n'),
      'pages/b.yaml': page('paths: [/b]\nsections:\n  - type: hreo\n'),
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['pages/a.yaml:8:15', 'pages/b.yaml:7:11']);
  });
});

describe('yes/no for a true/false field', () => {
  it('says to write true or false', () => {
    expect(fixtureProblems({ 'pages/yes.yaml': page('paths: [/yes]\nsharedSections: no\nsections:\n  - type: copy\n    heading: Yes\n') })).toEqual([
      'pages/yes.yaml:6:17 sharedSections: Write true or false here, not "no" (YAML reads yes, no, on and off as text). [LE218]',
    ]);
  });
});
