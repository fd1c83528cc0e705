import { z } from 'zod';
import { RESOLVE } from '../../../schemas/fields';

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
  const kind = (z.globalRegistry.get(schema) as Record<string, unknown> | undefined)?.[RESOLVE];
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
