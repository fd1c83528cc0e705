import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';

const problems = syntaxProblemsOf;

// A closed quote or bracket with spaces after it is closed: the unclosed one is on the next line.
describe('the unclosed quote or bracket after a closed one with trailing spaces', () => {
  it("a ' quote", () => {
    expect(problems("a: 'x'   \nb: 'y\n")).toEqual([
      "p.yaml:2:4 This ' is never closed, so everything after it reads as one text. Add the closing ' where the text ends. [LE108]\n  2 | b: 'y\n    |    ^",
    ]);
  });

  it('a " quote', () => {
    expect(problems('a: "x"   \nb: "y\n')).toEqual([
      'p.yaml:2:4 This " is never closed, so everything after it reads as one text. Add the closing " where the text ends. [LE108]\n  2 | b: "y\n    |    ^',
    ]);
  });

  it('a [ list', () => {
    expect(problems('a: [x]   \nb: [y\n')).toEqual([
      'p.yaml:2:4 This [ is never closed. End the list with ] on the same line, or write one item per line without brackets. [LE109]\n  2 | b: [y\n    |    ^',
    ]);
  });

  it('a { mapping', () => {
    expect(problems('a: {x: 1}   \nb: {y: 2\n')).toEqual([
      'p.yaml:2:4 This { is never closed. End the list with } on the same line, or write one item per line without brackets. [LE109]\n  2 | b: {y: 2\n    |    ^',
    ]);
  });
});
