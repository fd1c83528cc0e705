import { pageSchema } from '../../schemas/page';
import { placeholdersIn } from '../../src/lib/placeholders';
import { mapBySchema, pathOf } from '../../src/resolve/walk-schema';
import { applyEdit, applyEdits, getIn, isRecord, type Edit, type PathKey } from './edits';

/**
 * A page's translation as the editor shows it (decision 45): every text of the default page beside
 * the translation's text at the same YAML path of translations/<tag>/pages/<page>.yaml, and the
 * edits that write one translated text. Plain data, no Node, no React: the page and the tests use it.
 */

export interface TextEntry {
  /** Where the text is, in the page and in its translation alike: ['sections', 0, 'heading']. */
  path: PathKey[];
  /** The default language's text. */
  text: string;
  /** The placeholders a translation must keep, as written: {city}, {perMinute:cents}. */
  placeholders: string[];
  /** A text the page leaves to its schema's default (a table's "Yes"): a translation may write one, but none is missing without it. */
  byDefault?: true;
}

/** The translation file of a page in a language: pages/home.yaml in af is translations/af/pages/home.yaml. */
export const translationOf = (page: string, tag: string) => `translations/${tag}/pages/${page.replace(/^pages\//, '').replace(/\.ya?ml$/i, '')}.yaml`;

/** What a translated list holds where a text is not translated yet: empty, so it counts as missing. */
export const UNTRANSLATED = '';

/** Only meta and sections are translated per page; the rest of a page (paths, experiments) is not text. */
const TRANSLATED = new Set(['meta', 'sections']);

/**
 * The page with the defaults its schema gives (a plan card's "Enterprise" badge, a table's "Yes"):
 * a visitor reads those texts too, so a translation may have them. The page as written when it is not valid.
 */
function withDefaults(page: unknown): unknown {
  const parsed = pageSchema.safeParse(page);
  return parsed.success ? parsed.data : page;
}

/** Every text of the default page a translation holds, in the page's order. Empty texts (a decorative alt) need none. */
export function pageTexts(written: unknown): TextEntry[] {
  const page = withDefaults(written);
  if (!isRecord(page)) return [];
  const texts: TextEntry[] = [];
  const visit = (value: unknown, field: { kind?: string }, at: Parameters<typeof pathOf>[0]) => {
    const path = pathOf(at);
    if (field.kind === 'text' && typeof value === 'string' && value !== '' && TRANSLATED.has(String(path[0]))) {
      const entry: TextEntry = { path, text: value, placeholders: [...new Set(placeholdersIn(value).map((p) => p.whole))] };
      texts.push(typeof getIn(written, path) === 'string' ? entry : { ...entry, byDefault: true });
    }
    return value;
  };
  mapBySchema(pageSchema, Object.fromEntries(Object.entries(page).filter(([key]) => TRANSLATED.has(key))), visit);
  return texts;
}

/** The translated text at a path, when there is one (an empty text is not one). */
export function translatedText(translation: unknown, path: readonly PathKey[]): string | undefined {
  const value = getIn(translation, path);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The texts the page writes that the translation does not have yet (validate warns of each, LE811). */
export function missingTexts(page: unknown, translation: unknown): TextEntry[] {
  return pageTexts(page).filter((entry) => !entry.byDefault && translatedText(translation, entry.path) === undefined);
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
 * The edits that write `text` at `path` of the translation. Lists keep the default page's length
 * (the check refuses any other), so a list the translation lacks is written whole, its other items
 * untranslated, and a list shorter than the default's is filled up first. Clearing a text takes it
 * out of a mapping (it is then missing, and the default text shows meanwhile).
 */
export function translationEdits(written: unknown, translation: unknown, path: readonly PathKey[], text: string): Edit[] {
  const page = withDefaults(written);
  const edits: Edit[] = [];
  let current = translation;
  for (let depth = 1; depth < path.length; depth++) {
    if (typeof path[depth] !== 'number') continue;
    const listPath = path.slice(0, depth);
    const defaults = getIn(page, listPath);
    if (!Array.isArray(defaults)) break;
    const existing = getIn(current, listPath);
    if (!Array.isArray(existing)) {
      const list = applyEdit(defaults.map(blank), { op: 'set', path: path.slice(depth), value: text });
      return [...edits, { op: 'set', path: listPath, value: list }];
    }
    const fill: Edit[] = defaults.slice(existing.length).map((item, i) => ({ op: 'insert', path: listPath, index: existing.length + i, value: blank(item) }));
    edits.push(...fill);
    current = applyEdits(current, fill);
  }
  const inList = typeof path.at(-1) === 'number';
  if (text === '' && !inList) return getIn(current, path) === undefined ? edits : [...edits, { op: 'unset', path: [...path] }];
  // The last text of a list cleared: the list leaves the translation (the default's shows), not a list of empty texts.
  const listPath = path.slice(0, -1);
  const list = inList ? getIn(current, listPath) : undefined;
  if (text === '' && Array.isArray(list) && typeof listPath.at(-1) === 'string' && list.every((item, i) => i === path.at(-1) || item === UNTRANSLATED)) {
    return [...edits, { op: 'unset', path: listPath }];
  }
  return [...edits, { op: 'set', path: [...path], value: text }];
}

/** A section's items of the translation: the default's type at each place, for a file made from nothing. */
export function skeleton(page: unknown): { sections: { type: string }[] } {
  const sections = isRecord(page) && Array.isArray(page.sections) ? page.sections : [];
  return { sections: sections.map((section) => ({ type: isRecord(section) && typeof section.type === 'string' ? section.type : 'copy' })) };
}
