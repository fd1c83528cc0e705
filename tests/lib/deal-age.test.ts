import { describe, expect, it } from 'vitest';
import type { Deal } from '../../schemas/deal';
import { dayOf, dealStanding, dealsToShow, isClosingSoon, isPastDelivery } from '../../src/lib/deal-age';

const deal = (projectCode: string, deliveryDate: string) => ({ projectCode, deliveryDate }) as Deal;
const deals = [deal('A', '2025-03-28'), deal('B', '2025-04-11'), deal('C', 'TBC'), deal('D', '2025-04-20')];
const soon = { days: 14, label: 'Closing soon' };
const closed = { show: 'closed', stage: 'Closed' } as const;

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

  it('closes soon from `days` days before its delivery date to the day itself, and never with a date that could not be read', () => {
    expect(isClosingSoon(deal('B', '2025-04-11'), '2025-03-27', 14)).toBe(false);
    expect(isClosingSoon(deal('B', '2025-04-11'), '2025-03-28', 14)).toBe(true);
    expect(isClosingSoon(deal('B', '2025-04-11'), '2025-04-11', 14)).toBe(true);
    expect(isClosingSoon(deal('B', '2025-04-11'), '2025-04-12', 14)).toBe(false);
    expect(isClosingSoon(deal('B', '2025-04-11'), '2025-04-11', 0)).toBe(true);
    expect(isClosingSoon(deal('C', 'TBC'), '2025-04-11', 14)).toBe(false);
  });

  it('stands open, closing soon or closed, as the rules say', () => {
    const on = '2025-04-01';
    expect(deals.map((d) => dealStanding(d, closed, soon, on))).toEqual(['closed', 'closing-soon', 'open', 'open']);
    expect(deals.map((d) => dealStanding(d, { show: 'hidden', stage: 'Closed' }, soon, on))).toEqual([undefined, 'closing-soon', 'open', 'open']);
    expect(deals.map((d) => dealStanding(d, { show: 'open', stage: 'Closed' }, soon, on))).toEqual(['open', 'closing-soon', 'open', 'open']);
  });

  it('is shown open first, then closing soon, then closed, or left out, as the rule says', () => {
    const on = '2025-04-01';
    const shown = (rule: Parameters<typeof dealsToShow>[1]) =>
      dealsToShow(deals, rule, soon, on).map(({ deal, standing }) => `${deal.projectCode} ${standing}`);
    expect(shown(closed)).toEqual(['C open', 'D open', 'B closing-soon', 'A closed']);
    expect(shown({ show: 'hidden', stage: 'Closed' })).toEqual(['C open', 'D open', 'B closing-soon']);
    expect(shown({ show: 'open', stage: 'Closed' })).toEqual(['A open', 'C open', 'D open', 'B closing-soon']);
  });

  it('takes today as the day in UTC', () => {
    expect(dayOf(new Date('2025-03-28T23:30:00Z'))).toBe('2025-03-28');
    expect(dayOf(new Date('2025-03-29T00:10:00+02:00'))).toBe('2025-03-28');
  });
});
