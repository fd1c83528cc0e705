import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { didYouMean } from '../../lib/did-you-mean';
import { fieldOf } from '../../resolve/walk-schema';
import { formatPath, type PathKey } from '../problem';
import { placeholderProblem } from './placeholders-kept';
import { addHint, at, describe, notText, quote, stale, type Translating } from './translation-words';
import { discriminatorOf, holdsText, textKeys } from '../../../schemas/translation';

export type { Translating } from './translation-words';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

/**
 * The default's value at `path` with its texts replaced by the translation's: structure, links,
 * numbers and everything else from the default (`base`), text from the translation (`tr`), field
 * by field as the schema marks them. Problems and missing texts are recorded on `t`.
 */
export function mergeTexts(schema: AnySchema, base: unknown, tr: unknown, path: PathKey[], t: Translating): unknown {
  const field = fieldOf(schema, base);
  if (field.kind === 'text') return mergeText(base, tr, path, t);
  if (!holdsText(field.schema)) {
    if (tr !== undefined) t.problems.push(notText(path, t, base));
    return base;
  }
  if (base === undefined || base === null) {
    if (tr !== undefined) t.problems.push(stale(path, t));
    return base;
  }
  const def = field.schema._zod.def as unknown as Def;
  if (def.type === 'object' && isRecord(base)) return mergeObject(field.schema, def.shape as Record<string, AnySchema>, base, tr, path, t);
  if (def.type === 'array' && Array.isArray(base)) return mergeList(def.element as AnySchema, base, tr, path, t);
  if (def.type === 'record' && isRecord(base)) return mergeRecord(def.valueType as AnySchema, base, tr, path, t);
  return base;
}

function mergeText(base: unknown, tr: unknown, path: PathKey[], t: Translating): unknown {
  const has = typeof base === 'string' && base !== '';
  if (tr === undefined) {
    // Only a text the default file wrote is missing: one its schema gives (a label left out) is the
    // engine's own words, so a translator translates only what the site wrote.
    if (has && writtenIn(t.origin.data, path)) {
      t.missing.push(path);
      if (!t.quiet) t.warnings.push(t.source.problem(path, 'textNotTranslated', `No ${t.language.name} text here, so the ${t.from.name} one is shown: ${quote(base)} (${at(t.origin, path)}). Add ${addHint(path)}.`));
    }
    return base;
  }
  if (typeof tr !== 'string') {
    t.problems.push(t.source.problem(path, 'translationForm', `Write a text here, like the ${t.from.name} ${quote(String(base ?? ''))} (${at(t.origin, path)})${typeof tr === 'number' || typeof tr === 'boolean' ? `, in quotes: "${String(tr)}"` : ''}.`));
    return base;
  }
  if (typeof base !== 'string') {
    t.problems.push(stale(path, t));
    return base;
  }
  if (tr === '' && base !== '') {
    t.problems.push(t.source.problem(path, 'emptyText', `This ${t.language.name} text is empty. Write it, or delete the line to show the ${t.from.name} text meanwhile.`));
    return base;
  }
  const kept = placeholderProblem(base, tr, t.from.name, at(t.origin, path));
  if (kept) t.problems.push(kept.at ? t.source.problemAt(path, kept.at, 'placeholderChanged', kept.message) : t.source.problem(path, 'placeholderChanged', kept.message));
  return tr;
}

function mergeObject(schema: AnySchema, shape: Record<string, AnySchema>, base: Record<string, unknown>, tr: unknown, path: PathKey[], t: Translating, discriminator?: string): unknown {
  if (tr !== undefined && !isRecord(tr)) {
    t.problems.push(t.source.problem(path, 'translationForm', `Write the texts of this place as keys (${textKeys(schema).join(', ')}), not ${describe(tr)}.`));
    return base;
  }
  const given = tr ?? {};
  for (const key of Object.keys(given)) {
    if (key === discriminator || Object.hasOwn(shape, key)) continue;
    const keys = textKeys(schema);
    const { line, col } = t.source.locateKey(path, key);
    t.problems.push({ ...t.source.problem(path, 'unknownKey', `Unknown key "${key}".${didYouMean(key, keys)} A translation here holds ${keys.join(', ')}.`), line, col, path: formatPath([...path, key]) });
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, child] of Object.entries(shape)) {
    if (key === discriminator || (base[key] === undefined && given[key] === undefined)) continue;
    const merged = mergeTexts(child, base[key], given[key], [...path, key], t);
    if (merged !== undefined) out[key] = merged;
  }
  return out;
}

