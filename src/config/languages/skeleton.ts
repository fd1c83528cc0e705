import type { z } from 'zod';
import { discriminatorOf, holdsText, textKeys } from '../../../schemas/translation';
import { fieldOf } from '../../resolve/walk-schema';
import { sectionName } from './section-pairs';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

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
    return data.map((item, index) => {
      if (!holdsText(fieldOf(def.element as AnySchema, item).schema)) return item;
      const texts = textsOf(def.element as AnySchema, item) ?? (typeof item === 'string' ? '' : {});
      // A section is named as a translation names it: its type, and its id where the page needs one (decision 49).
      return key && isRecord(item) ? { ...(sectionName(data, index, key) ?? { [key]: item[key] }), ...(texts as object) } : texts;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
