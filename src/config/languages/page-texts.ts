import type { z } from 'zod';
import { pageSchema } from '../../../schemas/page';
import { discriminatorOf, holdsText, textKeys } from '../../../schemas/translation';
import { placeholdersIn } from '../../lib/placeholders';
import { valueAt } from '../../lib/value-at';
import { fieldOf, mapBySchema, pathOf } from '../../resolve/walk-schema';
import type { PathKey } from '../problem';
import { sectionName } from './section-pairs';
import { isRecord } from '../../lib/is-record';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

// A page's texts, in the two shapes its translations are made and shown in: the shape of a
// translation file (what a translator starts from) and a list of texts with their places (the
// editor's side by side). merge-texts.ts walks a page and its translation together.

/**
 * The texts of a default page or site, in the shape of its translation file: what a translator
 * starts from (each text still in the default language) and what validate accepts as complete.
 * Undefined where the value holds no text.
 */
export function textsOf(schema: AnySchema, data: unknown): unknown {
  const field = fieldOf(schema, data);
  if (field.kind === 'text') return typeof data === 'string' ? data : undefined;
  if (!holdsText(field.schema) || data === undefined || data === null) return undefined;
  const def = field.schema._zod.def as unknown as Def;
  if (def.type === 'array' && Array.isArray(data) && data.length > 0) {
    const key = discriminatorOf(def.element as AnySchema);
    // Every item keeps its place (a list of texts has the default's length): one without text as it is.
    return (data as unknown[]).map((item, index) => {
      if (!holdsText(fieldOf(def.element as AnySchema, item).schema)) return item;
      const texts = textsOf(def.element as AnySchema, item) ?? (typeof item === 'string' ? '' : {});
      // A section is named as a translation names it: its type, and its id where the page needs one (decision 49).
      return key && isRecord(item) ? { ...(sectionName(data, index, key) ?? { [key]: item[key] }), ...texts } : texts;
    });
  }
  if (def.type === 'object' && isRecord(data)) return fields(textKeys(field.schema), (key) => textsOf((def.shape as Record<string, AnySchema>)[key]!, data[key]));
  if (def.type === 'record' && isRecord(data)) return fields(Object.keys(data), (key) => textsOf(def.valueType as AnySchema, data[key]));
  return undefined;
}

function fields(keys: readonly string[], texts: (key: string) => unknown): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = texts(key);
    if (value !== undefined && value !== '') out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}


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
