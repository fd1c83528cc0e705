import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { didYouMean } from '../../lib/did-you-mean';
import { fieldOf } from '../../resolve/walk-schema';
import { formatPath } from '../problem';
import { placeholderProblem } from './placeholders-kept';
import { pairSections, sectionIdOf, sectionName, type Unpaired } from './section-pairs';
import { addHint, at, describe, notText, quote, stale, type Translating, type Where } from './translation-words';
import { discriminatorOf, holdsText, textKeys } from '../../../schemas/translation';
import { checkMadeFrom } from './made-from';
import { valueAt } from '../../lib/value-at';
import { isRecord } from '../../lib/is-record';
import { idSlug } from '../../lib/id-slug';

export type { Translating } from './translation-words';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

export const TOP: Where = { tr: [], base: [], key: [] };
const child = (where: Where, key: string): Where => ({ tr: [...where.tr, key], base: [...where.base, key], key: [...where.key, key] });
const item = (where: Where, base: number, tr: number, key: string = String(base)): Where => ({
  tr: [...where.tr, tr],
  base: [...where.base, base],
  key: [...where.key, key],
});

/**
 * The default's value at `path` with its texts replaced by the translation's: structure, links,
 * numbers and everything else from the default (`base`), text from the translation (`tr`), field
 * by field as the schema marks them. Problems and missing texts are recorded on `t`.
 */
export function mergeTexts(schema: AnySchema, base: unknown, tr: unknown, where: Where, t: Translating): unknown {
  const field = fieldOf(schema, base);
  if (field.kind === 'text') return mergeText(base, tr, where, t);
  if (!holdsText(field.schema)) {
    if (tr !== undefined) t.problems.push(notText(where.tr, t, base));
    return base;
  }
  if (base === undefined || base === null) {
    if (tr !== undefined) t.problems.push(stale(where.tr, t));
    return base;
  }
  const def = field.schema._zod.def as unknown as Def;
  if (def.type === 'object' && isRecord(base)) return mergeObject(field.schema, def.shape as Record<string, AnySchema>, base, tr, where, t);
  if (def.type === 'array' && Array.isArray(base)) return mergeList(def.element as AnySchema, base, tr, where, t);
  if (def.type === 'record' && isRecord(base)) return mergeRecord(def.valueType as AnySchema, base, tr, where, t);
  return base;
}

function mergeText(base: unknown, tr: unknown, where: Where, t: Translating): unknown {
  const { tr: path } = where;
  const has = typeof base === 'string' && base !== '';
  if (tr === undefined) {
    // Only a text the default file wrote (its own data, not its schema's default) is missing: one its
    // schema gives (a label left out) is the engine's own words, so a translator translates only what the site wrote.
    if (has && typeof valueAt(t.origin.data, where.base) === 'string') {
      t.missing.push(where.base);
      if (!t.quiet)
        t.warnings.push(
          t.source.problem(
            path,
            'textNotTranslated',
            `No ${t.language.name} text here, so the ${t.from.name} one is shown: ${quote(base)} (${at(t.origin, where.base)}). Add ${addHint(path)}.`,
          ),
        );
    }
    return base;
  }
  if (typeof tr !== 'string') {
    t.problems.push(
      t.source.problem(
        path,
        'translationForm',
        `Write a text here, like the ${t.from.name} ${quote(String(base ?? ''))} (${at(t.origin, where.base)})${typeof tr === 'number' || typeof tr === 'boolean' ? `, in quotes: "${String(tr)}"` : ''}.`,
      ),
    );
    return base;
  }
  if (typeof base !== 'string') {
    t.problems.push(stale(path, t));
    return base;
  }
  if (tr === '' && base !== '') {
    t.problems.push(
      t.source.problem(path, 'emptyText', `This ${t.language.name} text is empty. Write it, or delete the line to show the ${t.from.name} text meanwhile.`),
    );
    return base;
  }
  const kept = placeholderProblem(base, tr, t.from.name, at(t.origin, where.base));
  if (kept)
    t.problems.push(
      kept.at ? t.source.problemAt(path, kept.at, 'placeholderChanged', kept.message) : t.source.problem(path, 'placeholderChanged', kept.message),
    );
  checkMadeFrom(base, where, t);
  return tr;
}

