import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { nextLine, openingBracket, openingQuote } from '../../src/config/syntax-where';

// Where a syntax mistake really is, when the parser notices it only later.
const doc = (text: string) => parseDocument(text, { prettyErrors: false });

describe('openingQuote', () => {
  it('finds the last quote before the error that never closes, skipping closed ones', () => {
    const text = 'a: "closed"\nb: "open\nc: x\n';
    expect(openingQuote(doc(text), text, text.length, '"')).toBe(text.indexOf('"open'));
  });

  it('ignores the other kind of quote, quotes after the error, and falls back to the error', () => {
    const text = 'a: \'open\nb: "x\n';
    expect(openingQuote(doc(text), text, text.length, "'")).toBe(3);
    expect(openingQuote(doc(text), text, 2, '"')).toBe(2);
    const closed = 'a: "ok"\n';
    expect(openingQuote(doc(closed), closed, closed.length, '"')).toBe(closed.length);
  });

  it('takes a lone quote as unclosed, an empty "" as closed, and finds a quote at the very start', () => {
    const text = 'a: "\n';
    expect(openingQuote(doc(text), text, text.length, '"')).toBe(3);
    const empty = 'a: ""\nb: 1\n';
    expect(openingQuote(doc(empty), empty, empty.length, '"')).toBe(empty.length);
    const first = '"open\n';
    expect(openingQuote(doc(first), first, first.length, '"')).toBe(0);
  });

  it('leaves an unclosed quote that starts after the error alone', () => {
    const text = 'a: 1\nb: "y\n';
    expect(openingQuote(doc(text), text, 3, '"')).toBe(3);
  });
});

describe('openingBracket', () => {
  it('finds the last [ or { before the error that never closes, skipping closed ones', () => {
    const text = 'a: [1, 2]\nb: [3\nc: {d: 1}\n';
    expect(openingBracket(doc(text), text, text.length, '[', ']')).toBe(text.indexOf('[3'));
    const braces = 'a: {x: 1}\nb: {y: 2\n';
    expect(openingBracket(doc(braces), braces, braces.length, '{', '}')).toBe(braces.indexOf('{y'));
  });

  it('leaves an unclosed bracket that starts after the error alone, and finds one at the very start', () => {
    const text = 'a: 1\nb: [y\n';
    expect(openingBracket(doc(text), text, 3, '[', ']')).toBe(3);
    const first = '[a, b\n';
    expect(openingBracket(doc(first), first, first.length, '[', ']')).toBe(0);
  });

  it('falls back to the error when every bracket before it is closed', () => {
    const text = 'a: [1, 2]\nb: x\n';
    expect(openingBracket(doc(text), text, 12, '[', ']')).toBe(12);
    expect(openingBracket(doc(text), text, 3, '[', ']')).toBe(3);
  });
});

describe('nextLine', () => {
  it('skips blank and comment lines and gives the start and indent of the next line', () => {
    const text = 'a: 1\n\n   # note\n    b: 2\n';
    expect(nextLine(text, 4)).toEqual({ start: 16, indent: 4 });
    expect(text.slice(16)).toBe('    b: 2\n');
  });

  it('skips a line of spaces only', () => {
    expect(nextLine('a: 1\n   \n  b', 4)).toEqual({ start: 9, indent: 2 });
  });

  it('gives nothing after the last line', () => {
    expect(nextLine('a: 1\n\n# end\n', 4)).toBeUndefined();
    expect(nextLine('a: 1', 4)).toBeUndefined();
  });

  it('reads a last line without a newline', () => {
    expect(nextLine('a: 1\n  b', 4)).toEqual({ start: 5, indent: 2 });
  });
});
