import { applyEdit, getIn, type Edit, type PathKey } from './edits';

/**
 * A stable key for each item of each list of a file, through the unsaved edits (issue 57, item 5):
 * an item keeps its key when it is moved, and an item put in gets a new one, so what the page holds
 * for an item (a section opened, a placeholder chosen) follows the item, not its place. Keyed by
 * index, a section moved down had left its open form and typed state at the old place, on another
 * section. Plain data, no React: the keys are worked out again from the saved data and the edits
 * in order, so Undo and Redo give back the keys they had.
 */
export type ItemKeys = (path: readonly PathKey[]) => string[];

/** A list's place in the file with each item number replaced by that item's key: stable through moves above it. */
type KeyPath = string;

const fresh = (length: number) => Array.from({ length }, (_, i) => `s${i}`);

export function itemKeys(saved: unknown, edits: readonly Edit[]): ItemKeys {
  const lists = new Map<KeyPath, string[]>();
  let data = saved;
  let made = 0;

  /** The keys of the list at `path` in `data` as it is now (made from its length the first time it is asked). */
  const keysOf = (keyPath: KeyPath, path: readonly PathKey[]): string[] => {
    let keys = lists.get(keyPath);
    if (!keys) {
      const list = getIn(data, path);
      keys = fresh(Array.isArray(list) ? list.length : 0);
      lists.set(keyPath, keys);
    }
    return keys;
  };

  const keyPathOf = (path: readonly PathKey[]): KeyPath => {
    const parts: string[] = [];
    path.forEach((key, depth) => {
      parts.push(typeof key === 'number' ? `#${keysOf(JSON.stringify(parts), path.slice(0, depth))[key] ?? `at${key}`}` : `.${key}`);
    });
    return JSON.stringify(parts);
  };

  for (const edit of edits) {
    const at = keyPathOf(edit.path);
    if (edit.op === 'set' || edit.op === 'unset') {
      // A whole value written over: the lists inside it are new.
      const inside = at.slice(0, -1);
      for (const key of [...lists.keys()]) if (edit.path.length === 0 || key === at || key.startsWith(`${inside},`)) lists.delete(key);
    } else {
      const keys = [...keysOf(at, edit.path)];
      if (edit.op === 'insert') keys.splice(Math.max(0, Math.min(edit.index, keys.length)), 0, `n${made++}`);
      else if (edit.op === 'remove') keys.splice(edit.index, 1);
      else keys.splice(Math.max(0, Math.min(edit.to, keys.length - 1)), 0, ...keys.splice(edit.from, 1));
      lists.set(at, keys);
    }
    try {
      data = applyEdit(data, edit);
    } catch {
      // An edit that does not fit the data is refused by the server; the keys stay as they were.
    }
  }
  return (path) => keysOf(keyPathOf(path), path);
}
