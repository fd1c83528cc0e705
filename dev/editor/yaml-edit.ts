import { isDeepStrictEqual } from 'node:util';
import { isCollection, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import { applyEdit, pathKey, withoutOverwritten, type Edit, type PathKey } from './edits';
import { splice, spliceAll, type Splice } from './splice';
import { insertItem, insertItems, moveItem, removeItem } from './yaml-lists';
import {
  afterLines,
  blockText,
  columnOf,
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

export type EditResult = { ok: true; text: string } | { ok: false; message: string; tooLarge?: true };

/**
 * How much text one edit list may make the editor read again (about a second's work on a slow
 * machine: docs/decisions/28-editor-plain-react-over-the-schemas.md):
 * a list that would need more is refused as too large rather than hold every other request up.
 */
export const REREAD_BUDGET = 4 * 1024 * 1024;
/** What one step costs besides its text: reading even a short file again is not free (docs/decisions/28-editor-plain-react-over-the-schemas.md). */
const STEP_COST = 1024;

/**
 * Apply the editor's edits to a YAML file's text by rewriting only the text of what changed:
 * comments, key order, quoting, flow or block style and blank lines elsewhere stay as written
 * (the `yaml` library's Document gives the offsets; re-serialising the whole document would not
 * keep them). After each step the text is read again and must hold exactly the data the edits ask
 * for; if not, nothing is written and the message says so.
 *
 * Reading the file again is the cost of each step, so steps are made few (issue 43;
 * docs/decisions/28-editor-plain-react-over-the-schemas.md): a value set again later is set once, a run of texts and numbers put over existing ones is
 * one step, so is a run of items put into one list, and the text read after one step is the
 * document of the next.
 */
export function editYaml(text: string, edits: readonly Edit[], budget = REREAD_BUDGET): EditResult {
  let current = text;
  let doc = parseDocument(current, { uniqueKeys: true });
  if (doc.errors.length > 0)
    return { ok: false, message: `The file has a YAML mistake (${doc.errors[0]!.message.split('\n')[0]}); fix it in a text editor first.` };
  let data: unknown = doc.toJS();
  const live = withoutOverwritten(edits);
  let read = 0;
  for (let at = 0; at < live.length;) {
    const step = scalarRun(current, doc, live, at) ?? insertRun(current, doc, live, at);
    const taken = step ? step.count : 1;
    const edit = live[at]!;
    let expected = data;
    let next: string;
    try {
      for (const one of live.slice(at, at + taken)) expected = applyEdit(expected, one);
      next = step ? spliceAll(current, step.splices) : splice(current, spliceFor(current, doc, edit));
    } catch (error) {
      return {
        ok: false,
        message: `The editor cannot write this change to ${edit.path.join('.') || 'the file'}: ${(error as Error).message}. Make it in a text editor.`,
      };
    }
    read += next.length + STEP_COST;
    if (read > budget)
      return {
        ok: false,
        tooLarge: true,
        message: `Not checked: these ${edits.length} changes to one file are too many to check at once. Nothing was written; save smaller sets of changes.`,
      };
    const reread = parseDocument(next, { uniqueKeys: true });
    const reData: unknown = reread.errors.length > 0 ? undefined : reread.toJS();
    if (reread.errors.length > 0 || !isDeepStrictEqual(reData, expected)) {
      return {
        ok: false,
        message: `The editor could not write the change to ${edit.path.join('.')} without changing something else in the file; nothing was written. Make it in a text editor.`,
      };
    }
    current = next;
    doc = reread;
    data = reData;
    at += taken;
  }
  return { ok: true, text: current };
}

/**
 * From `at`, the longest run (two or more) of edits that each put a text, number or true/false over
 * a different existing scalar: their splices do not overlap, so they are made together and read
 * back once.
 */
function scalarRun(text: string, doc: Document, edits: readonly Edit[], at: number): { count: number; splices: Splice[] } | undefined {
  const splices: Splice[] = [];
  const seen = new Set<Node>();
  for (let i = at; i < edits.length; i++) {
    const edit = edits[i]!;
    if (edit.op !== 'set' || !isScalarValue(edit.value)) break;
    const node = nodeAt(doc, edit.path);
    if (!isScalar(node) || !node.range || node.range[0] === node.range[1] || seen.has(node)) break;
    try {
      splices.push(replaceValue(text, doc, edit.path, node, edit.value));
    } catch {
      break;
    }
    seen.add(node);
  }
  return splices.length >= 2 ? { count: splices.length, splices } : undefined;
}

function spliceFor(text: string, doc: Document, edit: Edit): Splice {
  if (edit.op === 'set') return setValue(text, doc, edit.path, edit.value);
  if (edit.op === 'unset') return removeKey(text, doc, edit.path);
  const list = nodeAt(doc, edit.path);
  if (edit.op === 'insert' && (list === undefined || (isScalar(list) && list.value === null))) return setValue(text, doc, edit.path, [edit.value]);
  if (!isSeq(list)) throw new Error('it is not a list');
  const flow = list.flow === true || flowAround(doc, edit.path);
  if (edit.op === 'insert') return insertItem(text, list, edit.index, edit.value, flow);
  if (edit.op === 'remove') return list.items.length === 1 ? replaceValue(text, doc, edit.path, list, []) : removeItem(text, list, edit.index, flow);
  return moveItem(text, list, edit.from, edit.to, flow);
}

export function nodeAt(doc: Document, path: readonly PathKey[]): Node | undefined {
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
  return (node ?? undefined) as Node | undefined;
}

function flowAround(doc: Document, path: readonly PathKey[]): boolean {
  for (let depth = 0; depth < path.length; depth++) {
    const node = nodeAt(doc, path.slice(0, depth));
    if (isCollection(node) && node.flow) return true;
  }
  return false;
}

function setValue(text: string, doc: Document, path: readonly PathKey[], value: Json): Splice {
  const node = nodeAt(doc, path);
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(doc, parentPath);
  const key = path.at(-1);
  if (node === undefined || (isScalar(node) && node.value === null && node.range![0] === node.range![1])) {
    if (parent === undefined || (isScalar(parent) && parent.value === null)) {
      if (typeof key !== 'string' || parentPath.length === 0) throw new Error('its place in the file does not exist');
      return setValue(text, doc, parentPath, { [key]: value });
    }
    if (node !== undefined) return replaceValue(text, doc, path, node, value);
    if (!isMap(parent) || typeof key !== 'string') throw new Error('its place in the file does not exist');
    return addKey(text, parent, key, value, parent.flow === true || flowAround(doc, parentPath));
  }
  return replaceValue(text, doc, path, node, value);
}

/** Write `value` where `node` is: a scalar in its own style, a collection in the style around it. */
function replaceValue(text: string, doc: Document, path: readonly PathKey[], node: Node, value: Json): Splice {
  const inFlow = flowAround(doc, path);
  const [start] = node.range!;
  const end = valueEnd(text, node);
  const empty = isScalar(node) && start === node.range![1];
  if (isScalarValue(value)) {
    if (empty) return fillEmpty(text, start, newScalar(value, inFlow, keyColumn(text, doc, path, start)));
    const indent = isScalar(node) && node.type?.startsWith('BLOCK') ? contentIndent(text, node) : columnOf(text, start);
    const insert = scalarText(value, { old: node, inFlow, indent });
    // A block collection replaced by a scalar: the scalar goes on the key's (or dash's) line.
    return isCollection(node) && !node.flow ? { from: indicatorBefore(text, start) + 1, to: end, insert: ` ${insert}` } : { from: start, to: end, insert };
  }
  if (inFlow || (isCollection(node) && node.flow) || isEmptyCollection(value)) {
    const padding = isCollection(node) && node.flow ? hasPadding(text, node) : !Array.isArray(value);
    const insert = flowText(value, padding);
    if (empty) return fillEmpty(text, start, insert);
    // A block collection emptied: [] or {} goes on the key's (or dash's) line.
    return isCollection(node) && !node.flow && !inFlow
      ? { from: indicatorBefore(text, start) + 1, to: end, insert: ` ${insert}` }
      : { from: start, to: end, insert };
  }
  const from = indicatorBefore(text, start);
  const indent = keyColumn(text, doc, path, start) + 2;
  // Compact in a list, as people write list items: "- type: copy" with the rest under it.
  if (isSeq(nodeAt(doc, path.slice(0, -1)))) return { from: from + 1, to: end, insert: ` ${blockText(value, indent).trimStart()}` };
  return { from: from + 1, to: end, insert: `\n${blockText(value, indent)}` };
}

/** The column a value's own lines are indented from: its key's, or its dash's in a list. */
function keyColumn(text: string, doc: Document, path: readonly PathKey[], start: number): number {
  const parent = nodeAt(doc, path.slice(0, -1));
  if (!isMap(parent)) return columnOf(text, indicatorBefore(text, start));
  const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === path.at(-1)) as Pair<Node, Node>;
  return columnOf(text, pair.key.range![0]);
}

/**
 * A scalar where nothing was written before (a new key, a key or item left empty), so there is no
 * style to keep. A text over several lines goes as the yaml library writes it under a key: a block
 * literal (|) indented under the key where that reads back, else double quotes; inside [...] or
 * {...} it stays on one line, in double quotes with \n (JSON's escapes are YAML's too).
 */
function newScalar(value: string | number | boolean | null, inFlow: boolean, column: number): string {
  if (typeof value !== 'string' || !value.includes('\n')) return scalarText(value, { inFlow, indent: column });
  if (inFlow) return JSON.stringify(value);
  return blockText({ k: value }, column).slice(column + 'k: '.length);
}

/**
 * A value written where the text holds none ("heading:" then nothing): it needs a space after the
 * ":" or "-" ("heading:x" would be a key of its own), and one before a comment that follows.
 */
function fillEmpty(text: string, at: number, value: string): Splice {
  const before = /\s/.test(text[at - 1] ?? ' ') ? '' : ' ';
  const after = text[at] === '#' ? ' ' : '';
  return { from: at, to: at, insert: `${before}${value}${after}` };
}

/** The ":" or "-" a value follows. */
function indicatorBefore(text: string, start: number): number {
  let at = start - 1;
  while (at >= 0 && /\s/.test(text[at]!)) at--;
  if (text[at] !== ':' && text[at] !== '-') throw new Error('its value is written in a form the editor does not change');
  return at;
}

function contentIndent(text: string, node: Node): number {
  const firstLine = text.indexOf('\n', node.range![0]) + 1;
  const line = text.slice(firstLine, text.indexOf('\n', firstLine));
  return line.length - line.trimStart().length;
}

function addKey(text: string, map: YAMLMap, key: string, value: Json, flow: boolean): Splice {
  const keyText = scalarText(key, { inFlow: flow, indent: 0 });
  const pairs = map.items as Pair<Node, Node | null>[];
  if (flow) {
    const valueText = isScalarValue(value) ? newScalar(value, true, 0) : flowText(value, true);
    const last = pairs.at(-1);
    if (!last) return { from: map.range![0], to: valueEnd(text, map), insert: `{ ${keyText}: ${valueText} }` };
    const at = valueEnd(text, last.value ?? last.key);
    return { from: at, to: at, insert: `, ${keyText}: ${valueText}` };
  }
  const indent = columnOf(text, pairs[0]!.key.range![0]);
  const last = pairs.at(-1)!;
  const at = afterLines(text, last.value ?? last.key);
  const body = isScalarValue(value)
    ? ` ${newScalar(value, false, indent)}`
    : isEmptyCollection(value)
      ? ` ${flowText(value, false)}`
      : `\n${blockText(value, indent + 2)}`;
  const lead = at === text.length && !text.endsWith('\n') ? '\n' : '';
  return { from: at, to: at, insert: `${lead}${' '.repeat(indent)}${keyText}:${body}\n` };
}

function removeKey(text: string, doc: Document, path: readonly PathKey[]): Splice {
  const map = nodeAt(doc, path.slice(0, -1));
  if (!isMap(map)) throw new Error('it is not in a mapping');
  const pairs = map.items as Pair<Node, Node | null>[];
  const index = pairs.findIndex((pair) => isScalar(pair.key) && pair.key.value === path.at(-1));
  if (index < 0) throw new Error('there is no such key');
  if (pairs.length === 1) return replaceValue(text, doc, path.slice(0, -1), map, {});
  const pair = pairs[index]!;
  const keyStart = pair.key.range![0];
  const next = pairs[index + 1];
  if (map.flow || flowAround(doc, path)) {
    if (next) return { from: keyStart, to: next.key.range![0], insert: '' };
    const previous = pairs[index - 1]!;
    return { from: valueEnd(text, previous.value ?? previous.key), to: valueEnd(text, pair.value ?? pair.key), insert: '' };
  }
  const start = lineStart(text, keyStart);
  // "- key: value" opening a list item: the next key moves up onto the dash.
  if (text.slice(start, keyStart).trim() !== '') {
    if (!next) throw new Error('it is the last key of its list item');
    return { from: keyStart, to: next.key.range![0], insert: '' };
  }
  return { from: withCommentsAbove(text, start, keyStart - start), to: afterLines(text, pair.value ?? pair.key), insert: '' };
}

/** From `at`, a run (two or more) of items put into the same list: one step (yaml-lists.ts insertItems). */
function insertRun(text: string, doc: Document, edits: readonly Edit[], at: number): { count: number; splices: Splice[] } | undefined {
  const first = edits[at]!;
  if (first.op !== 'insert') return undefined;
  const list = nodeAt(doc, first.path);
  if (!isSeq(list) || list.items.length === 0) return undefined;
  const key = pathKey(first.path);
  let count = 0;
  while (at + count < edits.length) {
    const edit = edits[at + count]!;
    if (edit.op !== 'insert' || pathKey(edit.path) !== key) break;
    count++;
  }
  if (count < 2) return undefined;
  const run = edits.slice(at, at + count) as Extract<Edit, { op: 'insert' }>[];
  try {
    return { count, splices: insertItems(text, list, run, list.flow === true || flowAround(doc, first.path)) };
  } catch {
    return undefined;
  }
}
