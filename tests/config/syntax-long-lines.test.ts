import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';

const firstLine = (text: string) => syntaxProblemsOf(text).map((problem) => problem.split('\n')[0]);

// The suggested fix quotes the whole text up to a length a message can hold: 100 characters for a
// text starting with {city}, 120 for a key and its quoted text.
describe('syntax messages for long lines, at the longest fix they still spell out', () => {
  it('a text of exactly 100 characters starting with {city}', () => {
    const text = `{city} ${'x'.repeat(93)}`;
    expect(firstLine(`heading: ${text}\n`)).toEqual([
      `p.yaml:1:10 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "${text}". [LE115]`,
    ]);
  });

  it('a text with ": " inside whose quoted fix is exactly 120 characters', () => {
    const value = `${'x'.repeat(100)}: yyyyyyyyy`;
    expect(firstLine(`title: ${value}\n`)).toEqual([
      `p.yaml:1:108 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: title: "${value}" [LE116]`,
    ]);
  });
});
