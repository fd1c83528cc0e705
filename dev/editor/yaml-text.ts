import { CST, Document, isCollection, isScalar, parse, stringify, type Node, type Scalar } from 'yaml';

/**
 * How new values are written into an existing YAML text: in the style of the value they replace
 * (quotes, block scalar), in flow style inside [...] and {...}, and as indented block YAML
 * elsewhere. Offsets are into the file's text; nothing here reads the rest of the file.
 */

export type Json = unknown;

export const isScalarValue = (value: Json): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

export const isEmptyCollection = (value: Json) =>
  (Array.isArray(value) && value.length === 0) || (value !== null && typeof value === 'object' && Object.keys(value).length === 0);

/** Offset of the start of the line holding `offset`. */
export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset just after the end of the line holding `offset` (after its newline). */
export function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

export const columnOf = (text: string, offset: number) => offset - lineStart(text, offset);

/** Where a node's value ends, without the newline a block value carries. */
export function valueEnd(text: string, node: Node): number {
  const end = node.range![1];
  return text[end - 1] === '\n' ? end - 1 : end;
}

/** Offset after the last line of a node (its trailing comment and newline included). */
export const afterLines = (text: string, node: Node) => lineEnd(text, Math.max(node.range![0], valueEnd(text, node) - 1));

/** The start of the comment lines directly above `start` (a line start) at the same indent: they describe what follows. */
export function withCommentsAbove(text: string, start: number, indent: number): number {
  let at = start;
  while (at > 0) {
    const previous = lineStart(text, at - 1);
    const line = text.slice(previous, at - 1);
    if (!/^\s*#/.test(line) || line.length - line.trimStart().length !== indent) break;
    at = previous;
  }
  return at;
}

/** A scalar in the style of the one it replaces: same quotes or block style; plain only where it reads back the same. */
export function scalarText(value: string | number | boolean | null, ctx: { old?: Node; inFlow: boolean; indent: number }): string {
  if (typeof value !== 'string') return value === null ? 'null' : String(value);
  // An empty text was quoted only because it was empty (a new list item): no style to keep.
  const old = isScalar(ctx.old) && typeof ctx.old.value === 'string' && ctx.old.value !== '' ? ctx.old : undefined;
  const type = old?.type ?? 'PLAIN';
  if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') {
    const token = CST.createScalarToken(value, { type, indent: ctx.indent, inFlow: false });
    return CST.stringify(token).replace(/\n$/, '');
  }
  const quoted = (as: Scalar.Type) => CST.createScalarToken(value, { type: as, indent: ctx.indent, inFlow: ctx.inFlow }).source;
  if (type !== 'PLAIN') return quoted(type);
  if (value.includes('\n')) return quoted('QUOTE_DOUBLE');
  const plain = quoted('PLAIN');
  return readsBack(plain, value, ctx.inFlow) ? plain : quoted('QUOTE_DOUBLE');
}

function readsBack(source: string, value: string, inFlow: boolean): boolean {
  try {
    return (inFlow ? (parse(`[${source}]`) as unknown[])[0] : parse(source)) === value;
  } catch {
    return false;
  }
}

/** A value in flow style ([a, b], { k: v }), with or without spaces inside the brackets. */
export function flowText(value: Json, padding: boolean): string {
  if (isScalarValue(value)) return scalarText(value, { inFlow: true, indent: 0 });
  const doc = new Document(value);
  if (isCollection(doc.contents)) doc.contents.flow = true;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: padding }).replace(/\n$/, '');
}

/** A collection as block YAML, every line indented by `indent` spaces; no final newline. */
export function blockText(value: Json, indent: number): string {
  const text = stringify(value, { lineWidth: 0, indent: 2 }).replace(/\n$/, '');
  return text
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(indent) + line))
    .join('\n');
}

/** Whether a flow collection's text has spaces inside its brackets ({ a: 1 } rather than {a: 1}). */
export const hasPadding = (text: string, node: Node) => text[node.range![0] + 1] === ' ';
