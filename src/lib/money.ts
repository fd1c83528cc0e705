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

/** An amount in rand as `locale` writes it ("R 6 399,75" in af), or formatRand's way without a locale; decimals as formatRand. */
export function formatRandIn(locale: string | undefined, rand: number, { decimals = 'auto' }: RandFormat = {}): string {
  if (locale === undefined) return formatRand(rand, { decimals });
  const cents = toCents(rand);
  const digits = decimals === 'auto' && cents % 100 === 0 ? 0 : 2;
  return intl(locale, { style: 'currency', currency: 'ZAR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}

/** A number with the thousands grouped as `locale` writes it ("1 280,5" in af); without a locale, groupThousands (whole numbers: counts of users, minutes). */
export function formatNumberIn(locale: string | undefined, value: number): string {
  if (locale === undefined) return groupThousands(value);
  return intl(locale, { maximumFractionDigits: 20 }).format(value);
}
