import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeAllOrNothing } from './atomic-write';
import { git } from './git';

/**
 * What the editor wrote, kept on disk so that a restart of `landing-engine edit` still knows which
 * changes are its own (issue 57: the record lived in memory, and after a restart the editor's
 * unpublished saves counted as changed by hand, so publishing refused them).
 *
 * Why a record and not "whatever git shows changed under pages/, translations/ and public/media":
 * a file edited by hand in a text editor, or one the editor saved and someone changed since, must
 * not go into the marketer's commit unseen (decision 28); only a record of the exact bytes the editor
 * left tells those apart. It is kept in the repository's own git folder
 * (`git rev-parse --git-path landing-engine-editor-written.json`, so a worktree has its own), which
 * git never lists, commits or needs a .gitignore line for, and which no site file can shadow.
 * Paths are relative to the repository's top, so two sites in one repository do not mix; each is
 * the SHA-256 of the file's bytes (not its text: an image is not UTF-8), or null for a file the
 * editor deleted.
 */

const RECORD = 'landing-engine-editor-written.json';

/** A short fingerprint of a file's bytes; for a YAML file the same as site-files' versionOf of its text. */
export const bytesVersion = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** The fingerprint of what is at `path` now, or null when nothing is (a dangling link counts as something). */
export function versionAt(path: string): string | null {
  try {
    return lstatSync(path).isFile() ? bytesVersion(readFileSync(path)) : 'not a file';
  } catch {
    return null;
  }
}

interface Repository {
  /** The site folder's path inside the repository ("" at its top, "examples/starter/" below it). */
  prefix: string;
  /** The record's file. */
  record: string;
}

function repositoryOf(root: string): Repository | undefined {
  try {
    const [prefix, record] = git(root, ['rev-parse', '--show-prefix', '--git-path', RECORD]).split('\n');
    return { prefix: prefix ?? '', record: resolve(root, record!) };
  } catch {
    return undefined; // not a repository: nothing can be published, so nothing is recorded
  }
}

/** The record: repository-relative path -> version (null: deleted). */
export function readRecord(root: string): { prefix: string; versions: Map<string, string | null> } {
  const repository = repositoryOf(root);
  if (!repository) return { prefix: '', versions: new Map() };
  let entries: [string, string | null][] = [];
  try {
    const data = JSON.parse(readFileSync(repository.record, 'utf8')) as { files?: Record<string, string | null> };
    entries = Object.entries(data.files ?? {}).filter((entry): entry is [string, string | null] => typeof entry[1] === 'string' || entry[1] === null);
  } catch {
    // No record yet, or one damaged: the editor has written nothing it can vouch for.
  }
  return { prefix: repository.prefix, versions: new Map(entries) };
}

function update(root: string, change: (versions: Map<string, string | null>, prefix: string) => void): void {
  const repository = repositoryOf(root);
  if (!repository) return;
  const { versions } = readRecord(root);
  change(versions, repository.prefix);
  const text = `${JSON.stringify({ files: Object.fromEntries([...versions].sort(([a], [b]) => a.localeCompare(b))) }, null, 1)}\n`;
  // A record that cannot be written costs only this: publishing will name those files as changed outside the editor.
  try {
    writeAllOrNothing([{ path: repository.record, name: RECORD, text }]);
  } catch {
    // As above.
  }
}

/** Note that the editor has just written (or deleted) these site files (site-relative), as they are on disk now. */
export function noteWritten(root: string, files: readonly string[]): void {
  if (files.length === 0) return;
  update(root, (versions, prefix) => {
    for (const file of files) versions.set(`${prefix}${file}`, versionAt(join(root, file)));
  });
}

/** Forget files once committed (repository-relative paths). */
export function forgetWritten(root: string, paths: readonly string[]): void {
  update(root, (versions) => {
    for (const path of paths) versions.delete(path);
  });
}
