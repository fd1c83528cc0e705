/**
 * Rand amounts as South African marketing copy writes them: "R1,280", "R6,399.75", "R49.00".
 * Written by hand rather than with Intl.NumberFormat: Node and browsers ship different ICU data
 * (en-ZA groups with a space in some, a comma in others), and an island's price must read the same
 * in the prerendered HTML and after hydration.
 */

/** How many cents an amount in rand is, rounded to the nearest cent (half away from zero). */
export function toCents(rand: number): number {
  if (!Number.isFinite(rand)) throw new RangeError(`Cannot format ${rand} as rand: expected a finite number.`);
  // 1.005 * 100 is 100.49999999999999 in floating point: cutting the product to 15 significant
  // digits (all a double holds reliably) gives back the 100.5 the author wrote, then it rounds.
  const cents = Math.round(Number((Math.abs(rand) * 100).toPrecision(15)));
  return rand < 0 ? -cents : cents;
}

/** "1500" -> "1,500", "1000000" -> "1,000,000". Whole, non-negative numbers only. */
export function groupThousands(whole: number): string {
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError(`Cannot group ${whole}: expected a whole number of at least 0.`);
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

export interface RandFormat {
  /**
   * 'auto' drops ".00" from whole amounts (R1,280) and keeps two decimals otherwise (R6,399.75);
   * 'always' always shows two decimals (R49.00), so a price that changes keeps its shape.
   * @default 'auto'
   */
  decimals?: 'auto' | 'always';
}

/** Format an amount in rand: "R6,399.75", "R1,280", "-R15.50". */
export function formatRand(rand: number, { decimals = 'auto' }: RandFormat = {}): string {
  return formatCents(toCents(rand), { decimals });
}

/** Format a whole number of cents as rand: 639975 -> "R6,399.75". */
export function formatCents(cents: number, { decimals = 'auto' }: RandFormat = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cannot format ${cents} cents: expected a whole number of cents.`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = groupThousands(Math.floor(abs / 100));
  const fraction = abs % 100;
  if (decimals === 'auto' && fraction === 0) return `${sign}R${whole}`;
  return `${sign}R${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Millions and billions, the sizes marketing copy writes in words ("R5 million"). */
const SCALES = [
  { size: 1e9, word: 'billion' },
  { size: 1e6, word: 'million' },
] as const;

/**
 * An amount as a count of millions or billions, when that count is exact to two decimals
 * (5 000 000 is 5 million, 2 500 000 is 2.5 million; 1 234 567 is no round number of millions and
 * stays in figures, so words never round a price). From a trillion up, Intl words it otherwise.
 */
function roundScale(rand: number): { count: number; word: 'million' | 'billion' } | undefined {
  const abs = Math.abs(rand);
  if (!Number.isFinite(abs) || abs >= 1e12) return undefined;
  const scale = SCALES.find(({ size }) => abs >= size);
  if (!scale) return undefined;
  const count = Number((abs / scale.size).toPrecision(12));
  return Number.isInteger(Number((count * 100).toPrecision(12))) ? { count, word: scale.word } : undefined;
}

/** Rand with a word for round millions and billions: "R5 million", "R2.5 billion"; any other amount as formatRand writes it. */
export function formatRandWords(rand: number): string {
  const scale = roundScale(rand);
  if (!scale) return formatRand(rand);
  const [whole, fraction] = String(scale.count).split('.');
  return `${rand < 0 ? '-' : ''}R${groupThousands(Number(whole))}${fraction ? `.${fraction}` : ''} ${scale.word}`;
}

/**
 * Languages whose words for a million Intl (CLDR) writes in a way the language does not: isiZulu
 * gets "5 isigidi" for every count, where it says "izigidi ezi-5" (the noun first, in its plural).
 * They get the amount in figures ("R 5,000,000"), which is never wrong.
 */
const MILLIONS_IN_FIGURES = new Set(['zu']);

/**
 * Formats by Intl, one per language and shape: made once, as Intl.NumberFormat is slow to make.
 * Only another language than the default uses them (decision 45): the default keeps the hand-made
 * formats above, so a one-language site's pages stay as they were.
 */
const intlFormats = new Map<string, Intl.NumberFormat>();
function intl(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\n${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) intlFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * The rand sign as R in every language: a runtime without a language's data (workerd has no
 * isiZulu) falls back to English, whose symbol for rand is "ZAR"; the narrow symbol is R in both.
 */
const RAND = { style: 'currency', currency: 'ZAR', currencyDisplay: 'narrowSymbol' } as const;

/** An amount in rand as `locale` writes it ("R 6 399,75" in af), or formatRand's way without a locale; decimals as formatRand. */
export function formatRandIn(locale: string | undefined, rand: number, { decimals = 'auto' }: RandFormat = {}): string {
  if (locale === undefined) return formatRand(rand, { decimals });
  const cents = toCents(rand);
  const digits = decimals === 'auto' && cents % 100 === 0 ? 0 : 2;
  return intl(locale, { ...RAND, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}

/** A number with the thousands grouped as `locale` writes it ("1 280,5" in af); without a locale, groupThousands (whole numbers: counts of users, minutes). */
export function formatNumberIn(locale: string | undefined, value: number): string {
  if (locale === undefined) return groupThousands(value);
  return intl(locale, { maximumFractionDigits: 20 }).format(value);
}

/** The parts of an Intl currency format that are the number itself (the sign and the R stay). */
const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

/**
 * Rand with a word for round millions as `locale` writes both: "R 5 miljoen" in af, its currency
 * sign and spacing kept ("R 5 000 000" as rand). Other amounts, languages in MILLIONS_IN_FIGURES
 * and languages Intl has no words for, as formatRandIn; without a locale, formatRandWords.
 */
export function formatRandWordsIn(locale: string | undefined, rand: number): string {
  if (locale === undefined) return formatRandWords(rand);
  if (!roundScale(rand) || MILLIONS_IN_FIGURES.has(new Intl.Locale(locale).language)) return formatRandIn(locale, rand);
  const words = intl(locale, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 2 }).format(Math.abs(rand));
  // A language CLDR has no words for gets its short form ("5M", "1G" in isiXhosa): figures read better.
  if (words === intl(locale, { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 2 }).format(Math.abs(rand)))
    return formatRandIn(locale, rand);
  let placed = false;
  return intl(locale, { ...RAND, minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .formatToParts(rand)
    .map((part) => (!NUMBER_PARTS.has(part.type) ? part.value : placed ? '' : ((placed = true), words)))
    .join('');
}
