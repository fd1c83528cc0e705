import { formatNumberIn, formatRand, formatRandIn, formatRandWords, formatRandWordsIn, groupThousands, toCents } from './money';

/** One {name} or {name:format} in a text, as written. */
export interface Placeholder {
  /** The whole placeholder with its braces, like {perMinute:cents}. */
  whole: string;
  name: string;
  format?: string;
}

// Any pair of braces is a placeholder: text never shows a raw {...} to a visitor.
const PLACEHOLDER = /\{([^{}]*)\}/g;

export function placeholdersIn(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => parsePlaceholder(m[0], m[1]!));
}

function parsePlaceholder(whole: string, inner: string): Placeholder {
  const colon = inner.indexOf(':');
  const name = (colon === -1 ? inner : inner.slice(0, colon)).trim();
  return colon === -1 ? { whole, name } : { whole, name, format: inner.slice(colon + 1).trim() };
}

/** How a value reads in text. 0.59 -> 0.59 / R0.59 / R0.59 / R1 / 59c / 59%. */
export const FORMATS = {
  /** Plain number with thousands grouped: 1280 -> "1,280". */
  number: (value: number) => formatNumber(value),
  /** Rand, cents only when there are any: 49 -> "R49", 6399.75 -> "R6,399.75". */
  rand: (value: number) => formatRand(value),
  /** Rand, always with cents: 49 -> "R49.00". */
  'rand-cents': (value: number) => formatRand(value, { decimals: 'always' }),
  /** Rand rounded to the whole rand: 6399.75 -> "R6,400". */
  'whole-rand': (value: number) => formatRand(Math.round(value)),
  /** Rand with a word for round millions: 5000000 -> "R5 million", 2500000 -> "R2.5 million"; other amounts as rand. */
  'rand-words': (value: number) => formatRandWords(value),
  /** Cents: 0.59 -> "59c". */
  cents: (value: number) => `${toCents(value)}c`,
  /** A fraction as a percentage: 0.75 -> "75%", 0.125 -> "12.5%". */
  percent: (value: number) => `${Number((value * 100).toPrecision(12))}%`,
} as const;

export type FormatName = keyof typeof FORMATS;

/**
 * The same formats as another language writes them, by Intl (decision 45): the same value gives
 * "R1,280" on the English page and "R 1 280" on the Afrikaans one ("R5 million" and
 * "R 5 miljoen" with rand-words). Without a locale, FORMATS.
 */
export function formatsFor(locale: string | undefined): Record<FormatName, (value: number) => string> {
  if (locale === undefined) return FORMATS;
  return {
    number: (value) => formatNumberIn(locale, value),
    rand: (value) => formatRandIn(locale, value),
    'rand-cents': (value) => formatRandIn(locale, value, { decimals: 'always' }),
    'whole-rand': (value) => formatRandIn(locale, Math.round(value)),
    'rand-words': (value) => formatRandWordsIn(locale, value),
    cents: FORMATS.cents,
    percent: (value) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 10 }).format(value),
  };
}
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

export function isFormat(name: string): name is FormatName {
  return Object.hasOwn(FORMATS, name);
}

function formatNumber(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}${groupThousands(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}

/** What a text may use: the city text of the route and the site's values. */
export interface FillContext {
  /** " In Cape Town" on city pages, "" elsewhere. */
  city: string;
  values: Readonly<Record<string, number>>;
  /** How values read: formatsFor(locale) of the page's language (FORMATS when absent). */
  formats?: Record<FormatName, (value: number) => string>;
}

/**
 * Fill every placeholder of a text: {city}, then {value} and {value:format}. Placeholders in
 * `locals` stay for the block to fill ({minutes}). Validation has already rejected anything
 * else, so an unknown one here means a model built around it and is an error, never raw text.
 */
export function fillText(text: string, { city, values, formats = FORMATS }: FillContext, locals: readonly string[] = []): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const { name, format } = parsePlaceholder(whole, inner);
    if (locals.includes(name) && format === undefined) return whole;
    if (name === 'city' && format === undefined) return city;
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${whole}; npm run validate reports where.`);
    if (format !== undefined && !isFormat(format)) throw new Error(`Unknown format in ${whole}; npm run validate reports where.`);
    return formats[format ?? 'number'](value);
  });
}