function mergeObject(
  schema: AnySchema,
  shape: Record<string, AnySchema>,
  base: Record<string, unknown>,
  tr: unknown,
  where: Where,
  t: Translating,
  names: readonly string[] = [],
): unknown {
  const { tr: path } = where;
  if (tr !== undefined && !isRecord(tr)) {
    t.problems.push(t.source.problem(path, 'translationForm', `Write the texts of this place as keys (${textKeys(schema).join(', ')}), not ${describe(tr)}.`));
    return base;
  }
  const given = tr ?? {};
  for (const key of Object.keys(given)) {
    if (names.includes(key) || Object.hasOwn(shape, key)) continue;
    const keys = textKeys(schema);
    const { line, col } = t.source.locateKey(path, key);
    t.problems.push({
      ...t.source.problem(path, 'unknownKey', `Unknown key "${key}".${didYouMean(key, keys)} A translation here holds ${keys.join(', ')}.`),
      line,
      col,
      path: formatPath([...path, key]),
    });
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, schemaOf] of Object.entries(shape)) {
    if (names.includes(key) || (base[key] === undefined && given[key] === undefined)) continue;
    const merged = mergeTexts(schemaOf, base[key], given[key], child(where, key), t);
    if (merged !== undefined) out[key] = merged;
  }
  return out;
}

function mergeList(element: AnySchema, base: unknown[], tr: unknown, where: Where, t: Translating): unknown[] {
  const { tr: path } = where;
  const key = discriminatorOf(element);
  if (tr === undefined) {
    const before = t.missing.length;
    const merged = base.map((entry, index) =>
      mergeTexts(element, entry, undefined, item(where, index, index, key ? identity(base, index, key) : String(index)), { ...t, quiet: true }),
    );
    if (!t.quiet && t.missing.length > before) {
      t.warnings.push(
        t.source.problem(
          path,
          'textNotTranslated',
          `No ${t.language.name} texts here, so the ${t.from.name} ones are shown (${at(t.origin, where.base)}). Add ${addHint(path)}, with ${base.length} item${base.length === 1 ? '' : 's'} as there.`,
        ),
      );
    }
    return merged;
  }
  if (!Array.isArray(tr)) {
    t.problems.push(
      t.source.problem(
        path,
        'translationForm',
        `Write a list here (- one item a line), like the ${base.length} item${base.length === 1 ? '' : 's'} of ${at(t.origin, where.base)}, not ${describe(tr)}.`,
      ),
    );
    return base;
  }
  // A list the default leaves empty (bullets: [] by default) has nothing to translate.
  if (base.length === 0 && tr.length > 0) {
    t.problems.push(stale(path, t));
    return base;
  }
  if (key === undefined) {
    if (tr.length !== base.length) {
      t.problems.push(
        t.source.problem(
          path,
          'translationListLength',
          `This list has ${tr.length} item${tr.length === 1 ? '' : 's'}; the ${t.from.name} one has ${base.length} (${at(t.origin, where.base)}). A translation has one item for each, in the same order: ${tr.length > base.length ? 'remove' : 'add'} ${Math.abs(tr.length - base.length)}.`,
        ),
      );
      return base;
    }
    // An item with no text (true in a row of table cells) keeps its place by being written as it is.
    return base.map((entry, index) =>
      !holdsText(fieldOf(element, entry).schema) && isDeepStrictEqual(entry, tr[index])
        ? entry
        : mergeTexts(element, entry, tr[index], item(where, index, index), t),
    );
  }
  // Sections are paired by the id they name, or by type when the page has one of it (issue 56).
  const { byBase, unpaired } = pairSections(base, tr, key);
  for (const problem of unpaired) t.problems.push(unpairedProblem(problem, base, key, where, t));
  return base.map((_, index) => {
    const paired = byBase.get(index);
    return mergeSection(
      element,
      key,
      base,
      index,
      paired === undefined ? undefined : tr[paired],
      item(where, index, paired ?? index, identity(base, index, key)),
      t,
    );
  });
}

/** A section's identity for the record of what was translated: how a translation names it (its id, or its type), else its place. */
function identity(base: readonly unknown[], index: number, key: string): string {
  const name = sectionName(base, index, key);
  return String(name?.id ?? name?.[key] ?? index);
}

/** One section (an item told apart by its type), with the translation paired with it, if any. */
function mergeSection(element: AnySchema, key: string, list: readonly unknown[], index: number, tr: unknown, where: Where, t: Translating): unknown {
  const base = list[index];
  if (tr === undefined) {
    const before = t.missing.length;
    const merged = mergeTexts(element, base, undefined, where, { ...t, quiet: true });
    if (!t.quiet && t.missing.length > before)
      t.warnings.push(
        t.source.problem(
          where.tr.slice(0, -1),
          'textNotTranslated',
          `${formatPath(where.base)} (${describeSection(list, index, key)}, ${at(t.origin, where.base)}) has no ${t.language.name} translation, so it is shown in ${t.from.name}. ${howToName(list, index, key, t)}`,
        ),
      );
    return merged;
  }
  if (!isRecord(tr) || !isRecord(base)) return mergeTexts(element, base, tr, where, t);
  if (tr[key] === undefined)
    t.problems.push(
      t.source.problem(
        where.tr,
        'sectionTypeMismatch',
        `This section has no ${key}. Write ${key}: ${String(base[key])}, the ${key} of the section it translates (${at(t.origin, where.base)}).`,
      ),
    );
  const field = fieldOf(element, base);
  return mergeObject(field.schema, (field.schema._zod.def as unknown as { shape: Record<string, AnySchema> }).shape, base, tr, where, t, [key, 'id']);
}

