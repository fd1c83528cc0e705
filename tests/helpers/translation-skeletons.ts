import { expect } from 'vitest';
import { stringify } from 'yaml';
import { pageSchema } from '../../schemas/page';
import { siteFieldsSchema } from '../../schemas/site';
import { discriminatorOf, holdsText, pageTranslationSchema, siteTranslationSchema, textKeys } from '../../schemas/translation';
import type { z } from 'zod';
import { sectionName } from '../../src/config/languages/section-pairs';
import { isRecord } from '../../src/lib/is-record';
import { fieldOf } from '../../src/resolve/walk-schema';
import type { LoadResult } from '../../src/config/model';
import { formatProblem } from '../../src/config/problem';

/** A site's languages: English and Afrikaans (/af), for a site.config.yaml that declares none. */
export const AFRIKAANS = 'languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

/**
 * The texts of a default page or site, in the shape of its translation file: what a translator
 * starts from (each text still in the default language) and what validate accepts as complete.
 * Undefined where the value holds no text.
 */
function textsOf(schema: AnySchema, data: unknown): unknown {
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
  if (def.type === 'object' && isRecord(data))
    return fields(textKeys(field.schema), (key) => textsOf((def.shape as Record<string, AnySchema>)[key]!, data[key]));
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

/** For each other language, a translation of every page and of the site that repeats every default text. */
export function skeletons(result: LoadResult): Record<string, string> {
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  const { model } = result;
  const files: Record<string, string> = {};
  for (const language of model.editions!.map((edition) => edition.language)) {
    const site = textsOf(siteFieldsSchema, model.site);
    expect(siteTranslationSchema.safeParse(site).error?.issues ?? []).toEqual([]);
    files[`translations/${language.tag}/site.yaml`] = stringify(site);
    for (const entry of model.pages) {
      const { experiments: _notTranslated, ...page } = entry.page;
      const texts = textsOf(pageSchema, page);
      expect(pageTranslationSchema.safeParse(texts).error?.issues ?? [], entry.file).toEqual([]);
      files[`translations/${language.tag}/pages/${entry.id}.yaml`] = stringify(texts);
    }
  }
  return files;
}

/** The language problems and warnings (LE8xx) of a load. */
export const said = (result: LoadResult) =>
  [...(result.ok ? [] : result.problems), ...result.warnings].map(formatProblem).filter((line) => /\[LE8\d\d\]$/.test(line));
