import { pageTexts, withDefaults, type TextEntry } from '../../src/config/languages/page-texts';
import { placeholdersIn } from '../../src/lib/placeholders';
import { pairSections, sectionName } from '../../src/config/languages/section-pairs';
import { applyEdit, applyEdits, getIn, isRecord, type Edit, type PathKey } from './edits';

/**
 * A page's translation as the editor shows it (decision 45): every text of the default page
 * (src/config/languages/page-texts.ts) beside the translation's text in translations/<tag>/pages/<page>.yaml,
 * its section found by id or type (decision 49), and the edits that write one translated text.
 * Plain data, no Node, no React: the page and the tests use it.
 */

/** What a translated list holds where a text is not translated yet: empty, so it counts as missing. */
export const UNTRANSLATED = '';

const sectionsOf = (value: unknown): unknown[] => (isRecord(value) && Array.isArray(value.sections) ? value.sections : []);

/**
 * Where each text of the default page is in its translation: a section's texts are in the
 * translated section that names it by id or type (issue 56), wherever that is in the file.
 * Undefined while the translation has no section for it. The sections are paired once, for every
 * text a panel shows.
 */
export function translationPaths(page: unknown, translation: unknown): (path: readonly PathKey[]) => PathKey[] | undefined {
  const { byBase } = pairSections(sectionsOf(page), sectionsOf(translation));
  return (path) => {
    if (path[0] !== 'sections' || typeof path[1] !== 'number') return [...path];
    const paired = byBase.get(path[1]);
    return paired === undefined ? undefined : ['sections', paired, ...path.slice(2)];
  };
}

/** Where the text at `path` of the default page is in its translation (translationPaths, for one text). */
const translationPath = (page: unknown, translation: unknown, path: readonly PathKey[]) => translationPaths(page, translation)(path);

/** Whether a translation can name the section of the default page at `path` (one of several of its type needs an id first). */
export const canTranslate = (page: unknown, path: readonly PathKey[]): boolean =>
  path[0] !== 'sections' || typeof path[1] !== 'number' || sectionName(sectionsOf(page), path[1]) !== undefined;

/** The translated text at `at` (from translationPaths), when there is one (an empty text is not one). */
export function textAt(translation: unknown, at: readonly PathKey[] | undefined): string | undefined {
  const value = at === undefined ? undefined : getIn(translation, at);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The texts the page writes (`texts`, its pageTexts) that the translation does not have yet (validate warns of each, LE811). */
export function missingTexts(page: unknown, translation: unknown, texts: readonly TextEntry[] = pageTexts(page)): TextEntry[] {
  const locate = translationPaths(page, translation);
  return texts.filter((entry) => !entry.byDefault && textAt(translation, locate(entry.path)) === undefined);
}

/** The placeholders of the default text that the translated text lacks, and those it adds. */
export function placeholderChanges(entry: TextEntry, translated: string): { dropped: string[]; added: string[] } {
  const kept = new Set(placeholdersIn(translated).map((p) => p.whole));
  return { dropped: entry.placeholders.filter((p) => !kept.has(p)), added: [...kept].filter((p) => !entry.placeholders.includes(p)) };
}

/** A list item of the default page as the translation starts it: a section keeps its type, a text is untranslated. */
function blank(item: unknown): unknown {
  if (typeof item === 'string') return UNTRANSLATED;
  if (Array.isArray(item)) return [];
  if (isRecord(item)) return typeof item.type === 'string' ? { type: item.type } : {};
  return UNTRANSLATED;
}

/**
 * The edits that write `text` at `path` (of the default page) in the translation. A section's texts
 * go into the translated section that names it (one is added at the end, named by its id or type,
 * when there is none). Lists of texts keep the default page's length (the check refuses any other),
 * so a list the translation lacks is written whole, its other items untranslated, and a list shorter
 * than the default's is filled up first. Clearing a text takes it out of a mapping (it is then
 * missing, and the default text shows meanwhile). Nothing, for a section a translation cannot name yet.
 */
export function translationEdits(written: unknown, translation: unknown, path: readonly PathKey[], text: string): Edit[] {
  const page = withDefaults(written);
  if (path[0] !== 'sections' || typeof path[1] !== 'number') return writeAt(page, translation, path, [...path], text);
  const at = translationPath(page, translation, path);
  if (at !== undefined) return writeAt(page, translation, path, at, text);
  const name = sectionName(sectionsOf(page), path[1]);
  if (name === undefined || text === '') return [];
  const inner = path.slice(2);
  const section = applyEdits(name, writeAt(sectionsOf(page)[path[1]], name, inner, inner, text));
  const list = isRecord(translation) ? translation.sections : undefined;
  return Array.isArray(list)
    ? [{ op: 'insert', path: ['sections'], index: list.length, value: section }]
    : [{ op: 'set', path: ['sections'], value: [section] }];
}

/** writeAt: the text at `path` of the default (`page`), which is at `at` in the translation (the two differ only in a section's place). */
function writeAt(page: unknown, translation: unknown, path: readonly PathKey[], at: PathKey[], text: string): Edit[] {
  const edits: Edit[] = [];
  let current = translation;
  // The list of sections is paired by id, not filled by place: lists inside a section are.
  for (let depth = path[0] === 'sections' ? 2 : 1; depth < path.length; depth++) {
    if (typeof path[depth] !== 'number') continue;
    const listPath = at.slice(0, depth);
    const defaults = getIn(page, path.slice(0, depth));
    if (!Array.isArray(defaults)) break;
    const existing = getIn(current, listPath);
    if (!Array.isArray(existing)) {
      const list = applyEdit(defaults.map(blank), { op: 'set', path: at.slice(depth), value: text });
      return [...edits, { op: 'set', path: listPath, value: list }];
    }
    const fill: Edit[] = defaults.slice(existing.length).map((item, i) => ({ op: 'insert', path: listPath, index: existing.length + i, value: blank(item) }));
    edits.push(...fill);
    current = applyEdits(current, fill);
  }
  const inList = typeof at.at(-1) === 'number';
  if (text === '' && !inList) return getIn(current, at) === undefined ? edits : [...edits, { op: 'unset', path: at }];
  // The last text of a list cleared: the list leaves the translation (the default's shows), not a list of empty texts.
  const listPath = at.slice(0, -1);
  const list = inList ? getIn(current, listPath) : undefined;
  if (text === '' && Array.isArray(list) && typeof listPath.at(-1) === 'string' && list.every((item, i) => i === at.at(-1) || item === UNTRANSLATED)) {
    return [...edits, { op: 'unset', path: listPath }];
  }
  return [...edits, { op: 'set', path: at, value: text }];
}

/** The sections of a translation made from nothing: each named as a translation names it (its id, or its type when alone of it). */
export function skeleton(page: unknown): { sections: Record<string, unknown>[] } {
  const sections = sectionsOf(page);
  return {
    sections: sections.flatMap((_, index): Record<string, unknown>[] => {
      const name = sectionName(sections, index);
      return name ? [name] : [];
    }),
  };
}
