import type { Deal } from '../../schemas/deal';

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
 * - publish: true/false, or the text TRUE/FALSE (any case) as spreadsheets export it.
 * A cell that cannot be read does not cost the deal its card: it is kept as written ("TBC") and
 * shown so, and reported. Only a row without a project code (nothing to refer the investor's
 * interest to) or without a readable publish cell is left out. An empty title shows the project code.
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

/** What each used position of a deal row holds, for messages. Positions 0 and 1 are not used. */
export const DEAL_CELL_LABELS: Record<number, string> = {
  2: 'NPI',
  3: 'contract code',
  4: 'project code',
  5: 'subtitle (first part)',
  6: 'subtitle (second part)',
  7: 'title',
  8: 'stage',
  9: 'publish',
  10: 'PO or invoice amount',
  11: 'opportunity amount',
  12: 'profit for share',
  13: 'finance fee %',
  14: 'finance fee',
  15: 'funder interest',
  16: 'funder finance %',
  17: 'funder profit share ratio',
  18: 'debtor payment term (days)',
  19: 'delivery date',
  20: 'supplier lead time',
};
export const DEAL_ROW_LENGTH = 21;

type CellReader = { read: (value: unknown) => unknown; expected: string };
const cell = (read: (value: unknown) => unknown, expected: string): CellReader => ({ read, expected });
const text = cell(parseText, 'text');
const requiredText = cell((value) => parseText(value) || undefined, 'text that is not empty');
const amount = cell(parseRandAmount, 'an amount like 125000 or "R125,000"');
const percent = cell(parsePercent, 'a percentage like 12.5 or "12.5%"');

// Position -> how to read it. Written without zod on purpose: this runs in the visitor's browser
// (the live deals island), and the validation library stays at build time.
const READERS: Record<number, CellReader> = {
  2: text,
  3: text,
  4: requiredText,
  5: text,
  6: text,
  7: requiredText,
  8: text,
  9: cell(parseFlag, 'true or false'),
  10: amount,
  11: amount,
  12: amount,
  13: percent,
  14: amount,
  15: amount,
  16: percent,
  17: text,
  18: cell(parseDays, 'a whole number of days like 30'),
  19: cell(parseDate, 'a date written YYYY-MM-DD'),
  20: text,
};

/** A cell as its writer wrote it, for showing when it cannot be read: text trimmed, nothing for null or missing. */
function asWritten(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Why a row has no card: it has no project code, or no readable publish cell. */
export type SkippedRow = { skipped: string };
/** A row read into a Deal; `problems` name the cells kept as written (empty when every cell read). */
export type ReadRow = { deal: Deal; problems: string[] };

/** A positional row (see DEAL_CELL_LABELS) read into a Deal, or why it has no card. */
export function readDealRow(row: readonly unknown[]): ReadRow | SkippedRow {
  const projectCode = parseText(row[4]);
  if (!projectCode) return { skipped: `cell 4 (project code) should be ${READERS[4]!.expected}, got ${JSON.stringify(row[4]) ?? 'nothing'}` };
  const publish = parseFlag(row[9]);
  if (publish === undefined) return { skipped: `cell 9 (publish) should be true or false, got ${JSON.stringify(row[9]) ?? 'nothing'}` };
  const c: unknown[] = [];
  const problems: string[] = [];
  for (const [key, reader] of Object.entries(READERS)) {
    const position = Number(key);
    const value = reader.read(row[position]);
    if (value === undefined) {
      problems.push(`cell ${position} (${DEAL_CELL_LABELS[position]}) should be ${reader.expected}, got ${JSON.stringify(row[position]) ?? 'nothing'}`);
    }
    c[position] = value ?? asWritten(row[position]);
  }
  const [s, n, d] = [(i: number) => c[i] as string, (i: number) => c[i] as number | string, (i: number) => c[i] as string];
  return {
    problems,
    deal: {
      npi: s(2),
      contractCode: s(3),
      projectCode,
      subtitle: [s(5), s(6)].filter(Boolean).join(' - '),
      title: s(7) || projectCode,
      stage: s(8),
      publish,
      poAmount: n(10),
      opportunityAmount: n(11),
      profitForShare: n(12),
      financeFeePercent: n(13),
      financeFee: n(14),
      funderInterest: n(15),
      funderFinancePercent: n(16),
      funderProfitShareRatio: s(17),
      debtorPaymentTermDays: n(18),
      deliveryDate: d(19),
      supplierLeadTime: s(20),
    },
  };
}
