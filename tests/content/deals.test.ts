import { describe, expect, it, vi } from 'vitest';
import { parseRandAmount } from '../../src/content/deal-row';
import { parseDeals } from '../../src/content/deals';

const COLUMNS = Array.from({ length: 21 }, (_, i) => `c${i}`);
const row = (overrides: Record<number, unknown> = {}): unknown[] => {
  const cells: unknown[] = [7, '2025-01-14T09:12:00Z', 'NPI-1', 'K-1', 'MD1', 'Main Contractor', 'Construction', 'Roof repairs',
    'Funding open', true, 'R125,000', 90000, '22 500', '10%', 9000, 4500, 5, '50:50', '30 days', '2025-03-28', '14 days'];
  for (const [position, value] of Object.entries(overrides)) cells[Number(position)] = value;
  return cells;
};
const log = () => ({ warn: vi.fn(), error: vi.fn() });

describe('parseDeals', () => {
  it('reads a row by position into a deal', () => {
    expect(parseDeals({ details: { column_order: COLUMNS, rows: [row()] } }, log())).toEqual([
      {
        npi: 'NPI-1', contractCode: 'K-1', projectCode: 'MD1', subtitle: 'Main Contractor - Construction',
        title: 'Roof repairs', stage: 'Funding open', publish: true, poAmount: 125000, opportunityAmount: 90000,
        profitForShare: 22500, financeFeePercent: 10, financeFee: 9000, funderInterest: 4500, funderFinancePercent: 5,
        funderProfitShareRatio: '50:50', debtorPaymentTermDays: 30, deliveryDate: '2025-03-28', supplierLeadTime: '14 days',
      },
    ]);
  });

  it('concatenates the rows of a list of deals documents', () => {
    const docs = [
      { _id: 'a', details: { column_order: COLUMNS, rows: [row({ 4: 'A1' })] } },
      { _id: 'b', details: { column_order: COLUMNS, rows: [row({ 4: 'B1' }), row({ 4: 'B2' })] } },
    ];
    expect(parseDeals(docs, log()).map((deal) => deal.projectCode)).toEqual(['A1', 'B1', 'B2']);
  });

  it('shows a subtitle with one empty part without the dash', () => {
    const [deal] = parseDeals({ details: { column_order: COLUMNS, rows: [row({ 6: '' })] } }, log());
    expect(deal?.subtitle).toBe('Main Contractor');
  });

  it('skips a row with a wrong-typed cell and names its index and project code', () => {
    const l = log();
    const deals = parseDeals({ _id: 'q1', details: { column_order: COLUMNS, rows: [row(), row({ 4: 'MD2', 11: 'soon' })] } }, l);
    expect(deals).toHaveLength(1);
    expect(l.warn).toHaveBeenCalledWith(
      'Skipped deal row 1 (project code MD2) in deals document "q1": cell 11 (opportunity amount) should be an amount like 125000 or "R125,000", got "soon"',
    );
  });

  it('skips short rows, rows that are not lists, and rows with null or empty required cells', () => {
    const l = log();
    const rows = [row().slice(0, 12), 'MD3', row({ 7: null }), row({ 4: ' ' }), row({ 19: '28/03/2025' })];
    expect(parseDeals({ details: { column_order: COLUMNS, rows } }, l)).toEqual([]);
    const messages = l.warn.mock.calls.map((call) => String(call[0]));
    expect(messages[0]).toMatch(/row 0 \(project code MD1\).*has 12 cells; 21 are expected/);
    expect(messages[1]).toMatch(/row 1 .*should be a list of 21 cells/);
    expect(messages[2]).toMatch(/cell 7 \(title\) should be text that is not empty, got null/);
    expect(messages[3]).toMatch(/cell 4 \(project code\) should be text that is not empty/);
    expect(messages[4]).toMatch(/cell 19 \(delivery date\) should be a date written YYYY-MM-DD/);
  });

  it('leaves out rows whose publish cell is false, without a warning', () => {
    const l = log();
    const rows = [row({ 4: 'ON', 9: 'TRUE' }), row({ 4: 'OFF', 9: 'false' }), row({ 4: 'NO', 9: false })];
    expect(parseDeals({ details: { column_order: COLUMNS, rows } }, l).map((deal) => deal.projectCode)).toEqual(['ON']);
    expect(l.warn).not.toHaveBeenCalled();
  });

  it('logs "column_order property not found" and returns nothing without column_order', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseDeals({ details: { rows: [row()] } })).toEqual([]);
    expect(error).toHaveBeenCalledWith('column_order property not found');
    error.mockRestore();
  });

  it('accepts the details object itself and an empty list of documents', () => {
    expect(parseDeals({ column_order: COLUMNS, rows: [row()] }, log())).toHaveLength(1);
    const l = log();
    expect(parseDeals([], l)).toEqual([]);
    expect(l.error).not.toHaveBeenCalled();
  });

  it('logs an error for an answer that is not a document', () => {
    const l = log();
    expect(parseDeals(null, l)).toEqual([]);
    expect(parseDeals(['x'], l)).toEqual([]);
    expect(l.error).toHaveBeenCalledTimes(2);
  });
});

describe('parseRandAmount', () => {
  it.each([
    [125000, 125000], ['125000', 125000], ['R125,000', 125000], ['R 125 000', 125000], ['ZAR 1,250,000.50', 1250000.5],
    ['r99.95', 99.95], ['0', 0],
  ])('reads %j as %d', (input, expected) => expect(parseRandAmount(input)).toBe(expected));

  it.each([['1,5'], ['12,34'], ['R'], [''], ['-5'], [-5], ['TBC'], [null], [Number.NaN], ['125 00']])('rejects %j', (input) => {
    expect(parseRandAmount(input)).toBeUndefined();
  });
});
