import { describe, expect, it, vi } from 'vitest';
import { parseRandAmount, readDealRow } from '../../src/content/deal-row';
import { parseDeals } from '../../src/content/deals';

const COLUMNS = Array.from({ length: 21 }, (_, i) => `c${i}`);
const row = (overrides: Record<number, unknown> = {}): unknown[] => {
  const cells: unknown[] = [
    7,
    '2025-01-14T09:12:00Z',
    'NPI-1',
    'K-1',
    'MD1',
    'Main Contractor',
    'Construction',
    'Roof repairs',
    'Funding open',
    true,
    'R125,000',
    90000,
    '22 500',
    '10%',
    9000,
    4500,
    5,
    '50:50',
    '30 days',
    '2025-03-28',
    '14 days',
  ];
  for (const [position, value] of Object.entries(overrides)) cells[Number(position)] = value;
  return cells;
};
const log = () => ({ warn: vi.fn(), error: vi.fn() });

describe('parseDeals', () => {
  it('reads a row by position into a deal', () => {
    expect(parseDeals({ details: { column_order: COLUMNS, rows: [row()] } }, log())).toEqual([
      {
        npi: 'NPI-1',
        contractCode: 'K-1',
        projectCode: 'MD1',
        subtitle: 'Main Contractor - Construction',
        title: 'Roof repairs',
        stage: 'Funding open',
        publish: true,
        poAmount: 125000,
        opportunityAmount: 90000,
        profitForShare: 22500,
        financeFeePercent: 10,
        financeFee: 9000,
        funderInterest: 4500,
        funderFinancePercent: 5,
        funderProfitShareRatio: '50:50',
        debtorPaymentTermDays: 30,
        deliveryDate: '2025-03-28',
        supplierLeadTime: '14 days',
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
    expect(messages[1]).toMatch(
      /^Deal row 1 \(project code MD3\).*cell 7 \(title\) should be text that is not empty, got null; cell 10 .* got null; shown as written$/,
    );
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
    [125000, 125000],
    ['125000', 125000],
    ['R125,000', 125000],
    ['R 125 000', 125000],
    ['ZAR 1,250,000.50', 1250000.5],
    // A no-break space, as a spreadsheet set to South African number format groups thousands.
    ['R125\u00a0000', 125000],
    ['1\u00a0250\u00a0000.50', 1250000.5],
    ['r99.95', 99.95],
    ['0', 0],
  ])('reads %j as %d', (input, expected) => expect(parseRandAmount(input)).toBe(expected));

  it.each([['1,5'], ['12,34'], ['R'], [''], ['-5'], [-5], ['TBC'], [null], [Number.NaN], ['125 00']])('rejects %j', (input) => {
    expect(parseRandAmount(input)).toBeUndefined();
  });
});

describe('each cell as people type it', () => {
  /** The deal field a cell fills, and the problems the row then has. */
  const read = (position: number, value: unknown, field: string) => {
    const result = readDealRow(row({ [position]: value }));
    if ('skipped' in result) return result.skipped;
    return [(result.deal as unknown as Record<string, unknown>)[field], result.problems];
  };

  it.each([
    [30, 30],
    ['30 days', 30],
    ['1 day', 1],
    [' 30 days ', 30],
    ['30days', 30],
    ['30', 30],
    [0, 0],
  ])('reads the payment term %j as %j days', (value, days) => expect(read(18, value, 'debtorPaymentTermDays')).toEqual([days, []]));

  it.each([[30.5], [-1], ['x30'], ['30 days late'], ['about 30'], ['30 weeks']])('keeps the payment term %j as written, with a problem', (value) => {
    expect(read(18, value, 'debtorPaymentTermDays')).toEqual([
      String(value),
      [`cell 18 (debtor payment term (days)) should be a whole number of days like 30, got ${JSON.stringify(value)}`],
    ]);
  });

  it.each([
    [12.5, 12.5],
    ['12.5%', 12.5],
    ['12.5 %', 12.5],
    [' 10% ', 10],
    ['12.55', 12.55],
    ['10', 10],
    [0, 0],
  ])('reads the finance fee %j as %j percent', (value, percent) => expect(read(13, value, 'financeFeePercent')).toEqual([percent, []]));

  it.each([[-5], [Number.POSITIVE_INFINITY], ['x10'], ['10%x'], ['12.5abc%'], ['1.x%'], ['ten']])(
    'keeps the finance fee %j as written, with a problem',
    (value) => {
      const [, problems] = read(13, value, 'financeFeePercent') as [unknown, string[]];
      expect(problems).toEqual([`cell 13 (finance fee %) should be a percentage like 12.5 or "12.5%", got ${JSON.stringify(value) ?? 'nothing'}`]);
    },
  );

  it.each([
    ['2025-03-28', '2025-03-28'],
    ['2025-03-28T09:00:00Z', '2025-03-28'],
    ['2025-03-28 09:00', '2025-03-28'],
    [' 2025-03-28 ', '2025-03-28'],
  ])('reads the delivery date %j as %s', (value, day) => expect(read(19, value, 'deliveryDate')).toEqual([day, []]));

  it.each([['x2025-03-28'], ['2025-03-28x'], ['2025-02-30'], ['2025-13-01'], [20250328], ['28/03/2025']])(
    'keeps the delivery date %j as written, with a problem',
    (value) => {
      expect(read(19, value, 'deliveryDate')).toEqual([
        String(value),
        [`cell 19 (delivery date) should be a date written YYYY-MM-DD, got ${JSON.stringify(value)}`],
      ]);
    },
  );

  it('reads a number as text where text belongs, trims text, and shows a cell it cannot read as written, trimmed', () => {
    expect(read(7, 42, 'title')).toEqual(['42', []]);
    expect(read(7, ' Roof repairs ', 'title')).toEqual(['Roof repairs', []]);
    expect(read(17, Number.POSITIVE_INFINITY, 'funderProfitShareRatio')).toEqual([
      'Infinity',
      ['cell 17 (funder profit share ratio) should be text, got null'],
    ]);
    expect(read(10, ' TBC ', 'poAmount')).toEqual(['TBC', ['cell 10 (PO or invoice amount) should be an amount like 125000 or "R125,000", got " TBC "']]);
    expect(read(10, true, 'poAmount')).toEqual(['true', ['cell 10 (PO or invoice amount) should be an amount like 125000 or "R125,000", got true']]);
    expect(read(10, 0, 'poAmount')).toEqual([0, []]);
    expect(read(10, ' R125,000 ', 'poAmount')).toEqual([125000, []]);
    expect(read(10, undefined, 'poAmount')).toEqual(['', ['cell 10 (PO or invoice amount) should be an amount like 125000 or "R125,000", got nothing']]);
  });

  it('reads publish as true or false in any case and spacing, and skips a row whose publish cell is a number or missing', () => {
    expect(read(9, ' True ', 'publish')).toEqual([true, []]);
    expect(read(9, 1, 'publish')).toBe('cell 9 (publish) should be true or false, got 1');
    expect(read(9, undefined, 'publish')).toBe('cell 9 (publish) should be true or false, got nothing');
    expect(read(4, undefined, 'projectCode')).toBe('cell 4 (project code) should be text that is not empty, got nothing');
  });
});
