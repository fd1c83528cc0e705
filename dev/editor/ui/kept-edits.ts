import type { Step } from '../history';
import { isRecord } from '../edits';

/**
 * The unsaved changes a tab keeps for itself (issue 57): written to the tab's sessionStorage at
 * every change, so a tab left open across a restart of the editor (whose Save is refused: the
 * token changed), or loaded again, loses nothing. sessionStorage, not localStorage: it belongs to
 * this tab only, so two tabs never take each other's changes. The server checks them again like
 * any change, so what is read back only needs the shape of steps.
 */
export const KEPT_KEY = 'landing-editor-unsaved';

export interface Kept {
  steps: Step[];
  /** Each file's version when the changes were made: a file changed on disk since is named. */
  versions: Record<string, string>;
}

/** The text to keep, or undefined when nothing is unsaved (the key is then removed). */
export function keptText(steps: readonly Step[], versionOf: (file: string) => string | undefined): string | undefined {
  if (steps.length === 0) return undefined;
  const versions = Object.fromEntries([...new Set(steps.map((step) => step.file))].map((file) => [file, versionOf(file) ?? '']));
  return JSON.stringify({ steps: [...steps], versions } satisfies Kept);
}

const isStep = (value: unknown): value is Step =>
  isRecord(value) && typeof value.file === 'string' && isRecord(value.edit) && typeof value.edit.op === 'string' && Array.isArray(value.edit.path);

/** What was kept, or undefined for nothing, or for text that is not what keptText wrote. */
export function readKept(text: string | null | undefined): Kept | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !Array.isArray(value.steps) || !value.steps.every(isStep) || value.steps.length === 0 || !isRecord(value.versions)) return undefined;
  return { steps: value.steps, versions: Object.fromEntries(Object.entries(value.versions).map(([file, version]) => [file, String(version)])) };
}

/** "1 unsaved change", "3 unsaved changes". */
export const changesCount = (n: number) => `${n} unsaved change${n === 1 ? '' : 's'}`;

/** The offer shown when the editor opens in a tab that kept changes, naming the files changed on disk since. */
export function keptOffer(kept: Kept, versionOf: (file: string) => string | undefined): string {
  const changed = Object.entries(kept.versions)
    .filter(([file, version]) => versionOf(file) !== version)
    .map(([file]) => file);
  const since =
    changed.length === 0 ? '' : ` ${changed.join(', ')} changed on disk since: look the ${changed.length === 1 ? 'file' : 'files'} over before you save.`;
  return `This tab kept ${changesCount(kept.steps.length)} from its last visit to the editor, not saved.${since}`;
}
