import type { z } from 'zod';
import type { PathKey } from './problem';

type AnySchema = z.core.$ZodType;

/**
 * The schema that validates the value at `path`, following the data through arrays, records,
 * wrappers and discriminated unions. Used to list the keys an object allows for "did you mean".
 */
export function schemaAt(schema: AnySchema, path: readonly PathKey[], data: unknown): AnySchema | undefined {
  let current: AnySchema | undefined = unwrap(schema, data);
  let value = data;
  for (const key of path) {
    if (!current) return undefined;
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') current = (def.shape as Record<string, AnySchema>)[String(key)];
    else if (def.type === 'array') current = def.element as AnySchema;
    else if (def.type === 'record') current = def.valueType as AnySchema;
    else return undefined;
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key as string] : undefined;
    current = current && unwrap(current, value);
  }
  return current;
}

/** Peel optional/default/nullable/pipe, and pick the union member the data chose. */
function unwrap(schema: AnySchema, value: unknown): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (let guard = 0; current && guard < 20; guard++) {
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') {
      current = def.innerType as AnySchema;
    } else if (def.type === 'pipe') {
      current = def.in as AnySchema;
    } else if (def.type === 'union') {
      current = pickUnionMember(def.options as AnySchema[], def.discriminator as string | undefined, value);
    } else return current;
  }
  return current;
}

function pickUnionMember(options: AnySchema[], discriminator: string | undefined, value: unknown): AnySchema | undefined {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const objects = options.filter((o) => (o._zod.def as { type: string }).type === 'object');
  if (discriminator) {
    return objects.find((o) => {
      const field = (o._zod.def as unknown as { shape: Record<string, AnySchema> }).shape[discriminator];
      return field !== undefined && (field._zod.def as unknown as { values?: unknown[] }).values?.includes(record[discriminator]);
    });
  }
  // Plain union of objects: the member whose keys best cover the data.
  let best: AnySchema | undefined;
  let bestScore = -1;
  for (const option of objects) {
    const keys = Object.keys((option._zod.def as unknown as { shape: object }).shape);
    const score = Object.keys(record).filter((k) => keys.includes(k)).length;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

/** The keys an object schema allows, or [] if it is not an object. */
export function allowedKeys(schema: AnySchema | undefined): string[] {
  const def = schema?._zod.def as unknown as { type: string; shape?: object } | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}
