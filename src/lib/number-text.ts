/**
 * A number written as text the way people write prices ("R0.49", "49c", "10%", "1,280"): what the
 * mistake is and the number it means, so a message can say the exact edit. Pure, no config.
 */
export type NumberMistake = 'currency' | 'cents' | 'percent' | 'grouped' | 'decimal-comma' | 'unit' | 'quoted';

/** What a number field counts in, where a % sign needs it: a fraction (0.1 is 10%) or percent (10 is 10%). */
export type PercentUnit = 'fraction' | 'percent';

const DIGITS = String.raw`\d+(?:\.\d+)?|\.\d+`;
const GROUPED = String.raw`\d{1,3}(?:[, \u00a0\u202f]\d{3})+(?:\.\d+)?`;
const AMOUNT = `(?:${GROUPED}|${DIGITS})`;
const CURRENCY = new RegExp(`^(?:R|ZAR)\\s?(-?${AMOUNT})$`, 'i');
const CENTS = new RegExp(`^(${DIGITS})\\s?(?:c|cents?)$`, 'i');
const PERCENT = new RegExp(`^(-?${AMOUNT})\\s?%$`);
const GROUPED_ONLY = new RegExp(`^-?${GROUPED}$`);
const DECIMAL_COMMA = /^-?\d+,\d{1,2}$/;
const WITH_UNIT = new RegExp(`^(-?${DIGITS})\\s?([A-Za-z]{1,8})$`);
const PLAIN = new RegExp(`^-?(?:${DIGITS})$`);

const plain = (text: string) => Number(text.replace(/[, \u00a0\u202f]/g, ''));
/** 0.49, never 0.49000000000000005. */
const tidy = (n: number) => String(Number(n.toPrecision(12)));

/** The mistake in `text` (a whole value) and the number it stands for, or undefined when it is no such number. */
export function readNumberText(text: string, percentUnit?: PercentUnit): { kind: NumberMistake; number: string; unit?: string } | undefined {
  const value = text.trim();
  let m: RegExpExecArray | null;
  if ((m = CURRENCY.exec(value))) return { kind: 'currency', number: tidy(plain(m[1]!)) };
  if ((m = CENTS.exec(value))) return { kind: 'cents', number: tidy(Number(m[1]) / 100) };
  if ((m = PERCENT.exec(value))) return { kind: 'percent', number: tidy(percentUnit === 'percent' ? plain(m[1]!) : plain(m[1]!) / 100) };
  if (GROUPED_ONLY.test(value)) return { kind: 'grouped', number: tidy(plain(value)) };
  if (DECIMAL_COMMA.test(value)) return { kind: 'decimal-comma', number: tidy(Number(value.replace(',', '.'))) };
  if ((m = WITH_UNIT.exec(value))) return { kind: 'unit', number: tidy(Number(m[1])), unit: m[2]! };
  if (PLAIN.test(value)) return { kind: 'quoted', number: tidy(Number(value)) };
  return undefined;
}

/**
 * The sentence for a number written as text: what is in the way, and the line to write instead
 * (`key: number`, or the number alone for a list item). `what` names the field for a % sign.
 */
export function numberTextMessage(text: string, key: string | undefined, percentUnit?: PercentUnit): { kind: NumberMistake; message: string } | undefined {
  const found = readNumberText(text, percentUnit);
  if (!found) return undefined;
  const write = `Write ${key === undefined ? found.number : `${key}: ${found.number}`}`;
  const quoted = `"${text.trim()}"`;
  const { kind } = found;
  switch (kind) {
    case 'currency':
      return { kind, message: `${quoted} has a currency sign; amounts are plain numbers in rand (the page adds the R). ${write}.` };
    case 'cents':
      return { kind, message: `${quoted} is in cents; amounts are in rand. ${write}.` };
    case 'percent': {
      const unit =
        percentUnit === 'percent'
          ? 'this number is already in percent'
          : `a share is written as a fraction (${found.number} is ${text.trim().replace(/\s/g, '')})`;
      return { kind, message: `${quoted} has a % sign; ${unit}. ${write}.` };
    }
    case 'grouped':
      return { kind, message: `${quoted} has a thousands separator, so YAML reads it as text (the page adds separators itself). ${write}.` };
    case 'decimal-comma':
      return { kind, message: `${quoted} has a decimal comma, so YAML reads it as text. ${write}, with a point.` };
    case 'unit':
      return { kind, message: `${quoted} has "${found.unit}" after the number, so YAML reads it as text. ${write}.` };
    case 'quoted':
      return { kind, message: `${quoted} is in quotes, so YAML reads it as text. ${write}, without the quotes.` };
  }
}
