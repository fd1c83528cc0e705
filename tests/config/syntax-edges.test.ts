import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';

// One plain message per YAML syntax mistake, at the place the mistake really is.
const problems = syntaxProblemsOf;

describe('YAML syntax mistakes beyond the common ones', () => {
  it('a --- line starts a second document', () => {
    expect(problems('name: a\n---\nname: b\n')).toEqual([
      'p.yaml:2:1 This file holds more than one YAML document (a line with only --- starts a new one). Remove the --- line. [LE107]\n  2 | ---\n    | ^',
    ]);
  });

  it("an unclosed ' points where it opened", () => {
    expect(problems("name: 'Fast\nmeta: x\n")).toEqual([
      "p.yaml:1:7 This ' is never closed, so everything after it reads as one text. Add the closing ' where the text ends. [LE108]\n  1 | name: 'Fast\n    |       ^",
    ]);
  });

  it('a " inside double-quoted text says to use single quotes', () => {
    expect(problems('name: "He said "hi""\n')).toEqual([
      'p.yaml:1:17 The quoted text ended at the " before this, and more text follows it. To keep a " inside a quoted text, use single quotes around a text that holds " (\'He said "hi"\'). [LE114]\n  1 | name: "He said "hi""\n    |                 ^',
    ]);
  });

  it('an unclosed { points where it opened', () => {
    expect(problems('meta: { title: x\nname: y\n')).toEqual([
      'p.yaml:1:7 This { is never closed. End the list with } on the same line, or write one item per line without brackets. [LE109]\n  1 | meta: { title: x\n    |       ^',
    ]);
  });

  it('an unclosed [ after a closed one points at the unclosed one', () => {
    expect(problems('tags: [a, b]\nmore: [c\n')).toEqual([
      'p.yaml:2:7 This [ is never closed. End the list with ] on the same line, or write one item per line without brackets. [LE109]\n  2 | more: [c\n    |       ^',
    ]);
  });

  it('an indentation that lines up with nothing', () => {
    expect(problems('meta:\n    title: a\n  name: b\n')).toEqual([
      'p.yaml:3:1 The indentation here does not line up with the lines around it. Indent the items of one list or mapping by the same number of spaces. [LE118]\n  3 |   name: b\n    | ^',
    ]);
  });

  it("anything else: the parser's own words, with what to check", () => {
    expect(problems('tags: [a b: c, d: e f: g]\n')).toEqual([
      'p.yaml:1:19 Inside [...] or {...} a text cannot hold another ": ", and a line cannot start with "- ". Put a text that holds ": " in quotes, or write the items one per line without brackets. [LE124]\n  1 | tags: [a b: c, d: e f: g]\n    |                   ^',
    ]);
  });

  it('": " in a text too long to quote in the message', () => {
    expect(
      problems('name: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx: y\n'),
    ).toEqual([
      'p.yaml:1:127 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes. [LE116]\n  1 | …xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx: y\n    |                                                                                                   ^',
    ]);
  });

  it('a long text that starts with {city}', () => {
    expect(
      problems('heading: {city} wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww\n'),
    ).toEqual([
      'p.yaml:1:10 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "{city} ...". [LE115]\n  1 | heading: {city} wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…\n    |          ^',
    ]);
  });

  it('a tab after spaces in the indentation', () => {
    expect(problems('meta:\n  \ttitle: x\n')).toEqual([
      'p.yaml:2:3 This line is indented with a tab. YAML needs spaces: replace the tab with spaces. [LE104]\n  2 |    title: x\n    |   ^',
    ]);
  });

  it('a duplicate key in a nested mapping', () => {
    expect(problems('meta:\n  title: a\n  other: b\n  title: c\n')).toEqual([
      'p.yaml:4:3 The key "title" appears twice in the same mapping: on line 2 and again on line 4. Keep one of them. [LE106]\n  4 |   title: c\n    |   ^',
    ]);
  });

  it('": " in a text, with one more error counted (singular)', () => {
    expect(problems('a: b: c: d\n')).toEqual([
      'p.yaml:1:5 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: a: "b: c: d" (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE116]\n  1 | a: b: c: d\n    |     ^',
    ]);
  });

  it('a text starting with %, quoted in the fix', () => {
    expect(problems('name: x\n%TAG\n')).toEqual([
      'p.yaml:2:1 A text cannot start with % in YAML. Put the whole text in quotes: "%TAG". (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE113]\n  2 | %TAG\n    | ^',
    ]);
  });

  it('a text starting with @ that holds quotes', () => {
    expect(problems('name: @a "b"\n')).toEqual([
      'p.yaml:1:7 A text cannot start with @ in YAML. Put the whole text in quotes: "@a \\"b\\"". [LE113]\n  1 | name: @a "b"\n    |       ^',
    ]);
  });

  it('a list under a text line, with a comment between', () => {
    expect(problems('heading: Hear\n  # comment\n    - a\n')).toEqual([
      'p.yaml:3:1 A list item ("- ...") stands where YAML expects a key. Check the indentation of this line and the line above it. (2 more syntax errors in this file, most likely caused by this one: fix it first.) [LE124]\n  3 |     - a\n    | ^',
    ]);
  });
});
