import { describe, expect, it } from 'vitest';
import { daysBetween, formatDay, formatDayIn, isRealDay } from '../../src/lib/day-text';

describe('formatDay', () => {
  it('writes a day as "15 Mar 2024", with no leading zero', () => {
    expect(formatDay('2024-03-15')).toBe('15 Mar 2024');
    expect(formatDay('2025-01-05')).toBe('5 Jan 2025');
    expect(formatDay('2025-12-31')).toBe('31 Dec 2025');
  });

  it('returns text that is not a real day unchanged', () => {
    expect(formatDay('2024-02-30')).toBe('2024-02-30');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatDayIn', () => {
  it('writes a day as the language does, and as formatDay in the default language', () => {
    expect(formatDayIn('af', '2024-03-15')).toBe('15 Mrt. 2024');
    expect(formatDayIn(undefined, '2024-03-15')).toBe('15 Mar 2024');
  });

  it('returns text that is not a real day unchanged', () => {
    expect(formatDayIn('af', '2024-02-30')).toBe('2024-02-30');
  });
});

describe('isRealDay and daysBetween', () => {
  it('accepts leap days only in leap years', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2025-02-29')).toBe(false);
  });

  it('counts whole days between two days', () => {
    expect(daysBetween('2024-01-31', '2024-03-01')).toBe(30);
    expect(daysBetween('2024-03-01', '2024-01-31')).toBe(-30);
  });
});
