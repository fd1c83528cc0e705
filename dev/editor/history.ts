import type { Edit, PathKey } from './edits';

/**
 * The editor's unsaved changes in the order they were made, across files, with the changes undone
 * since (which Redo makes again until a new change is made). Undo takes back the last change of
 * any file; a save or a discard starts the history again. Plain data, no React.
 */
export interface Step {
  file: string;
  edit: Edit;
}

export interface History {
  done: Step[];
  undone: Step[];
}

export const emptyHistory: History = { done: [], undone: [] };

const samePath = (a: readonly PathKey[], b: readonly PathKey[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/** A new change: typing into the same field as the last change replaces it (one step to undo). */
export function record(history: History, step: Step): History {
  const last = history.done.at(-1);
  const retyped = last && last.file === step.file && last.edit.op === 'set' && step.edit.op === 'set' && samePath(last.edit.path, step.edit.path);
  return { done: [...(retyped ? history.done.slice(0, -1) : history.done), step], undone: [] };
}

export function undo(history: History): History {
  const last = history.done.at(-1);
  return last ? { done: history.done.slice(0, -1), undone: [...history.undone, last] } : history;
}

export function redo(history: History): History {
  const next = history.undone.at(-1);
  return next ? { done: [...history.done, next], undone: history.undone.slice(0, -1) } : history;
}

/** The draft's edits per file, in order. */
export function editsByFile(history: History): Record<string, Edit[]> {
  const edits: Record<string, Edit[]> = {};
  for (const { file, edit } of history.done) (edits[file] ??= []).push(edit);
  return edits;
}

/** "sections 2 › plans 1 › setup fee": a path as a person counts (from 1) and reads it. */
function place(path: readonly PathKey[]): string {
  if (path.length === 0) return 'the whole file';
  return path
    .map((key) => (typeof key === 'number' ? String(key + 1) : key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()))
    .join(' › ')
    .replace(/ › (\d+)/g, ' $1');
}

/** What a step does, in words: the title of Undo and Redo. */
export function describeStep({ file, edit }: Step): string {
  const where = place(edit.path);
  const what =
    edit.op === 'set'
      ? `change ${where}`
      : edit.op === 'unset'
        ? `clear ${where}`
        : edit.op === 'insert'
          ? `add item ${edit.index + 1} to ${where}`
          : edit.op === 'remove'
            ? `remove ${where} ${edit.index + 1}`
            : `move ${where} ${edit.from + 1} to place ${edit.to + 1}`;
  return `${what} (${file})`;
}
