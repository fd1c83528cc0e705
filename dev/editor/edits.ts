import type { Edit, PathKey } from './requests';

/**
 * One change the editor makes to a YAML file, addressed by its YAML path. The browser keeps a list
 * of them per file (the draft); the server applies the same list to the file's text
 * (dev/editor/yaml-edit.ts), so only what was changed is written. Plain data, no Node, no React.
 * Its shape is the request schema's (dev/editor/requests.ts), imported for its type only: this
 * module runs in the editor's page, and zod's request checks stay out of its bundle.
 */
export type { Edit, PathKey };

type Json = unknown;

/** `data` with `edit` applied; never changes `data`. Throws on a path that does not fit the data. */
export function applyEdit(data: Json, edit: Edit): Json {
  if (edit.op === 'set') return setIn(data, edit.path, edit.value);
  if (edit.op === 'unset') {
    const key = edit.path.at(-1);
    return updateIn(data, edit.path.slice(0, -1), (parent) => {
      if (!isRecord(parent) || typeof key !== 'string') throw new Error(`Nothing to remove at ${show(edit.path)}`);
      const { [key]: _gone, ...rest } = parent;
      return rest;
    });
  }
  return updateIn(data, edit.path, (list) => {
    const items = list === undefined || list === null ? [] : list;
    if (!Array.isArray(items)) throw new Error(`${show(edit.path)} is not a list`);
    const next: Json[] = [...(items as Json[])];
    if (edit.op === 'insert') next.splice(clamp(edit.index, next.length), 0, edit.value);
    else if (edit.op === 'remove') next.splice(edit.index, 1);
    else next.splice(clamp(edit.to, next.length - 1), 0, ...next.splice(edit.from, 1));
    return next;
  });
}

export function applyEdits(data: Json, edits: readonly Edit[]): Json {
  return edits.reduce(applyEdit, data);
}

/** The value at path, or undefined. */
export function getIn(data: Json, path: readonly PathKey[]): Json {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PathKey, Json>)[key];
  }
  return node;
}

function setIn(data: Json, path: readonly PathKey[], value: Json): Json {
  if (path.length === 0) return value;
  return updateIn(data, path.slice(0, -1), (parent) => {
    const key = path.at(-1)!;
    if (typeof key === 'number') {
      if (!Array.isArray(parent) || key >= parent.length) throw new Error(`No list item at ${show(path)}`);
      return (parent as Json[]).map((item, i) => (i === key ? value : item));
    }
    return { ...(isRecord(parent) ? parent : {}), [key]: value };
  });
}

/** Rebuild the containers along path, creating missing mappings; `change` gets the value at path. */
function updateIn(data: Json, path: readonly PathKey[], change: (value: Json) => Json): Json {
  if (path.length === 0) return change(data);
  const [key, ...rest] = path as [PathKey, ...PathKey[]];
  if (typeof key === 'number') {
    if (!Array.isArray(data) || key >= data.length) throw new Error(`No list item ${key}`);
    return (data as Json[]).map((item, i) => (i === key ? updateIn(item, rest, change) : item));
  }
  const parent = isRecord(data) ? data : {};
  return { ...parent, [key]: updateIn(parent[key], rest, change) };
}

const clamp = (index: number, max: number) => Math.max(0, Math.min(index, max));
const show = (path: readonly PathKey[]) => path.join('.');

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * How many levels of lists and mappings `value` holds (a text is 0, [1] is 1), counted without
 * recursion so a value nested a million deep is measured, not a stack overflow.
 */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export const pathKey = (path: readonly PathKey[]) => JSON.stringify(path);

/**
 * The edits without a set or unset that a later set overwrites (the same path or one above it),
 * with no list change between them that could move what the path points at. Typing into a field
 * makes many of these.
 */
export function withoutOverwritten(edits: readonly Edit[]): Edit[] {
  const kept: Edit[] = [];
  let setLater = new Set<string>();
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit = edits[i]!;
    if (edit.op !== 'set' && edit.op !== 'unset') {
      setLater = new Set();
      kept.push(edit);
      continue;
    }
    if (edit.path.some((_, depth) => setLater.has(pathKey(edit.path.slice(0, depth + 1))))) continue;
    kept.push(edit);
    if (edit.op === 'set') setLater.add(pathKey(edit.path));
  }
  return kept.reverse();
}
