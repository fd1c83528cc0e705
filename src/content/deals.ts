import type { Deal } from '../../schemas/deal';
import { DEAL_ROW_LENGTH, readDealRow } from './deal-row';
import { isRecord } from '../lib/is-record';

export type Log = Pick<Console, 'warn' | 'error'>;

type Source = { id: string; details: Record<string, unknown> };

// The deals answer is read as a details object with column_order and rows. It may come as
// the details object itself, one deals document, or the list of documents the query returns.
function sources(result: unknown): Source[] | undefined {
  const items = Array.isArray(result) ? result : [result];
  if (!items.every(isRecord)) return undefined;
  return items.map((item, index) => ({
    id: typeof item._id === 'string' ? `deals document "${item._id}"` : `deals item ${index}`,
    details: isRecord(item.details) ? item.details : item,
  }));
}

/**
 * Reads deals rows by position (see DEAL_CELL_LABELS in ./deal-row.ts) into Deal objects, one per
 * published row. A cell that cannot be read is kept as written, with a warning that names the row
 * and cell; a row without a project code or a readable publish cell is skipped with a warning; a
 * row whose publish cell is false is left out silently, because that is what the sheet asks for.
 * Never throws: bad input gives an empty list and a console message.
 */
export function parseDeals(result: unknown, log: Log = console): Deal[] {
  const list = sources(result);
  if (!list) {
    log.error(`Deals answer should be a deals document or a list of them, got ${JSON.stringify(result)?.slice(0, 120)}`);
    return [];
  }
  const deals: Deal[] = [];
  for (const { id, details } of list) {
    if (!Array.isArray(details.column_order)) {
      log.error('column_order property not found');
      continue;
    }
    if (!Array.isArray(details.rows)) {
      log.error(`${id} has no rows list under details.rows; no deals read from it`);
      continue;
    }
    details.rows.forEach((row: unknown, index: number) => {
      const cells = Array.isArray(row) ? row : [];
      const code = typeof cells[4] === 'string' && cells[4] !== '' ? cells[4] : String(cells[4] ?? 'unknown');
      const where = `row ${index} (project code ${code}) in ${id}`;
      if (!Array.isArray(row)) return log.warn(`Skipped deal ${where}: a row should be a list of ${DEAL_ROW_LENGTH} cells`);
      const read = readDealRow(row);
      if ('skipped' in read) return log.warn(`Skipped deal ${where}: ${read.skipped}`);
      if (!read.deal.publish) return;
      const short =
        row.length < DEAL_ROW_LENGTH ? [`the row has ${row.length} cells; ${DEAL_ROW_LENGTH} are expected (positions 0 to ${DEAL_ROW_LENGTH - 1})`] : [];
      const problems = [...short, ...read.problems];
      if (problems.length > 0) log.warn(`Deal ${where}: ${problems.join('; ')}; shown as written`);
      deals.push(read.deal);
    });
  }
  return deals;
}
