import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { configFiles, loadSite, SITE_FILE } from '../../src/config/load';
import { siteTranslationFile } from '../../src/config/languages/file-names';
import type { SiteModel } from '../../src/config/model';
import { problemAt, type Problem } from '../../src/config/problem';
import { nestingDepth, type Edit } from './edits';
import type { Draft } from './requests';
import { WriteFailed, type WriteIo } from './atomic-write';
import { isEditable, isPlainFileInSite, readEditable, versionOf, writeEditables } from './site-files';
import { dataOf, mirroredEdits } from './translated-lists';
import { otherLanguages, translationFiles } from './translations';
import { editYaml } from './yaml-edit';
import { recordsOnSave } from './made-from-on-save';

/** One file as the editor is given it: its version (to save over) and its data as written (no defaults). */
export interface FileState {
  version: string;
  data: unknown;
  /** A translation not written yet: its data is the skeleton the first save creates. */
  absent?: true;
}

export interface Checked {
  /** Files changed on disk since the editor read them: nothing may be saved. */
  conflicts: string[];
  /** Problems the draft would bring (the engine's own validation, positioned in the new text). */
  problems: Problem[];
  /** Warnings of the whole site with the draft (valid YAML that is probably a mistake). */
  warnings: Problem[];
  /** The new text of each file in the draft. */
  texts: Map<string, string>;
  /** The site as it would be with the draft, when it loads: what the live page renders before a save. */
  model?: SiteModel;
}

const stateOf = (text: string): FileState => {
  const doc = parseDocument(text);
  return { version: versionOf(text), data: doc.errors.length > 0 ? null : doc.toJS() };
};

/**
 * The site's YAML files the editor may edit, as loadSite lists them (so the names need no further
 * check), and the translation of each page in each declared language (its skeleton when not written
 * yet); a file that is a symbolic link (wherever it points) is left out, not fatal.
 */
export function readFiles(root: string): Record<string, FileState> {
  const files = configFiles(root)
    .filter((file) => isPlainFileInSite(root, file))
    .map((file) => [file, stateOf(readFileSync(join(root, file), 'utf8'))] as const);
  const translations = translationFiles(root).flatMap((file) => {
    const absent = !existsSync(join(root, file));
    if (!absent && !isPlainFileInSite(root, file)) return [];
    try {
      return [[file, absent ? { ...stateOf(readEditable(root, file)), absent: true as const } : stateOf(readEditable(root, file))] as const];
    } catch {
      return []; // A translations/ folder that leads out of the site is not offered.
    }
  });
  return Object.fromEntries([...files, ...translations]);
}

/** No setting of a site nests deeper than this (the shipped pages: 7 levels); a deeper change is a mistake or an attack. */
export const MAX_NESTING = 32;

/** The first edit that would nest the file deeper than MAX_NESTING, as the catalogue's problem. */
function tooDeep(file: string, edits: readonly Edit[]): Problem | undefined {
  for (const edit of edits) {
    const depth = edit.path.length + ('value' in edit ? nestingDepth(edit.value) : 0);
    if (depth <= MAX_NESTING) continue;
    const where = edit.path.slice(0, 6).join('.') + (edit.path.length > 6 ? '...' : '');
    return {
      ...problemAt(
        file,
        1,
        1,
        'nestedTooDeep',
        `This change nests lists and mappings ${depth} levels deep (at ${where || 'the top'}); no setting of a site goes deeper than ${MAX_NESTING}. Nothing was written.`,
      ),
      path: '',
    };
  }
  return undefined;
}