/** "type: copy, id: construction-finance" */
function describeSection(list: readonly unknown[], index: number, key: string): string {
  const entry = list[index];
  const id = sectionIdOf(entry);
  return `${key}: ${String(isRecord(entry) ? entry[key] : undefined)}${id === undefined ? '' : `, id: ${id}`}`;
}

/** How a translation adds the section at `index`: its type and id, or first an id in the default page. */
function howToName(list: readonly unknown[], index: number, key: string, t: Translating): string {
  const entry = list[index];
  const type = String(isRecord(entry) ? entry[key] : undefined);
  if (sectionName(list, index, key) !== undefined) return `Add it to this list: - ${describeSection(list, index, key)}, with its texts.`;
  return `The page has several ${type} sections, so a translation names the one it translates by its id: give this one an id in ${t.origin.file} (like id: ${suggestedId(entry)}), then add - ${key}: ${type} with that id here, with its texts.`;
}

/** An id made from a section's heading or label, as a suggestion. */
function suggestedId(entry: unknown): string {
  const words = isRecord(entry) ? (entry.heading ?? entry.label ?? entry.title) : undefined;
  const slug =
    typeof words === 'string'
      ? idSlug(words.replace(/\{[^}]*\}/g, ''))
          .split('-')
          .slice(0, 4)
          .join('-')
      : '';
  return /^[a-z]/.test(slug) ? slug : 'about-us';
}

/** A translated section that translates no section of the default page, or one another already does. */
function unpairedProblem(problem: Unpaired, base: readonly unknown[], key: string, where: Where, t: Translating) {
  const path = [...where.tr, problem.index];
  const lines = (indexes: readonly number[]) =>
    indexes.map((index) => `${describeSection(base, index, key)} at ${at(t.origin, [...where.base, index])}`).join('; ');
  switch (problem.kind) {
    case 'unknownId':
      return t.source.problem(
        [...path, 'id'],
        'staleTranslation',
        `${t.origin.file} has no section with id ${problem.id}, so this translation is not shown.${didYouMean(problem.id, problem.ids)} Delete it if its section was removed, or write the id of the section it translates${problem.ids.length > 0 ? ` (${problem.ids.join(', ')})` : ''}.`,
      );
    case 'otherType':
      return t.source.problem(
        [...path, key],
        'sectionTypeMismatch',
        `The section with id ${problem.id} is a ${String(problem.baseType)} section (${at(t.origin, [...where.base, problem.baseIndex])}), not ${String(problem.type)}. Write ${key}: ${String(problem.baseType)}, or the id of the ${String(problem.type)} section this translates.`,
      );
    case 'notNamed':
      return t.source.problem(
        path,
        'sectionNotNamed',
        `${t.origin.file} has ${problem.candidates.length} ${String(problem.type)} sections, so this translation must name the one it translates with its id: ${lines(problem.candidates)}.${problem.candidates.some((index) => sectionIdOf(base[index]) === undefined) ? ` Give each of them an id in ${t.origin.file} first (like id: ${suggestedId(base[problem.candidates.find((index) => sectionIdOf(base[index]) === undefined)!])}).` : ''}`,
      );
    case 'noSuchType':
      return t.source.problem(
        path,
        'staleTranslation',
        `${t.origin.file} has no ${String(problem.type)} section, so this translation translates none of its sections and is not shown. Delete it if its section was removed.`,
      );
    case 'twice':
      return t.source.problem(
        path,
        'sectionTranslatedTwice',
        `This translates the same section as item ${problem.first + 1} of this list (${describeSection(base, problem.baseIndex, key)}, ${at(t.origin, [...where.base, problem.baseIndex])}), so it is not shown. Delete one of them, or name the section this one translates with its id.`,
      );
  }
}

function mergeRecord(value: AnySchema, base: Record<string, unknown>, tr: unknown, where: Where, t: Translating): unknown {
  if (tr !== undefined && !isRecord(tr)) {
    t.problems.push(
      t.source.problem(where.tr, 'translationForm', `Write the texts of this place as keys (${Object.keys(base).join(', ')}), not ${describe(tr)}.`),
    );
    return base;
  }
  const given = tr ?? {};
  for (const key of Object.keys(given)) if (!Object.hasOwn(base, key)) t.problems.push(stale([...where.tr, key], t));
  return Object.fromEntries(Object.entries(base).map(([key, entry]) => [key, mergeTexts(value, entry, given[key], child(where, key), t)]));
}
