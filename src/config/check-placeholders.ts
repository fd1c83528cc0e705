import type { z } from 'zod';
import { pageSchema } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { closest, didYouMean } from '../lib/did-you-mean';
import { FORMAT_NAMES, isFormat, placeholdersIn, type Placeholder } from '../lib/placeholders';
import { numberTextMessage } from '../lib/number-text';
import { computeValues, type ValueProblemKind } from '../lib/value-sums';
import { mapBySchema, pathOf, type Field } from '../resolve/walk-schema';
import type { SiteModel } from './model';
import type { ProblemName } from './catalogue/index';
import type { Problem } from './problem';
import { NUMBER_MISTAKES } from './type-words';
import type { YamlSource } from './yaml-source';

const WHERE_VALUES = 'values: in site.config.yaml';

/**
 * Placeholders and value names, in every file: each {name} in a text field names {city} or a
 * value, each format is known, no other field holds braces, and every value can be worked out.
 * The walk is the resolve stage's own (src/resolve/walk-schema.ts), so both agree on what is text.
 */
export function checkPlaceholders(model: SiteModel, sources: Map<string, YamlSource>): Problem[] {
  const problems: Problem[] = [];
  const names = Object.keys(model.site.values);
  const siteSource = sources.get('site.config.yaml')!;
  for (const { name, kind, message } of computeValues(model.site.values, didYouMean).problems)
    problems.push(siteSource.problem(['values', name], VALUE_PROBLEMS[kind], message));

  const check = (file: string, schema: z.core.$ZodType, data: unknown) => {
    const source = sources.get(file)!;
    mapBySchema(schema, data, (value, field, at) => {
      // The key (at.key) is only for the line a message suggests: no path is built for a value that is fine.
      const found = typeof value === 'string' ? problemIn(value, field, names, typeof at?.key === 'string' ? at.key : undefined) : undefined;
      // At the placeholder itself when the YAML holds it as written (not folded over lines).
      if (found)
        problems.push(found.at ? source.problemAt(pathOf(at), found.at, found.name, found.message) : source.problem(pathOf(at), found.name, found.message));
      return value;
    });
  };
  check('site.config.yaml', siteSchema, model.site);
  for (const entry of model.pages) check(entry.file, pageSchema, entry.page);
  return problems;
}

/** What is wrong with one field's value, and the text in it to point at. */
function problemIn(value: string, field: Field, names: string[], key: string | undefined): { name: ProblemName; message: string; at?: string } | undefined {
  if (field.kind === 'path') return undefined;
  if (field.kind === 'amount') {
    if (names.includes(value)) return undefined;
    // R199 reads as a value name (a letter, then letters and digits), but it is a price with its R.
    const written = numberTextMessage(value, key);
    if (written) return { name: NUMBER_MISTAKES[written.kind], message: written.message };
    const hint = didYouMean(value, names);
    return { name: 'unknownValue', message: `"${value}" is not a value defined under ${WHERE_VALUES}.${hint || known(names)}` };
  }
  const found = placeholdersIn(value);
  if (found.length === 0) return undefined;
  if (field.kind !== 'text') {
    const { whole } = found[0]!;
    return {
      at: whole,
      name: 'placeholderNotText',
      message: `${whole} cannot be used here: this field is not text (it is an id, a path, a link name, a URL or a number), so the braces would stay as written. Write the value itself here, or move the wording into a text field.`,
    };
  }
  for (const placeholder of found) {
    const found = placeholderProblem(placeholder, field.locals, names);
    if (found) return { at: placeholder.whole, ...found };
  }
  return undefined;
}

function placeholderProblem(
  { whole, name, format }: Placeholder,
  locals: readonly string[],
  names: string[],
): { name: ProblemName; message: string } | undefined {
  const fixed = ['city', ...locals];
  if (fixed.includes(name))
    return format === undefined ? undefined : { name: 'placeholderFormat', message: `{${name}} takes no format; write {${name}}, not ${whole}.` };
  if (!names.includes(name)) {
    const hit = closest(name, [...fixed, ...names]);
    // The whole list only when there is no likely fix: a site may define dozens of values.
    const list = hit ? '' : names.length ? ` (${names.join(', ')})` : ', which has none yet';
    return {
      name: 'unknownPlaceholder',
      message: `Unknown placeholder ${whole}.${hit ? ` Did you mean {${hit}}?` : ''} Text can hold {city}${locals.map((local) => `, {${local}}`).join('')} and the values under ${WHERE_VALUES}${list}.`,
    };
  }
  if (format !== undefined && !isFormat(format)) {
    return {
      name: 'unknownFormat',
      message: `Unknown format "${format}" in ${whole}.${didYouMean(format, FORMAT_NAMES)} Formats: ${FORMAT_NAMES.join(', ')} (write {${name}} for a plain number).`,
    };
  }
  return undefined;
}

/** The catalogue entry of each kind of mistake in a value (src/lib/value-sums.ts). */
const VALUE_PROBLEMS: Record<ValueProblemKind, ProblemName> = {
  circle: 'valuesCircle',
  unreadable: 'sumUnreadable',
  'divide-by-zero': 'divideByZero',
  'unknown-name': 'unknownValue',
  'too-deep': 'sumTooDeep',
  ...NUMBER_MISTAKES,
};

function known(names: string[]): string {
  return names.length ? ` Values: ${names.join(', ')}.` : ` None is defined yet: add one there, like perMinute: 0.59.`;
}
