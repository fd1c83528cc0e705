import { pageSchema } from '../../../schemas/page';
import { placeholdersIn } from '../../lib/placeholders';
import { valueAt } from '../../lib/value-at';
import { mapBySchema, pathOf } from '../../resolve/walk-schema';
import type { PathKey } from '../problem';
import { isRecord } from '../../lib/is-record';

// A page's texts as a list with their places (the editor's translation panel shows each beside
// its translation). merge-texts.ts walks a page and its translation together.

export interface TextEntry {
  /** Where the text is in the page: ['sections', 0, 'heading'] (its translation names the section by id or type). */
  path: PathKey[];
  /** The default language's text. */
  text: string;
  /** The placeholders a translation must keep, as written: {city}, {perMinute:cents}. */
  placeholders: string[];
  /** A text the page leaves to its schema's default (a table's "Yes"): a translation may write one, but none is missing without it. */
  byDefault?: true;
}

/** Only meta and sections are translated per page; the rest of a page (paths, experiments) is not text. */
const TRANSLATED = new Set(['meta', 'sections']);

/**
 * The page with the defaults its schema gives (a plan card's "Enterprise" badge, a table's "Yes"):
 * a visitor reads those texts too, so a translation may have them. The page as written when it is not valid.
 */
export function withDefaults(page: unknown): unknown {
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
      texts.push(typeof valueAt(written, path) === 'string' ? entry : { ...entry, byDefault: true });
    }
    return value;
  };
  mapBySchema(pageSchema, Object.fromEntries(Object.entries(page).filter(([key]) => TRANSLATED.has(key))), visit);
  return texts;
}
