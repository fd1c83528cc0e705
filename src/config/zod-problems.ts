import type { z } from 'zod';
import { didYouMean } from '../lib/did-you-mean';
import type { Problem } from './problem';
import { formatPath } from './problem';
import { allowedKeys, schemaAt } from './schema-at';
import type { YamlSource } from './yaml-source';

/** Turn zod issues into located problems with messages a marketer can act on. */
export function zodProblems(issues: readonly z.core.$ZodIssue[], source: YamlSource, schema: z.core.$ZodType): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = issue.path as (string | number)[];
    if (issue.code === 'unrecognized_keys') {
      const allowed = allowedKeys(schemaAt(schema, path, source.data));
      return issue.keys.map((key) => ({
        file: source.file,
        ...source.locateKey(path, key),
        path: formatPath([...path, key]),
        message: `Unknown key "${key}".${didYouMean(key, allowed)}${allowed.length ? ` Allowed keys: ${allowed.join(', ')}.` : ''}${
          // { label: Search, bid and submit } splits at the comma: the usual cause of a key with spaces.
          /\s/.test(key) ? ' If this is the end of a text that contains a comma, put the whole text in quotes.' : ''
        }`,
      }));
    }
    const unionOptions = (issue as { options?: unknown }).options;
    if (issue.code === 'invalid_union' && 'discriminator' in issue && Array.isArray(unionOptions)) {
      const value = valueAt(source.data, path);
      const options = unionOptions.map(String);
      const what = value === undefined ? 'Missing block type.' : `Unknown block type "${String(value)}".`;
      return [source.problem(path, `${what}${typeof value === 'string' ? didYouMean(value, options) : ''} Known types: ${options.join(', ')}.`)];
    }
    if (issue.code === 'invalid_union' && Array.isArray(issue.errors)) {
      // A value that may be one of several shapes (a slug, or slug: Name): report the mistake
      // inside the shape the value has, not "Invalid input".
      const fitting = issue.errors.filter((branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
      if (fitting.length === 1 && fitting[0]!.length > 0) {
        return zodProblems(fitting[0]!.map((inner) => ({ ...inner, path: [...path, ...inner.path] }) as z.core.$ZodIssue), source, schema);
      }
    }
    if (issue.code === 'invalid_key' && Array.isArray((issue as { issues?: unknown }).issues)) {
      const inner = (issue as unknown as { issues: z.core.$ZodIssue[] }).issues[0];
      const key = String(path[path.length - 1]);
      if (inner) return [{ file: source.file, ...source.locateKey(path.slice(0, -1), key), path: formatPath(path), message: `"${key}" cannot be a key here. ${plainMessage(inner, undefined)}` }];
    }
    const value = valueAt(source.data, path);
    if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number' && typeof value === 'number') {
      // A number out of range is usually a unit mistake (disc: 10 for 10%): say what the field means.
      const parent = schemaAt(schema, path.slice(0, -1), source.data)?._zod.def as { shape?: Record<string, { description?: string }> } | undefined;
      const description = parent?.shape?.[String(path[path.length - 1])]?.description;
      const bound = issue.code === 'too_big' ? `more than ${issue.maximum}, the most` : `less than ${issue.minimum}, the least`;
      return [source.problem(path, `${value} is ${bound} allowed here.${description ? ` ${description}` : ''}`)];
    }
    return [source.problem(path, plainMessage(issue, value))];
  });
}

function plainMessage(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_union' && Array.isArray(issue.errors)) {
    // A value that may be one of several types: name them all rather than "Invalid input".
    const expected = issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_type' && inner.path.length === 0 ? [inner.expected] : []));
    if (expected.length > 0 && expected.length === issue.errors.length) {
      return `Expected ${[...new Set(expected.map(typeName))].join(' or ')}, received ${describe(value)}`;
    }
  }
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'boolean' && typeof value === 'string' && /^(yes|no|on|off|y|n)$/i.test(value)) {
      return `Write true or false here, not "${value}" (YAML reads yes, no, on and off as text).`;
    }
    const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
    if (issue.expected === 'string' && keys.length === 1 && keys[0]![1] === null) {
      // heading: {city} reads as the mapping { city: null }.
      return `Expected text, but YAML read {${keys[0]![0]}} as a mapping: a text that starts with { must be in quotes, like "{${keys[0]![0]}}".`;
    }
    if (value === undefined) return `Missing required value: expected ${typeName(issue.expected)}.`;
    return `Expected ${typeName(issue.expected)}, received ${describe(value)}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return 'This is empty: write the text.';
  // zod prefixes many messages with "Invalid input: "; the location already says that.
  const text = issue.message.replace(/^Invalid input: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** zod's names for shapes, in the words a YAML file uses. */
function typeName(expected: string): string {
  return expected === 'object' || expected === 'record' ? 'a mapping (key: value lines)' : expected === 'array' ? 'a list' : expected;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return typeof value;
}

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key as string];
  }
  return value;
}
