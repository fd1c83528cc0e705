import { z } from 'zod';

/*
 * Deals arrive from the content store as spreadsheet-like rows: positional arrays whose
 * cells were typed by people. Decisions about what a cell may look like:
 * - Amounts: a number, or a string of digits with an optional "R" or "ZAR" in front, thousands
 *   grouped by commas ("R125,000") or spaces ("125 000"), and a dot before cents ("125000.50").
 *   A comma is never read as a decimal mark: "1,5" is rejected rather than guessed.
 * - Percentages: percentage points, not fractions (12.5 means 12.5 %); "12.5" and "12.5%" too.
 * - Days: a whole number, or "30" / "30 days".
 * - Dates: YYYY-MM-DD (a time after it is ignored); kept as the YYYY-MM-DD text.
 * - Text: a string (trimmed) or a number (shown as written); null or missing is wrong.
 *   Project code and title must not be empty: a card without them cannot be shown or referred to.
 * - publish: true/false, or the text TRUE/FALSE (any case) as spreadsheets export it.
 */

const AMOUNT = /^(?:R|ZAR)?\s*(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(\.\d+)?$/i;

/** Reads a rand amount cell; undefined when the cell is not an amount. */
export function parseRandAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = AMOUNT.exec(value.trim());
  if (!match) return undefined;
  return Number(`${match[1]!.replace(/[, \u00a0]/g, '')}${match[2] ?? ''}`);
}

function parsePercent(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*%?$/.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

function parseDays(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)(?:\s*days?)?$/i.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

function parseDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const day = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value.trim())?.[1];
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined;
}

function parseText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function parseFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/** A cell read by `parse`; `expected` completes "should be ..." in the warning. */
function cell<T>(parse: (value: unknown) => T | undefined, expected: string) {
  return z.unknown().transform((value, ctx): T => {
    const parsed = parse(value);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: `should be ${expected}, got ${JSON.stringify(value) ?? 'nothing'}` });
      return z.NEVER;
    }
    return parsed;
  });
}

const text = cell(parseText, 'text');
const requiredText = cell((value) => parseText(value) || undefined, 'text that is not empty');
const amount = cell(parseRandAmount, 'an amount like 125000 or "R125,000"');
const percent = cell(parsePercent, 'a percentage like 12.5 or "12.5%"');

/** What each used position of a deal row holds, for messages. Positions 0 and 1 are not used. */
export const DEAL_CELL_LABELS: Record<number, string> = {
  2: 'NPI', 3: 'contract code', 4: 'project code', 5: 'subtitle (first part)', 6: 'subtitle (second part)',
  7: 'title', 8: 'stage', 9: 'publish', 10: 'PO or invoice amount', 11: 'opportunity amount',
  12: 'profit for share', 13: 'finance fee %', 14: 'finance fee', 15: 'funder interest',
  16: 'funder finance %', 17: 'funder profit share ratio', 18: 'debtor payment term (days)',
  19: 'delivery date', 20: 'supplier lead time',
};
export const DEAL_ROW_LENGTH = 21;

/** One investment deal as the deal cards receive it: plain, validated values. */
export const dealSchema = z.object({
  npi: z.string().describe('NPI value as written in the deals sheet.'),
  contractCode: z.string(),
  projectCode: z.string().min(1).describe('Project code; also sent as ref on the investor interest form.'),
  subtitle: z.string().describe('The two subtitle parts joined as "a - b".'),
  title: z.string().min(1),
  stage: z.string(),
  publish: z.boolean(),
  poAmount: z.number().nonnegative().describe('PO or invoice amount in rand.'),
  opportunityAmount: z.number().nonnegative(),
  profitForShare: z.number().nonnegative(),
  financeFeePercent: z.number().nonnegative().describe('Percentage points: 12.5 means 12.5 %.'),
  financeFee: z.number().nonnegative(),
  funderInterest: z.number().nonnegative(),
  funderFinancePercent: z.number().nonnegative(),
  funderProfitShareRatio: z.string(),
  debtorPaymentTermDays: z.number().int().nonnegative(),
  deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  supplierLeadTime: z.string(),
});

/** A positional row (see DEAL_CELL_LABELS) read into a Deal; issue paths are row positions. */
export const dealRowSchema = z
  .tuple([
    z.unknown(), z.unknown(), text, text, requiredText, text, text, requiredText, text,
    cell(parseFlag, 'true or false'),
    amount, amount, amount, percent, amount, amount, percent, text,
    cell(parseDays, 'a whole number of days like 30'),
    cell(parseDate, 'a date written YYYY-MM-DD'),
    text,
  ])
  .rest(z.unknown())
  .transform((c) => ({
    npi: c[2], contractCode: c[3], projectCode: c[4],
    subtitle: [c[5], c[6]].filter(Boolean).join(' - '),
    title: c[7], stage: c[8], publish: c[9],
    poAmount: c[10], opportunityAmount: c[11], profitForShare: c[12],
    financeFeePercent: c[13], financeFee: c[14], funderInterest: c[15], funderFinancePercent: c[16],
    funderProfitShareRatio: c[17], debtorPaymentTermDays: c[18], deliveryDate: c[19], supplierLeadTime: c[20],
  }))
  .pipe(dealSchema);

export type Deal = z.infer<typeof dealSchema>;