/** A draft whose checking would take too long: answered 413, nothing written. */
export class TooLarge extends Error {}

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
    const deep = tooDeep(file, edits);
    if (deep) {
      problems.push(deep);
      continue;
    }
    const result = editYaml(text, edits);
    if (result.ok) texts.set(file, result.text);
    else if (result.tooLarge) throw new TooLarge(result.message);
    else problems.push(problemAt(file, 1, 1, 'editorCannotWrite', result.message));
  }
  if (conflicts.length > 0 || problems.length > 0) return { conflicts, problems, warnings: [], texts };
  mirrorInTranslations(root, draft, texts);
  const before = loadSite(root);
  const known = new Set(before.ok ? [] : before.problems.filter((problem) => !texts.has(problem.file)).map(key));
  // A translation written for the first time is not on disk yet: named, so the loader reads it too.
  const created = [...texts.keys()].filter((file) => !existsSync(join(root, file)));
  // Files the draft does not change are read as loadSite reads them (a translation's site.yaml too).
  const read = (file: string) => texts.get(file) ?? readFileSync(join(root, file), 'utf8');
  let after = loadSite(root, read, created);
  if (after.ok) {
    // Translated texts written now are recorded as made from today's default text (made-from.yaml), so their warnings go.
    const records = recordsOnSave(texts, (file) => (existsSync(join(root, file)) ? readEditable(root, file) : undefined), after.model);
    for (const [file, text] of records) texts.set(file, text);
    if (records.size > 0) after = loadSite(root, read, [...created, ...[...records.keys()].filter((file) => !existsSync(join(root, file)))]);
  }
  if (after.ok) return { conflicts, problems: [], warnings: after.warnings, texts, model: after.model };
  return { conflicts, problems: after.problems.filter((problem) => !known.has(key(problem))), warnings: after.warnings, texts };
}

/**
 * A nav entry, footer link or not-found link removed or moved in site.config.yaml is removed or
 * moved in each language's translations/<tag>/site.yaml too (dev/editor/translated-lists.ts), which
 * has no form of its own; its new text joins the draft's, checked and saved with it.
 */
function mirrorInTranslations(root: string, draft: Draft, texts: Map<string, string>): void {
  const edits = draft[SITE_FILE]?.edits;
  if (!edits || !texts.has(SITE_FILE)) return;
  const config = dataOf(readEditable(root, SITE_FILE));
  for (const { tag } of otherLanguages(root)) {
    const file = siteTranslationFile(tag);
    if (file in draft || !isEditable(root, file)) continue;
    const text = readEditable(root, file);
    const mirrored = mirroredEdits(config, edits, dataOf(text));
    if (mirrored.length === 0) continue;
    const result = editYaml(text, mirrored);
    if (result.ok) texts.set(file, result.text);
  }
}

export type SaveResult =
  | { status: 200; files: Record<string, FileState>; saved: string[]; warnings: Problem[] }
  | { status: 409; conflicts: string[]; message: string }
  | { status: 422; problems: Problem[]; message: string }
  /** The disk refused a write (507 when it is full): no file changed, `file` names the one that failed. */
  | { status: 500 | 507; file: string; message: string };

/**
 * Write the draft when it is valid and every file is still as the editor read it; otherwise write
 * nothing. The files are written all or none (dev/editor/atomic-write.ts); `io` is for tests.
 */
export function saveDraft(root: string, draft: Draft, io?: WriteIo): SaveResult {
  const checked = checkDraft(root, draft);
  if (checked.conflicts.length > 0) {
    const names = checked.conflicts.join(', ');
    return {
      status: 409,
      conflicts: checked.conflicts,
      message: `Not saved: ${names} changed on disk since the editor read ${checked.conflicts.length === 1 ? 'it' : 'them'} (another program or person saved it). Nothing was written. Reload to see the file as it is now; your unsaved changes to it are then dropped.`,
    };
  }
  if (checked.problems.length > 0) {
    const n = checked.problems.length;
    return {
      status: 422,
      problems: checked.problems,
      message: `Not saved: ${n} problem${n === 1 ? '' : 's'} to fix first (shown by ${n === 1 ? 'its field' : 'their fields'}). The file${Object.keys(draft).length === 1 ? ' is' : 's are'} unchanged.`,
    };
  }
  const changed = new Map<string, { text: string; before?: string }>();
  for (const [file, text] of checked.texts) {
    // A translation written for the first time has no text before: undoing a failed save removes it.
    const before = existsSync(join(root, file)) ? readEditable(root, file) : undefined;
    if (text !== before) changed.set(file, { text, before });
  }
  try {
    writeEditables(root, changed, io);
  } catch (error) {
    if (!(error instanceof WriteFailed)) throw error;
    return { status: error.code === 'ENOSPC' || error.code === 'EDQUOT' ? 507 : 500, file: error.file, message: error.message };
  }
  const saved = [...changed.keys()];
  return { status: 200, files: readFiles(root), saved, warnings: checked.warnings };
}
