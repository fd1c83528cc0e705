import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { configFiles, loadSite } from '../../src/config/load';
import { problemAt, type Problem } from '../../src/config/problem';
import type { Edit } from './edits';
import { insideSite, readEditable, versionOf, writeEditable } from './site-files';
import { editYaml } from './yaml-edit';

/** One file as the editor is given it: its version (to save over) and its data as written (no defaults). */
export interface FileState {
  version: string;
  data: unknown;
}

/** The editor's unsaved changes: per file, the version they were made to and the edits in order. */
export type Draft = Record<string, { version: string; edits: Edit[] }>;

export interface Checked {
  /** Files changed on disk since the editor read them: nothing may be saved. */
  conflicts: string[];
  /** Problems the draft would bring (the engine's own validation, positioned in the new text). */
  problems: Problem[];
  /** Warnings of the whole site with the draft (valid YAML that is probably a mistake). */
  warnings: Problem[];
  /** The new text of each file in the draft. */
  texts: Map<string, string>;
}

/**
 * The site's YAML files the editor may edit, as loadSite lists them (so the names need no further
 * check); a page linked from outside the folder is left out, not fatal.
 */
export function readFiles(root: string): Record<string, FileState> {
  return Object.fromEntries(
    configFiles(root).filter((file) => insideSite(root, file)).map((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const doc = parseDocument(text);
      return [file, { version: versionOf(text), data: doc.errors.length > 0 ? null : doc.toJS() }];
    }),
  );
}

const key = (problem: Problem) => `${problem.file}|${problem.path}|${problem.message}`;

/**
 * The site as it would be with the draft, checked by loadSite as validate checks it. Problems the
 * files on disk already have (in a file the draft does not touch) are not the draft's and do not
 * stop it; every new one does.
 */
export function checkDraft(root: string, draft: Draft): Checked {
  const texts = new Map<string, string>();
  const conflicts: string[] = [];
  const problems: Problem[] = [];
  for (const [file, { version, edits }] of Object.entries(draft)) {
    const text = readEditable(root, file);
    if (versionOf(text) !== version) {
      conflicts.push(file);
      continue;
    }
    const result = editYaml(text, edits);
    if (result.ok) texts.set(file, result.text);
    else problems.push(problemAt(file, 1, 1, 'editorCannotWrite', result.message));
  }
  if (conflicts.length > 0 || problems.length > 0) return { conflicts, problems, warnings: [], texts };
  const before = loadSite(root);
  const known = new Set(before.ok ? [] : before.problems.filter((problem) => !texts.has(problem.file)).map(key));
  const after = loadSite(root, (file) => texts.get(file) ?? readEditable(root, file));
  return { conflicts, problems: after.ok ? [] : after.problems.filter((problem) => !known.has(key(problem))), warnings: after.warnings, texts };
}

export type SaveResult =
  | { status: 200; files: Record<string, FileState>; saved: string[]; warnings: Problem[] }
  | { status: 409; conflicts: string[]; message: string }
  | { status: 422; problems: Problem[]; message: string };

/** Write the draft when it is valid and every file is still as the editor read it; otherwise write nothing. */
export function saveDraft(root: string, draft: Draft): SaveResult {
  const checked = checkDraft(root, draft);
  if (checked.conflicts.length > 0) {
    const names = checked.conflicts.join(', ');
    return { status: 409, conflicts: checked.conflicts, message: `Not saved: ${names} changed on disk since the editor read ${checked.conflicts.length === 1 ? 'it' : 'them'} (another program or person saved it). Nothing was written. Reload to see the file as it is now; your unsaved changes to it are then dropped.` };
  }
  if (checked.problems.length > 0) {
    const n = checked.problems.length;
    return { status: 422, problems: checked.problems, message: `Not saved: ${n} problem${n === 1 ? '' : 's'} to fix first (shown by ${n === 1 ? 'its field' : 'their fields'}). The file${Object.keys(draft).length === 1 ? ' is' : 's are'} unchanged.` };
  }
  const saved: string[] = [];
  for (const [file, text] of checked.texts) {
    if (text === readEditable(root, file)) continue;
    writeEditable(root, file, text);
    saved.push(file);
  }
  return { status: 200, files: readFiles(root), saved, warnings: checked.warnings };
}
