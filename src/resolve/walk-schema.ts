import { z } from 'zod';
import { LOCALS, RESOLVE, type ResolveKind } from '../../schemas/fields';
import { isRecord } from '../lib/is-record';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;
export type PathKey = string | number;

/** What the schema says about one field: its kind (schemas/fields.ts) and the schema itself. */
export interface Field {
  kind?: ResolveKind;
  /** Placeholders the block fills itself, for text. */
  locals: readonly string[];
  /** The field's schema without optional/default wrappers (an object schema for a link). */
  schema: AnySchema;
}

/** Where a value sits: its key and its parent's place, built only when a problem names it. */
export interface At {
  key: PathKey;
  up: At | undefined;
}

/** The YAML path of a place, like ['sections', 3, 'heading']. */
export function pathOf(at: At | undefined): PathKey[] {
  const keys: PathKey[] = [];
  for (let node = at; node; node = node.up) keys.unshift(node.key);
  return keys;
}

export type Visit = (value: unknown, field: Field, at: At | undefined) => unknown;

/**
 * Rebuild `data` with every field the schema marks (text, link, amount, path) and every other
 * string passed through `visit`. Links are visited after their own fields, so a link's label
 * arrives filled. Lists leave out links that come back hidden. One walk for both the resolve
 * stage and the placeholder check, so the two cannot disagree about which field is text.
 */
export function mapBySchema(schema: AnySchema, data: unknown, visit: Visit, at?: At): unknown {
  const field = fieldOf(schema, data);
  const { kind } = field;
  const def = field.schema._zod.def as unknown as Def;
  if (kind === 'text' || kind === 'amount' || kind === 'path') return visit(data, field, at);
  if (def.type === 'object' && isRecord(data)) {
    const shape = def.shape as Record<string, AnySchema>;
    const out: Record<string, unknown> = {};
    for (const key in data) out[key] = shape[key] ? mapBySchema(shape[key], data[key], visit, { key, up: at }) : data[key];
    return kind === 'link' ? visit(out, field, at) : out;
  }
  if (def.type === 'array' && Array.isArray(data)) {
    const mapped = data.map((item, i) => mapBySchema(def.element as AnySchema, item, visit, { key: i, up: at }));
    return mapped.filter((item) => !(isRecord(item) && item.hidden === true && 'href' in item));
  }
  if (def.type === 'record' && isRecord(data)) {
    const out: Record<string, unknown> = {};
    for (const key in data) out[key] = mapBySchema(def.valueType as AnySchema, data[key], visit, { key, up: at });
    return out;
  }
  return typeof data === 'string' ? visit(data, field, at) : data;
}

// A schema without a union in its wrappers always unwraps the same way: worked out once.
const fields = new WeakMap<AnySchema, Field>();

/** The field the schema makes of `data`: its kind and its schema without wrappers (the union member the data picks). */
export function fieldOf(schema: AnySchema, data: unknown): Field {
  const known = fields.get(schema);
  if (known) return known;
  const { field, dependsOnData } = unwrap(schema, data);
  if (!dependsOnData) fields.set(schema, field);
  return field;
}

/** Peel wrappers (optional, default, unions) down to the schema the data uses, keeping the outermost kind. */
function unwrap(schema: AnySchema, data: unknown): { field: Field; dependsOnData: boolean } {
  let current = schema;
  let kind: ResolveKind | undefined;
  let locals: readonly string[] = [];
  let dependsOnData = false;
  for (let guard = 0; guard < 20; guard++) {
    const meta = z.globalRegistry.get(current);
    kind ??= meta?.[RESOLVE] as ResolveKind | undefined;
    if (locals.length === 0 && Array.isArray(meta?.[LOCALS])) locals = meta[LOCALS] as string[];
    // An amount is a union of a number and a value name: the walk stops at its kind.
    if (kind === 'amount') break;
    const def = current._zod.def as unknown as Def;
    if (WRAPPERS.has(def.type)) current = def.innerType as AnySchema;
    else if (def.type === 'pipe') current = def.in as AnySchema;
    else if (def.type === 'union') {
      dependsOnData = true;
      const picked = pickMember(def.options as AnySchema[], def.discriminator as string | undefined, data);
      if (!picked) break;
      current = picked;
    } else break;
  }
  return { field: { kind, locals, schema: current }, dependsOnData };
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch']);

function pickMember(options: AnySchema[], discriminator: string | undefined, data: unknown): AnySchema | undefined {
  const typeOf = (option: AnySchema) => base(option)._zod.def.type as string;
  if (!isRecord(data)) return options.find((option) => typeOf(option) === typeof data);
  const objects = options.filter((option) => typeOf(option) === 'object');
  const shapeOf = (option: AnySchema) => (base(option)._zod.def as unknown as { shape: Record<string, AnySchema> }).shape;
  if (discriminator) {
    return objects.find((option) => (shapeOf(option)[discriminator]?._zod.def as unknown as { values?: unknown[] })?.values?.includes(data[discriminator]));
  }
  // A plain union of objects: the member whose keys best cover the data.
  let best: AnySchema | undefined;
  let bestScore = -1;
  for (const option of objects) {
    const keys = Object.keys(shapeOf(option));
    const score = Object.keys(data).filter((key) => keys.includes(key)).length;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

function base(schema: AnySchema): AnySchema {
  let current = schema;
  for (let def = current._zod.def as unknown as Def; 'innerType' in def; def = current._zod.def as unknown as Def) current = def.innerType as AnySchema;
  return current;
}
