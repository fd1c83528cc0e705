import { describe, expect, it } from 'vitest';
import { compare } from '../../src/events/experiment-result';
import { wilson } from '../../src/events/stats';

const rate = (views: number, total: number) => ({ views, total, squares: total });

describe('the report statistics', () => {
  it('Wilson interval of 100 in 1,000: 8.29% to 12.02%', () => {
    const { low, high } = wilson(100, 1000);
    expect(low).toBeCloseTo(0.0829, 4);
    expect(high).toBeCloseTo(0.1202, 4);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  // The numbers are the sequential verdict's (tests/experiments/sequential-verdict.test.ts works them by hand).
  it('says in plain words what the numbers mean', () => {
    // 13% against 10% of 1,000 views each: a fixed-sample z-test says p = 0.035, but one reading
    // among many; the always-valid interval still holds zero.
    expect(compare('presses', rate(1000, 100), rate(1000, 130)).verdict).toBe(
      'No clear difference yet: 13.0% against 10.0% (CTA clicks per view), +30%; the always-valid 95% interval of the difference, -2.44 to +8.44 points, holds zero; about 2,809 more views of this variant and the control would decide a difference of this size.',
    );
    expect(compare('applications', rate(10_000, 200), rate(10_000, 120)).verdict).toBe(
      'Worse than the control: 1.2% against 2.0% (applications per view), -40%; the always-valid 95% interval of the difference, -1.34 to -0.26 points, leaves out zero.',
    );
    expect(compare({ presses: 'apply' }, rate(500, 50), rate(500, 55)).verdict).toBe(
      'No clear difference yet: 11.0% against 10.0% (presses of apply per view), +10%; the always-valid 95% interval of the difference, -8.00 to +10.00 points, holds zero; about 34,102 more views of this variant and the control would decide a difference of this size.',
    );
    expect(compare('presses', rate(50, 5), rate(50, 5)).verdict).toBe(
      'No clear difference yet: 10.0% against 10.0% (CTA clicks per view), +0%; the always-valid 95% interval of the difference, -73.68 to +73.68 points, holds zero; at equal rates no number of views decides.',
    );
    expect(compare('presses', rate(0, 0), rate(10, 1)).verdict).toBe('No views of the control yet: nothing to compare with.');
    expect(compare('presses', rate(10, 1), rate(0, 0)).verdict).toBe('No views of this variant yet.');
    // Value in cents: 50 applications of R2,000 in 1,000 views against 30.
    expect(
      compare('value', { views: 1_000, total: 10_000_000, squares: 50 * 200_000 ** 2 }, { views: 1_000, total: 6_000_000, squares: 30 * 200_000 ** 2 }).verdict,
    ).toBe(
      'No clear difference yet: R60.00 against R100.00 a view, -40%; the always-valid 95% interval of the difference, -R106.78 to +R26.78, holds zero; about 2,221 more views of this variant and the control would decide a difference of this size.',
    );
  });
});
