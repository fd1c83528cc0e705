import { describe, expect, it } from 'vitest';
import { moveDates } from '../../src/lib/move-dates';

describe('moving the dates of seed content', () => {
  it('moves days, and dates with a time (kept as written), by whole days, across months and years', () => {
    expect(moveDates(['2025-03-28', '2025-01-14T09:12:00Z', '2025-03-28 09:00', '2024-12-31T23:59:59.5+02:00'], 3)).toEqual([
      '2025-03-31',
      '2025-01-17T09:12:00Z',
      '2025-03-31 09:00',
      '2025-01-03T23:59:59.5+02:00',
    ]);
    expect(moveDates('2025-03-01', -1)).toBe('2025-02-28');
    expect(moveDates('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('leaves every other text, and a day that does not exist, as it is', () => {
    const other = ['TBC', 'NPI-2025-014', 'DPW-GP-0457/2024', 'x2025-03-28', '2025-03-28x', '2025-02-30', '28/03/2025', ''];
    expect(moveDates(other, 20)).toEqual(other);
  });

  it('walks objects and lists at any depth, and keeps numbers, flags and nulls', () => {
    const doc = { _id: 'deals-1', publish: true, n: 7, none: null, details: { rows: [[101, '2025-01-14T09:12:00Z', 'MD1', 30, '2025-03-28']] } };
    expect(moveDates(doc, 10)).toEqual({
      _id: 'deals-1',
      publish: true,
      n: 7,
      none: null,
      details: { rows: [[101, '2025-01-24T09:12:00Z', 'MD1', 30, '2025-04-07']] },
    });
    // Nothing to move: the very same value back.
    expect(moveDates(doc, 0)).toBe(doc);
  });
});
