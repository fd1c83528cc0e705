import { z } from 'zod';
import { CHOOSE_FROM, LOCALS, RESOLVE, type ChooseFrom, type ResolveKind } from '../../../schemas/fields';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

/**
 * What the editor needs to know to draw a field, read from the same zod schemas and the same
 * `x-resolve` marks (schemas/fields.ts) the resolve stage walks: the kind of control, the
 * marketer's description, whether it may be left out and its default.
 */
export type Shape =
  | { is: 'text'; kind?: ResolveKind; locals: readonly string[] }
  | { is: 'amount' }
  | { is: 'number' }
  | { is: 'boolean' }
  | { is: 'choice'; values: string[] }
  | { is: 'fixed'; value: unknown }
  | { is: 'object'; fields: Record<string, AnySchema>; link: boolean }
  | { is: 'list'; item: AnySchema }
  | { is: 'map'; value: AnySchema }
  | { is: 'other' };

export interface FieldInfo {
  shape: Shape;
  description?: string;
  /** The field may be left out (optional, or has a default). */
  optional: boolean;
  defaultValue?: unknown;
  /** The list the editor offers the value from (the schema's x-choose-from): pictures and sounds, or pages. */
  chooseFrom?: ChooseFrom;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch']);

/** The field `schema` describes, for the value `data` it holds (a union picks its member by the data). */
export function fieldInfo(schema: AnySchema, data: unknown): FieldInfo {
  let current = schema;
  let optional = false;
  let description: string | undefined;
  let defaultValue: unknown;
  let kind: ResolveKind | undefined;
  let locals: readonly string[] = [];
  let chooseFrom: ChooseFrom | undefined;
  for (let guard = 0; guard < 20; guard++) {
    const meta = z.globalRegistry.get(current);
    description ??= meta?.description;
    chooseFrom ??= meta?.[CHOOSE_FROM] as ChooseFrom | undefined;
    kind ??= meta?.[RESOLVE] as ResolveKind | undefined;
    if (locals.length === 0 && Array.isArray(meta?.[LOCALS])) locals = meta[LOCALS] as string[];
    const def = current._zod.def as unknown as Def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    // A prefault's value is a default too: brand colours are { } filled by each colour's default.
    if ((def.type === 'default' || def.type === 'prefault') && defaultValue === undefined) defaultValue = def.defaultValue;
    if (kind === 'amount') return { shape: { is: 'amount' }, description, optional, defaultValue, chooseFrom };
    if (WRAPPERS.has(def.type)) current = def.innerType as AnySchema;
    else if (def.type === 'pipe') current = def.in as AnySchema;
    else if (def.type === 'union') current = pickMember(def.options as AnySchema[], def.discriminator as string | undefined, data);
    else return { shape: shapeOf(def, kind, locals), description, optional, defaultValue, chooseFrom };
  }
  return { shape: { is: 'other' }, description, optional };
}

/** A group that applies unwritten and adds nothing of its own (prefault({}): the brand's colours), so its fields' defaults are what the site uses. */
export const inEffectUnwritten = (info: FieldInfo) =>
  info.shape.is === 'object' && info.defaultValue !== null && typeof info.defaultValue === 'object' && Object.keys(info.defaultValue).length === 0;

/**
 * The fields of a group drawn at once; the others wait under "More fields". Drawn: those written,
 * those required, and a group in effect unwritten (the brand's colours). In a group with nothing
 * written whose every field has a default, all: each shows the default the site uses, and hiding
 * them all would leave an empty box. A group with a default of its own (plan cards' labels) keeps
 * its "Add" button: its default is written out only when asked for.
 */
export function shownKeys(fields: Record<string, AnySchema>, data: Record<string, unknown>): string[] {
  const infos = Object.entries(fields).map(([key, schema]) => [key, fieldInfo(schema, data[key])] as const);
  if (Object.keys(data).length === 0 && infos.length > 0 && infos.every(([, info]) => info.defaultValue !== undefined)) return infos.map(([key]) => key);
  return infos.filter(([key, info]) => key in data || !info.optional || inEffectUnwritten(info)).map(([key]) => key);
}

function shapeOf(def: Def, kind: ResolveKind | undefined, locals: readonly string[]): Shape {
  switch (def.type) {
    case 'string':
      return { is: 'text', kind, locals };
    case 'number':
      return { is: 'number' };
    case 'boolean':
      return { is: 'boolean' };
    case 'enum':
      return { is: 'choice', values: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      return { is: 'fixed', value: (def.values as unknown[])[0] };
    case 'object':
      return { is: 'object', fields: def.shape as Record<string, AnySchema>, link: kind === 'link' };
    case 'array':
      return { is: 'list', item: def.element as AnySchema };
    case 'record':
      return { is: 'map', value: def.valueType as AnySchema };
    default:
      return { is: 'other' };
  }
}

function base(schema: AnySchema): AnySchema {
  let current = schema;
  for (let def = current._zod.def as unknown as Def; 'innerType' in def; def = current._zod.def as unknown as Def) current = def.innerType as AnySchema;
  return current;
}

/** The member of a union the data is written as: by `type:` for blocks, by kind or keys otherwise; the first when unsure. */
function pickMember(options: AnySchema[], discriminator: string | undefined, data: unknown): AnySchema {
  const typeOf = (option: AnySchema) => (base(option)._zod.def as unknown as Def).type;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const wanted = Array.isArray(data) ? 'array' : typeof data;
    return options.find((option) => typeOf(option) === wanted) ?? options[0]!;
  }
  const objects = options.filter((option) => typeOf(option) === 'object' || typeOf(option) === 'record');
  const fieldsOf = (option: AnySchema) => ((base(option)._zod.def as unknown as Def).shape as Record<string, AnySchema> | undefined) ?? {};
  const record = data as Record<string, unknown>;
  if (discriminator) {
    const literal = (option: AnySchema) => (fieldsOf(option)[discriminator]?._zod.def as unknown as { values?: unknown[] } | undefined)?.values?.[0];
    return objects.find((option) => literal(option) === record[discriminator]) ?? objects[0]!;
  }
  let best = objects[0] ?? options[0]!;
  let bestScore = -1;
  for (const option of objects) {
    const keys = Object.keys(fieldsOf(option));
    const score = typeOf(option) === 'record' ? 0 : Object.keys(record).filter((key) => keys.includes(key)).length;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

/** "setupFee" -> "Setup fee", "isPBX" -> "Is PBX". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/ ([A-Z])(?![A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);
}
