import type { Node, YAMLSeq } from 'yaml';
import type { Splice } from './splice';
import {
  afterLines,
  blockText,
  flowText,
  hasPadding,
  isEmptyCollection,
  isScalarValue,
  lineStart,
  scalarText,
  valueEnd,
  withCommentsAbove,
  type Json,
} from './yaml-text';

/**
 * List edits as text: a block list item is its lines (with the comment lines right above it, which
 * describe it); a flow list item is its text between commas. Blank lines between items stay where
 * they are, and a new item gets one when every item has one.
 */

function items(seq: YAMLSeq): Node[] {
  return seq.items.map((item) => {
    if (!item || typeof item !== 'object' || !('range' in item) || !item.range) throw new Error('a list item is written in a form the editor does not change');
    return item as Node;
  });
}

/** Where a block item's text starts (its comments above) and ends (after its last line). */
function blockSpan(text: string, item: Node): { start: number; end: number; dashColumn: number } {
  let dash = item.range![0] - 1;
  while (dash >= 0 && /[ \t\n]/.test(text[dash]!)) dash--;
  // An empty item ("-" alone) starts at its dash.
  if (text[item.range![0]] === '-' && item.range![0] === item.range![1]) dash = item.range![0];
  const line = lineStart(text, dash);
  if (text[dash] !== '-' || text.slice(line, dash).trim() !== '') throw new Error('a list item is written in a form the editor does not change');
  const dashColumn = dash - line;
  return { start: withCommentsAbove(text, line, dashColumn), end: afterLines(text, item), dashColumn };
}

function spans(text: string, list: Node[], flow: boolean) {
  return list.map((item) => (flow ? { start: item.range![0], end: valueEnd(text, item), dashColumn: 0 } : blockSpan(text, item)));
}

/** Every gap between block items holds a blank line (sections set apart): new items get one too. */
function separated(text: string, parts: { start: number; end: number }[]): boolean {
  return parts.length >= 2 && parts.slice(1).every((part, i) => text.slice(parts[i]!.end, part.start).trim() === '' && part.start > parts[i]!.end);
}

export function insertItem(text: string, seq: YAMLSeq, index: number, value: Json, flow: boolean): Splice {
  const list = items(seq);
  const parts = spans(text, list, flow);
  if (flow) {
    const padding = hasPadding(text, seq);
    const item = flowText(value, padding);
    if (list.length === 0) return { from: seq.range![0], to: valueEnd(text, seq), insert: padding ? `[ ${item} ]` : `[${item}]` };
    if (index < list.length) return { from: parts[index]!.start, to: parts[index]!.start, insert: `${item}, ` };
    const end = parts.at(-1)!.end;
    return { from: end, to: end, insert: `, ${item}` };
  }
  const column = parts[0]!.dashColumn;
  const body = isScalarValue(value)
    ? scalarText(value, { inFlow: false, indent: column + 2 })
    : isEmptyCollection(value)
      ? flowText(value, false)
      : blockText(value, column + 2).trimStart();
  const lines = `${' '.repeat(column)}- ${body}\n`;
  const gap = separated(text, parts) ? '\n' : '';
  if (index < list.length) return { from: parts[index]!.start, to: parts[index]!.start, insert: lines + gap };
  const end = parts.at(-1)!.end;
  const lead = end === text.length && !text.endsWith('\n') ? '\n' : '';
  return { from: end, to: end, insert: lead + gap + lines };
}

/**
 * Several items put into one list in order (each index counts the items put in before it): each
 * new item goes into the gap before the old item it ends up in front of (or after the last), so
 * the splices all fall between old items and do not overlap.
 */
export function insertItems(text: string, seq: YAMLSeq, inserts: readonly { index: number; value: Json }[], flow: boolean): Splice[] {
  const old = seq.items.length;
  // Each place: an old item's index, or a new value.
  const order: ({ old: number } | { value: Json })[] = Array.from({ length: old }, (_, i) => ({ old: i }));
  for (const { index, value } of inserts) order.splice(Math.max(0, Math.min(index, order.length)), 0, { value });
  const groups = new Map<number, Json[]>();
  let pending: Json[] = [];
  for (const place of order) {
    if ('value' in place) pending.push(place.value);
    else if (pending.length > 0) {
      groups.set(place.old, pending);
      pending = [];
    }
  }
  if (pending.length > 0) groups.set(old, pending);
  return [...groups].map(([index, values]) => {
    const splices = values.map((value) => insertItem(text, seq, index, value, flow));
    const at = splices[0]!.from;
    // At the end, a missing final newline is added once, by the first item.
    const texts = splices.map((s, i) =>
      i > 0 && index === old && !flow && s.insert.startsWith('\n') && at === text.length && !text.endsWith('\n') ? s.insert.slice(1) : s.insert,
    );
    return { from: at, to: at, insert: texts.join('') };
  });
}

/** Remove one of at least two items, with the gap after it (before it, for the last one). */
export function removeItem(text: string, seq: YAMLSeq, index: number, flow: boolean): Splice {
  const parts = spans(text, items(seq), flow);
  if (index >= parts.length) throw new Error('there is no such item');
  return index < parts.length - 1
    ? { from: parts[index]!.start, to: parts[index + 1]!.start, insert: '' }
    : { from: parts[index - 1]!.end, to: parts[index]!.end, insert: '' };
}

/** Reorder the items' texts; the gaps between items keep their places. */
export function moveItem(text: string, seq: YAMLSeq, from: number, to: number, flow: boolean): Splice {
  const parts = spans(text, items(seq), flow);
  if (from >= parts.length || to >= parts.length) throw new Error('there is no such item');
  const last = parts.at(-1)!;
  const atEof = !flow && !text.slice(last.start, last.end).endsWith('\n');
  const pieces = parts.map((part) => text.slice(part.start, part.end) + (atEof && part === last ? '\n' : ''));
  const order = parts.map((_, i) => i);
  order.splice(to, 0, ...order.splice(from, 1));
  const joined = order
    .map((i, position) => pieces[i]! + (position < parts.length - 1 ? text.slice(parts[position]!.end, parts[position + 1]!.start) : ''))
    .join('');
  return { from: parts[0]!.start, to: last.end, insert: atEof ? joined.replace(/\n$/, '') : joined };
}
