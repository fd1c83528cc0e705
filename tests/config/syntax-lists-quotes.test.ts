import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';

// More YAML syntax mistakes: each message and excerpt checked by hand against its input.
const problems = syntaxProblemsOf;

describe('YAML syntax mistakes in lists, quotes and keys', () => {
  it('": " in a list item after its own key', () => {
    expect(problems('items:\n  - Finance: fast: easy\n')).toEqual([
      'p.yaml:2:18 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: - Finance: "fast: easy" [LE116]\n  2 |   - Finance: fast: easy\n    |                  ^',
    ]);
  });

  it('": " in a text holding a backslash, escaped in the fix', () => {
    expect(problems('name: C:\\dir: x\n')).toEqual([
      'p.yaml:1:13 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: name: "C:\\\\dir: x" [LE116]\n  1 | name: C:\\dir: x\n    |             ^',
    ]);
  });

  it('": " in a text holding double quotes, escaped in the fix', () => {
    expect(problems('name: say "hi": there\n')).toEqual([
      'p.yaml:1:15 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: name: "say \\"hi\\": there" [LE116]\n  1 | name: say "hi": there\n    |               ^',
    ]);
  });

  it('": " after a URL, whose own colon is no mistake', () => {
    expect(problems('link: http://x.com: y\n')).toEqual([
      'p.yaml:1:19 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: link: "http://x.com: y" [LE116]\n  1 | link: http://x.com: y\n    |                   ^',
    ]);
  });

  it('a " inside double-quoted text in a list item', () => {
    expect(problems('items:\n  - "He said "hi""\n')).toEqual([
      'p.yaml:2:15 The quoted text ended at the " before this, and more text follows it. To keep a " inside a quoted text, use single quotes around a text that holds " (\'He said "hi"\'). [LE114]\n  2 |   - "He said "hi""\n    |               ^',
    ]);
  });

  it("a ' inside single-quoted text at the top level", () => {
    expect(problems("'It's'\n")).toEqual([
      "p.yaml:1:5 The quoted text ended at the ' before this, and more text follows it. To keep a ' inside a quoted text, write '' for each ' inside the text ('it''s'). [LE114]\n  1 | 'It's'\n    |     ^",
    ]);
  });

  it('a list item that starts with {city}', () => {
    expect(problems('items:\n  - {city} finance\n')).toEqual([
      'p.yaml:2:5 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "{city} finance". [LE115]\n  2 |   - {city} finance\n    |     ^',
    ]);
  });

  it('a short text that starts with {city}, quoted whole in the fix', () => {
    expect(problems('heading: {city} fast\n')).toEqual([
      'p.yaml:1:10 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "{city} fast". [LE115]\n  1 | heading: {city} fast\n    |          ^',
    ]);
  });

  it('a key without a space after its colon in a list item', () => {
    expect(problems('items:\n  - key:value\n    other: x\n')).toEqual([
      'p.yaml:2:9 A key needs a space after its colon: write "key: value". [LE112]\n  2 |   - key:value\n    |         ^',
    ]);
  });

  it('a line indented under a key that takes no block', () => {
    expect(problems('sections:\n  - type: copy\n    heading: A\n      extra: B\n')).toEqual([
      'p.yaml:4:7 This line is indented further than the line above it (heading: A), so YAML cannot tell what it belongs to. Either a key is missing above it (a line like "sources:"), or it is indented too far. (1 more syntax error in this file, most likely caused by this one: fix it first.) [LE117]\n  4 |       extra: B\n    |       ^',
    ]);
  });

  it('a duplicate key with another key between', () => {
    expect(problems('a: 1\nb: 2\na: 3\n')).toEqual([
      'p.yaml:3:1 The key "a" appears twice in the same mapping: on line 1 and again on line 3. Keep one of them. [LE106]\n  3 | a: 3\n    | ^',
    ]);
  });

  it('a duplicate key inside {...} on one line', () => {
    expect(problems('m: { a: 1, a: 2 }\n')).toEqual([
      'p.yaml:1:12 The key "a" appears twice in the same mapping: on line 1 and again on line 1. Keep one of them. [LE106]\n  1 | m: { a: 1, a: 2 }\n    |            ^',
    ]);
  });

  it('the first of two mistakes, the other counted', () => {
    expect(problems('a: "x\nb: [y\n')).toEqual([
      'p.yaml:1:4 This " is never closed, so everything after it reads as one text. Add the closing " where the text ends. [LE108]\n  1 | a: "x\n    |    ^',
    ]);
  });

  it('a text starting with @ that holds double quotes', () => {
    expect(problems('name: @TolaBiz "on" X\n')).toEqual([
      'p.yaml:1:7 A text cannot start with @ in YAML. Put the whole text in quotes: "@TolaBiz \\"on\\" X". [LE113]\n  1 | name: @TolaBiz "on" X\n    |       ^',
    ]);
  });

  it('a text starting with % on a later line', () => {
    expect(problems('name: a\nother: %b\n')).toEqual([
      'p.yaml:2:8 A text cannot start with % in YAML. Put the whole text in quotes: "%b". [LE113]\n  2 | other: %b\n    |        ^',
    ]);
  });

  it('": " on a last line without a newline', () => {
    expect(problems('a: b: c')).toEqual([
      'p.yaml:1:5 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: a: "b: c" [LE116]\n  1 | a: b: c\n    |     ^',
    ]);
  });
});
