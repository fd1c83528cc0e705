import { describe, expect, it } from 'vitest';
import type { Deal } from '../../schemas/deal';
import { dayOf, dealsToShow, isPastDelivery } from '../../src/lib/deal-age';

const deal = (projectCode: string, deliveryDate: string) => ({ projectCode, deliveryDate }) as Deal;
const deals = [deal('A', '2025-03-28'), deal('B', '2025-04-11'), deal('C', 'TBC')];

describe('deal age: a deal whose delivery date has passed', () => {
  it('has passed from the day after its delivery date', () => {
    expect(isPastDelivery(deal('A', '2025-03-28'), '2025-03-28')).toBe(false);
    expect(isPastDelivery(deal('A', '2025-03-28'), '2025-03-29')).toBe(true);
    expect(isPastDelivery(deal('A', '2024-12-31'), '2025-01-01')).toBe(true);
  });

  it('never has passed when its date could not be read', () => {
    expect(isPastDelivery(deal('C', 'TBC'), '2030-01-01')).toBe(false);
    expect(isPastDelivery(deal('C', ''), '2030-01-01')).toBe(false);
  });

  it('is shown closed, left out or open, as the rule says', () => {
    const on = '2025-04-01';
    expect(dealsToShow(deals, { show: 'closed', stage: 'Closed' }, on).map(({ deal, closed }) => [deal.projectCode, closed])).toEqual([
      ['A', true],
      ['B', false],
      ['C', false],
    ]);
    expect(dealsToShow(deals, { show: 'hidden', stage: 'Closed' }, on).map(({ deal }) => deal.projectCode)).toEqual(['B', 'C']);
    expect(dealsToShow(deals, { show: 'open', stage: 'Closed' }, on).map(({ closed }) => closed)).toEqual([false, false, false]);
  });

  it('takes today as the day in UTC', () => {
    expect(dayOf(new Date('2025-03-28T23:30:00Z'))).toBe('2025-03-28');
    expect(dayOf(new Date('2025-03-29T00:10:00+02:00'))).toBe('2025-03-28');
  });
});
