import { z } from 'zod';
import { RESOLVE } from './fields';
import { pageSchema } from './page';
import { siteFieldsSchema } from './site';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

const holds = new WeakMap<AnySchema, boolean>();

/**
 * Whether a value of this schema can hold a text (a field marked `x-resolve: text`, schemas/fields.ts)
 * anywhere inside it. What a translation may hold is derived from this, so a new block type's
 * texts are translatable without a list to keep up to date.
 */
export function holdsText(schema: AnySchema, seen: Set<AnySchema> = new Set()): boolean {
  const known = holds.get(schema);
  if (known !== undefined) return known;
  if (seen.has(schema)) return false;
  seen.add(schema);
  const kind = z.globalRegistry.get(schema)?.[RESOLVE];
  const result = kind === 'text' ? true : kind === 'amount' || kind === 'path' ? false : inside(schema).some((child) => holdsText(child, seen));
  holds.set(schema, result);
  return result;
}

/** The schemas directly inside one: a wrapper's, a union's options, an object's fields, a list's items. */
function inside(schema: AnySchema): AnySchema[] {
  const def = schema._zod.def as unknown as Def;
  if ('innerType' in def) return [def.innerType as AnySchema];
  if (def.type === 'pipe') return [def.in as AnySchema];
  if (def.type === 'union') return def.options as AnySchema[];
  if (def.type === 'object') return Object.values(def.shape as Record<string, AnySchema>);
  if (def.type === 'array') return [def.element as AnySchema];
  if (def.type === 'record') return [def.valueType as AnySchema];
  if (def.type === 'lazy') return [(def.getter as () => AnySchema)()];
  return [];
}

/** The keys of an object schema that hold text: what a translation of that object may have. */
export function textKeys(schema: AnySchema): string[] {
  const def = schema._zod.def as unknown as Def;
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, AnySchema>)
    .filter(([, child]) => holdsText(child))
    .map(([key]) => key);
}

/** The key a list's items are told apart by (type, for sections), if the items are a discriminated union. */
export function discriminatorOf(schema: AnySchema): string | undefined {
  let current = schema;
  for (let guard = 0; guard < 20; guard++) {
    const def = current._zod.def as unknown as Def;
    if ('innerType' in def) current = def.innerType as AnySchema;
    else if (def.type === 'pipe') current = def.in as AnySchema;
    else return def.type === 'union' && typeof def.discriminator === 'string' ? def.discriminator : undefined;
  }
  return undefined;
}

/**
 * The schema of a translation of `schema`: the same places with only their texts, each optional
 * (a missing text shows the default's); a list of sections keeps each item's type. For the JSON
 * Schema an editor checks translation files with; validate walks the default page itself
 * (src/config/languages/merge-texts.ts) to say more than a schema can (which text, where).
 */
export function translationOf(schema: AnySchema, made: Map<AnySchema, AnySchema | undefined> = new Map()): AnySchema | undefined {
  if (made.has(schema)) return made.get(schema);
  made.set(schema, undefined);
  const result = translated(schema, made);
  made.set(schema, result);
  return result;
}

function translated(schema: AnySchema, made: Map<AnySchema, AnySchema | undefined>): AnySchema | undefined {
  if (!holdsText(schema)) return undefined;
  const described = <S extends z.ZodType>(out: S): S => {
    const description = (schema as z.ZodType).description;
    return description ? out.describe(description) : out;
  };
  const kind = z.globalRegistry.get(schema)?.[RESOLVE];
  if (kind === 'text') return described(z.string());
  const def = schema._zod.def as unknown as Def;
  if ('innerType' in def) return described(translationOf(def.innerType as AnySchema, made) as z.ZodType);
  if (def.type === 'pipe') return translationOf(def.in as AnySchema, made);
  if (def.type === 'union') {
    const key = typeof def.discriminator === 'string' ? def.discriminator : undefined;
    // A member with no text (true among table cells) stays as it is: a list item keeps its place by repeating it.
    const options = (def.options as AnySchema[])
      .map((option) => (key ? section(option, key, made) : holdsText(option) ? translationOf(option, made) : option))
      .filter((option): option is z.ZodType => option !== undefined);
    if (options.length === 1) return options[0];
    return key ? z.discriminatedUnion(key, options as [z.ZodObject, ...z.ZodObject[]]) : z.union(options);
  }
  if (def.type === 'object') return described(z.strictObject(fieldsOf(schema, made)));
  if (def.type === 'array') return described(z.array(translationOf(def.element as AnySchema, made) as z.ZodType));
  if (def.type === 'record') return described(z.record(z.string(), translationOf(def.valueType as AnySchema, made) as z.ZodType));
  if (def.type === 'lazy') return translationOf((def.getter as () => AnySchema)(), made);
  return undefined;
}

/** The translated fields of an object schema, each optional. */
function fieldsOf(schema: AnySchema, made: Map<AnySchema, AnySchema | undefined>): Record<string, z.ZodType> {
  const shape = (schema._zod.def as unknown as { shape: Record<string, AnySchema> }).shape;
  return Object.fromEntries(textKeys(schema).map((key) => [key, (translationOf(shape[key]!, made) as z.ZodType).optional()]));
}

/**
 * A section of a discriminated union: its type and, where it has one, the id of the section it
 * translates in the default page (sections are paired by id, issue 56), then its texts.
 */
function section(option: AnySchema, key: string, made: Map<AnySchema, AnySchema | undefined>): z.ZodObject | undefined {
  const shape = (option._zod.def as unknown as { shape: Record<string, AnySchema> }).shape;
  const id = shape.id
    ? {
        id: z
          .string()
          .optional()
          .describe('The id of the section this translates, as the default page writes it. Needed where the page has several sections of this type.'),
      }
    : {};
  return z.strictObject({ [key]: shape[key] as z.ZodType, ...id, ...fieldsOf(option, made) });
}

/** translations/<tag>/pages/<page>.yaml: a page's texts (experiments run in the default language only). */
export const pageTranslationSchema = (translationOf(pageSchema) as z.ZodObject)
  .omit({ experiments: true })
  .describe(
    'The texts of one page in another language: meta, and sections each named by its type and, where the page has several of that type, the id of the section it translates (in any order). Links, prices and everything else come from the default page.',
  );

/** translations/<tag>/site.yaml: the texts of site.config.yaml, and the cities' names in that language. */
export const siteTranslationSchema = (translationOf(siteFieldsSchema) as z.ZodObject)
  .extend({
    cities: z
      .record(z.string(), z.string().min(1))
      .optional()
      .describe("The cities' names in this language, by slug, like cape-town: Kaapstad. A city not named keeps its name."),
  })
  .describe('The texts of site.config.yaml in another language: navigation, footer, not-found page, shared sections, cityText and city names.');
