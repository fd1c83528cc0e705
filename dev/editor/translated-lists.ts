import { parse } from 'yaml';
import { applyEdit, getIn } from './edits';
import type { Edit, PathKey } from './requests';

/**
 * The lists of site.config.yaml that each translation's site.yaml mirrors item for item (its labels,
 * in the same order: LE814): the navigation, the footer's links, the not-found page's links.
 */
export const MIRRORED_LISTS: readonly (readonly string[])[] = [['nav'], ['footer', 'links'], ['notFound', 'links']];

const samePath = (a: readonly PathKey[], b: readonly string[]) => a.length === b.length && b.every((key, i) => a[i] === key);

/**
 * The edits that keep a translation's site.yaml in step when the marketer removes or moves an item
 * of a mirrored list in site.config.yaml (issue 57): on a site in two languages, removing a nav
 * entry in the editor was refused with "the Afrikaans list has 4 items; the English one has 3",
 * and the editor offers no form of translations/<tag>/site.yaml, so a page the nav linked to could
 * never be deleted from the editor. Each remove or move is made in the translation too, when its
 * list then has as many items as the default language's (so item n is the same link in both); a
 * translation out of step already is left alone, for validate to name. An added item is not
 * mirrored: its label in the other language is the translator's to write, and validate says so.
 */
export function mirroredEdits(config: unknown, edits: readonly Edit[], translation: unknown): Edit[] {
  const out: Edit[] = [];
  let before = config;
  let translated = translation;
  const length = (data: unknown, path: readonly string[]) => {
    const list = getIn(data, path);
    return Array.isArray(list) ? list.length : -1;
  };
  for (const edit of edits) {
    const list = MIRRORED_LISTS.find((path) => (edit.op === 'remove' || edit.op === 'move') && samePath(edit.path, path));
    if (list && length(before, list) >= 0 && length(before, list) === length(translated, list)) {
      out.push(edit);
      translated = applyTo(translated, edit);
    }
    before = applyTo(before, edit);
  }
  return out;
}

/** `data` with `edit` applied, or as it was when the edit does not fit it. */
function applyTo(data: unknown, edit: Edit): unknown {
  try {
    return applyEdit(data, edit);
  } catch {
    return data;
  }
}

/** A YAML text's data, or undefined when it does not parse. */
export function dataOf(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}
