import type { z } from 'zod';
import { UNIT, type Unit } from '../../schemas/fields';
import type { PathKey } from './problem';
import { schemaAt } from './schema-at';

type AnySchema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  options?: AnySchema[];
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  valueType?: AnySchema;
};
const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/** What a message needs to know about the field at a path: its meaning, unit, whether it may be left out. */
export interface FieldInfo {
  /** The field as declared, wrappers and all (undefined where the schema cannot be followed). */
  schema?: AnySchema;
  description?: string;
  unit?: Unit;
  /** The key may be left out (optional or with a default). */
  optional: boolean;
  /** The base types it takes: string, number, boolean, array, object. */
  takes: Set<string>;
}

/** The schema declared for the last key of path, read from its parent (so optional and default are still there). */
export function fieldInfo(root: AnySchema, path: readonly PathKey[], data: unknown): FieldInfo {
  const parent = path.length === 0 ? undefined : schemaAt(root, path.slice(0, -1), data);
  const def = parent && defOf(parent);
  const key = path[path.length - 1];
  const schema =
    path.length === 0
      ? root
      : def?.type === 'object'
        ? def.shape?.[String(key)]
        : def?.type === 'array'
          ? def.element
          : def?.type === 'record'
            ? def.valueType
            : undefined;
  if (!schema) return { optional: false, takes: new Set() };
  const meta = (schema as z.ZodType).meta?.();
  return {
    schema,
    description: (schema as z.ZodType).description,
    unit: (meta?.[UNIT] as Unit | undefined) ?? innerUnit(schema),
    optional: ['optional', 'default', 'prefault'].includes(defOf(schema).type),
    takes: baseTypes(schema),
  };
}

/** A unit declared on the number inside wrappers (an optional rand amount). */
function innerUnit(schema: AnySchema): Unit | undefined {
  for (let current: AnySchema | undefined = schema, guard = 0; current && guard < 10; guard++) {
    const unit = (current as z.ZodType).meta?.()?.[UNIT] as Unit | undefined;
    if (unit) return unit;
    const def = defOf(current);
    current = def.innerType ?? def.in;
  }
  return undefined;
}

/** string, number, boolean, array, object: what the field accepts, through wrappers and unions. */
function baseTypes(schema: AnySchema, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 10) return out;
  const def = defOf(schema);
  if (def.innerType) return baseTypes(def.innerType, out, depth + 1);
  if (def.type === 'pipe' && def.in) return baseTypes(def.in, out, depth + 1);
  if (def.type === 'union') {
    for (const option of def.options ?? []) baseTypes(option, out, depth + 1);
    return out;
  }
  if (def.type === 'record') out.add('object');
  else if (def.type === 'literal' || def.type === 'enum') out.add('string');
  else out.add(def.type);
  return out;
}
