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

  it('keeps a row with a cell it cannot read, shows that cell as written, and warns naming the row and cell', () => {
    const l = log();
    const deals = parseDeals({ _id: 'q1', details: { column_order: COLUMNS, rows: [row(), row({ 4: 'MD2', 11: 'soon', 19: '28/03/2025' })] } }, l);
    expect(deals.map((deal) => deal.projectCode)).toEqual(['MD1', 'MD2']);
    expect(deals[1]).toMatchObject({ opportunityAmount: 'soon', deliveryDate: '28/03/2025', poAmount: 125000 });
    expect(l.warn.mock.calls).toEqual([
      [
        'Deal row 1 (project code MD2) in deals document "q1": cell 11 (opportunity amount) should be an amount like 125000 or "R125,000", got "soon"; ' +
          'cell 19 (delivery date) should be a date written YYYY-MM-DD, got "28/03/2025"; shown as written',
      ],
    ]);
  });

  it('keeps a short row and a row with an empty title or null cells, showing the project code as the title', () => {
    const l = log();
    const deals = parseDeals({ details: { column_order: COLUMNS, rows: [row().slice(0, 12), row({ 4: 'MD3', 7: null, 10: null })] } }, l);
    expect(deals.map((deal) => [deal.projectCode, deal.title, deal.poAmount, deal.supplierLeadTime])).toEqual([
      ['MD1', 'Roof repairs', 125000, ''],
      ['MD3', 'MD3', '', '14 days'],
    ]);
    const messages = l.warn.mock.calls.map((call) => String(call[0]));
    expect(messages[0]).toMatch(/^Deal row 0 \(project code MD1\) in deals item 0: the row has 12 cells; 21 are expected .*; shown as written$/);
    expect(messages[1]).toMatch(/^Deal row 1 \(project code MD3\).*cell 7 \(title\) should be text that is not empty, got null; cell 10 .* got null; shown as written$/);
  });

  it('skips only rows with no project code, rows that are not lists and rows without a readable publish cell, naming each', () => {
    const l = log();
    const rows = ['MD4', row({ 4: ' ' }), row({ 4: null }), row({ 4: 'MD5', 9: 'maybe' })];
    expect(parseDeals({ details: { column_order: COLUMNS, rows } }, l)).toEqual([]);
    expect(l.warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'Skipped deal row 0 (project code unknown) in deals item 0: a row should be a list of 21 cells',
      'Skipped deal row 1 (project code  ) in deals item 0: cell 4 (project code) should be text that is not empty, got " "',
      'Skipped deal row 2 (project code unknown) in deals item 0: cell 4 (project code) should be text that is not empty, got null',
      'Skipped deal row 3 (project code MD5) in deals item 0: cell 9 (publish) should be true or false, got "maybe"',
    ]);
  });

  it('skips a row whose publish cell says Yes or On: only true and false are read, so no deal goes live by a guess', () => {
    const l = log();
    const rows = [row({ 4: 'YES', 9: 'Yes' }), row({ 4: 'ON', 9: 'On' }), row({ 4: 'NO', 9: 'No' })];
    expect(parseDeals({ details: { column_order: COLUMNS, rows } }, l)).toEqual([]);
    expect(l.warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'Skipped deal row 0 (project code YES) in deals item 0: cell 9 (publish) should be true or false, got "Yes"',
      'Skipped deal row 1 (project code ON) in deals item 0: cell 9 (publish) should be true or false, got "On"',
      'Skipped deal row 2 (project code NO) in deals item 0: cell 9 (publish) should be true or false, got "No"',
    ]);
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
    // A no-break space, as a spreadsheet set to South African number format groups thousands.
    ['R125\u00a0000', 125000], ['1\u00a0250\u00a0000.50', 1250000.5],
    ['r99.95', 99.95], ['0', 0],
  ])('reads %j as %d', (input, expected) => expect(parseRandAmount(input)).toBe(expected));

  it.each([['1,5'], ['12,34'], ['R'], [''], ['-5'], [-5], ['TBC'], [null], [Number.NaN], ['125 00']])('rejects %j', (input) => {
    expect(parseRandAmount(input)).toBeUndefined();
  });
});