function mergeList(element: AnySchema, base: unknown[], tr: unknown, path: PathKey[], t: Translating): unknown[] {
  if (tr === undefined) {
    const before = t.missing.length;
    const merged = base.map((item, index) => mergeTexts(element, item, undefined, [...path, index], { ...t, quiet: true }));
    if (!t.quiet && t.missing.length > before) {
      t.warnings.push(t.source.problem(path, 'textNotTranslated', `No ${t.language.name} texts here, so the ${t.from.name} ones are shown (${at(t.origin, path)}). Add ${addHint(path)}, with ${base.length} item${base.length === 1 ? '' : 's'} as there.`));
    }
    return merged;
  }
  if (!Array.isArray(tr)) {
    t.problems.push(t.source.problem(path, 'translationForm', `Write a list here (- one item a line), like the ${base.length} item${base.length === 1 ? '' : 's'} of ${at(t.origin, path)}, not ${describe(tr)}.`));
    return base;
  }
  const key = discriminatorOf(element);
  // A list the default leaves empty (bullets: [] by default) has nothing to translate.
  if (base.length === 0 && tr.length > 0) {
    t.problems.push(stale(path, t));
    return base;
  }
  if (key === undefined) {
    if (tr.length !== base.length) {
      t.problems.push(t.source.problem(path, 'translationListLength', `This list has ${tr.length} item${tr.length === 1 ? '' : 's'}; the ${t.from.name} one has ${base.length} (${at(t.origin, path)}). A translation has one item for each, in the same order: ${tr.length > base.length ? 'remove' : 'add'} ${Math.abs(tr.length - base.length)}.`));
      return base;
    }
    // An item with no text (true in a row of table cells) keeps its place by being written as it is.
    return base.map((item, index) => (!holdsText(fieldOf(element, item).schema) && isDeepStrictEqual(item, tr[index]) ? item : mergeTexts(element, item, tr[index], [...path, index], t)));
  }
  return base.map((item, index) => mergeSection(element, key, item, tr[index], [...path, index], t)).concat(extraSections(tr.slice(base.length), base.length, key, path, t));
}

/** One section (an item told apart by its type): the type must match the default's at that place. */
function mergeSection(element: AnySchema, key: string, base: unknown, tr: unknown, path: PathKey[], t: Translating): unknown {
  const type = isRecord(base) ? base[key] : undefined;
  if (tr === undefined) {
    const before = t.missing.length;
    const merged = mergeTexts(element, base, undefined, path, { ...t, quiet: true });
    if (!t.quiet && t.missing.length > before) {
      t.warnings.push(t.source.problem(path.slice(0, -1), 'textNotTranslated', `${formatPath(path)} (${key}: ${String(type)}, ${at(t.origin, path)}) has no ${t.language.name} translation, so it is shown in ${t.from.name}. Add it to this list: - ${key}: ${String(type)}, with its texts.`));
    }
    return merged;
  }
  if (!isRecord(tr) || !isRecord(base)) return mergeTexts(element, base, tr, path, t);
  if (tr[key] !== type) {
    const written = tr[key] === undefined ? `has no ${key}` : `is of ${key} ${String(tr[key])}`;
    t.problems.push(t.source.problem(tr[key] === undefined ? path : [...path, key], 'sectionTypeMismatch', `This section ${written}, but ${t.origin.file} has a ${String(type)} section at ${formatPath(path)} (${at(t.origin, path)}). A translation lists the sections in the ${t.from.name} page's order, each with its ${key}: write ${key}: ${String(type)} here${tr[key] === undefined ? '' : ', moving this translation to where its section now is'}.`));
    return base;
  }
  const field = fieldOf(element, base);
  return mergeObject(field.schema, (field.schema._zod.def as unknown as { shape: Record<string, AnySchema> }).shape, base, tr, path, t, key);
}

/** Sections past the default's last: translations of sections that are no longer there. */
function extraSections(extra: unknown[], from: number, key: string, path: PathKey[], t: Translating): never[] {
  extra.forEach((item, index) => {
    const type = isRecord(item) && item[key] !== undefined ? ` (${key}: ${String(item[key])})` : '';
    t.problems.push(t.source.problem([...path, from + index], 'staleTranslation', `${t.origin.file} has ${from} section${from === 1 ? '' : 's'}, so this translation${type} translates none of them. Delete it, or move it to where its section now is.`));
  });
  return [];
}

function mergeRecord(value: AnySchema, base: Record<string, unknown>, tr: unknown, path: PathKey[], t: Translating): unknown {
  if (tr !== undefined && !isRecord(tr)) {
    t.problems.push(t.source.problem(path, 'translationForm', `Write the texts of this place as keys (${Object.keys(base).join(', ')}), not ${describe(tr)}.`));
    return base;
  }
  const given = tr ?? {};
  for (const key of Object.keys(given)) if (!Object.hasOwn(base, key)) t.problems.push(stale([...path, key], t));
  return Object.fromEntries(Object.entries(base).map(([key, item]) => [key, mergeTexts(value, item, given[key], [...path, key], t)]));
}

/** Whether the file's own data holds a text at path (aliases resolved), not its schema's default. */
function writtenIn(data: unknown, path: readonly PathKey[]): boolean {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return false;
    value = (value as Record<PathKey, unknown>)[key];
  }
  return typeof value === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
