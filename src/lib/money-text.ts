/**
 * Amounts of money written into a text ("R1,200", "R 50 000", "R5 million", "ZAR 450", "1 200
 * rand"): each reads the same on every language's page and stays behind when the price changes,
 * where a value written once is formatted for each language (issue 56). Pure, no config.
 *
 * Money-looking means an R or ZAR beside a number (or "rand" after one). A text about money
 * without an amount ("prices in rand (ZAR or R)"), a count ("15 000 suppliers"), a code
 * ("MD75167") or a regional road ("off the R300", "the R21 highway") is not one.
 */
export interface MoneyText {
  /** The amount as written, like "R1,200" or "R5 million". */
  text: string;
  /** Where it starts in the text. */
  index: number;
  /** The amount in rand: 1200, 5000000. */
  rand: number;
  /** The format that writes the amount back in its shape: rand-words for "R5 million", rand-cents for "R49.00", else rand. */
  format: 'rand' | 'rand-cents' | 'rand-words';
}

const SPACE = '[ \\u00a0\\u202f]';
/** 1,200 / 1 200 / 1200 / 457,68 / 6,399.75 / 1 280,00: one kind of group separator, then two decimals at most. */
const number = (name: string) =>
  `(?<${name}>\\d{1,3}(?:(?<${name}Group>[, \\u00a0\\u202f])\\d{3})(?:\\k<${name}Group>\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)`;
/** A word as a heading may write it too: million, Million, MILLION. */
const anyCase = (words: readonly string[]) => words.flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()]).join('|');
/** Words and letters for a thousand, a million and a billion, in English, Afrikaans and isiZulu ("R5m", "R500K", "R5 million"). */
const SCALE_WORDS = ['thousand', 'million', 'billion', 'duisend', 'miljoen', 'miljard', 'inkulungwane', 'isigidi', 'izigidi'];
const scale = (name: string) => `(?:${SPACE}?(?<${name}>${anyCase(SCALE_WORDS)})[sS]?|(?<${name}Letter>[kKmM]|bn|BN))`;
// Not inside a word, a code or an address (MD75167, v2R500, /R500), and not followed by more of one.
const MONEY = new RegExp(
  `(?<![\\p{L}\\p{N}_/])(?:(?:R|ZAR)${SPACE}?${number('amount')}${scale('word')}?|${number('before')}${scale('wordBefore')}?${SPACE}(?:${anyCase(['rand'])}|ZAR))(?![\\p{L}\\p{N}_])`,
  'gu',
);
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  duisend: 1e3,
  inkulungwane: 1e3,
  m: 1e6,
  million: 1e6,
  miljoen: 1e6,
  isigidi: 1e6,
  izigidi: 1e6,
  bn: 1e9,
  billion: 1e9,
  miljard: 1e9,
};
/** A regional road is named like an amount (R21, R300): a bare whole number after "off the" and the like, or before a road word. */
const ROAD_BEFORE = /\b(?:on|off|via|along|take|onto|join|past|near|from|to|across|use)\s+the\s+$/i;
const ROAD_AFTER = /^\s*(?:road|highway|freeway|motorway|route|off-ramp|on-ramp|offramp|interchange|turn-off|exit|pad|snelweg)\b/i;

/** Every amount of money written in `text`, in order. */
export function moneyTexts(text: string): MoneyText[] {
  if (!/\d/.test(text)) return [];
  const found: MoneyText[] = [];
  for (const match of text.matchAll(MONEY)) {
    const groups = match.groups!;
    const number = groups.amount ?? groups.before!;
    const word = (groups.word ?? groups.wordLetter ?? groups.wordBefore ?? groups.wordBeforeLetter)?.toLowerCase();
    const plainWhole = /^\d+$/.test(number) && !word;
    const end = match.index + match[0].length;
    if (plainWhole && groups.amount !== undefined && (ROAD_BEFORE.test(text.slice(0, match.index)) || ROAD_AFTER.test(text.slice(end)))) continue;
    const rand = Number((amountOf(number) * (word ? SCALES[word]! : 1)).toPrecision(12));
    found.push({ text: match[0], index: match.index, rand, format: formatOf(number, word, rand) });
  }
  return found;
}

/** The number of "1 280,00", "6,399.75" or "1,200": the last separator followed by one or two digits is the decimal one. */
function amountOf(number: string): number {
  const decimals = /[.,](\d{1,2})$/.exec(number);
  const whole = (decimals ? number.slice(0, decimals.index) : number).replace(/[^\d]/g, '');
  return Number(decimals ? `${whole}.${decimals[1]}` : whole);
}

function formatOf(number: string, word: string | undefined, rand: number): MoneyText['format'] {
  if (word && rand >= 1e6) return 'rand-words';
  if (!word && /[.,]00$/.test(number)) return 'rand-cents';
  return 'rand';
}
