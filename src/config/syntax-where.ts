import { visit, type Document } from 'yaml';

/* Where a syntax mistake really is, when the parser notices it later (at the end of the file, on the next line). */

/** Where the unclosed quote opened: the last quoted text starting before the error that never closes. */
export function openingQuote(doc: Document, text: string, offset: number, quote: string): number {
  let opening = -1;
  visit(doc, {
    Scalar(_, node) {
      const start = node.range?.[0];
      if (start === undefined || start >= offset || text[start] !== quote) return;
      const body = text.slice(start, node.range![1]).trimEnd();
      if (body.length < 2 || !body.endsWith(quote)) opening = Math.max(opening, start);
    },
  });
  return opening >= 0 ? opening : offset;
}

/** Where the unclosed [ or { opened: the last flow collection starting before the error that never closes. */
export function openingBracket(doc: Document, text: string, offset: number, open: string, close: string): number {
  let opening = -1;
  const check = (node: { range?: readonly number[] | null }) => {
    const start = node.range?.[0];
    if (start === undefined || start >= offset || text[start] !== open) return;
    if (!text.slice(start, node.range![1]).trimEnd().endsWith(close)) opening = Math.max(opening, start);
  };
  visit(doc, { Seq: (_, node) => check(node), Map: (_, node) => check(node) });
  return opening >= 0 ? opening : offset;
}

export function nextLine(text: string, from: number): { start: number; indent: number } | undefined {
  let start = from + 1;
  while (start < text.length) {
    const end = text.indexOf('\n', start) === -1 ? text.length : text.indexOf('\n', start);
    const line = text.slice(start, end);
    if (line.trim() !== '' && !line.trim().startsWith('#')) return { start, indent: /^ */.exec(line)![0].length };
    start = end + 1;
  }
  return undefined;
}
