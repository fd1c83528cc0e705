import { describe, expect, it } from 'vitest';
import { compare } from '../../src/events/report';
import { normalCdf, sampleSizePerVariant, twoProportionTest, wilson } from '../../src/events/stats';

// The worked example: control 100 conversions in 1,000 views (10%), variant 130 in 1,000 (13%).
// By hand: pooled rate 230 / 2000 = 0.115; standard error sqrt(0.115 x 0.885 x (1/1000 + 1/1000))
// = 0.014267; z = 0.03 / 0.014267 = 2.1027; two-sided p = 2 x (1 - PHI(2.1027)) = 0.0355.
describe('the report statistics', () => {
  it('normal CDF: PHI(1.96) = 0.975', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 5);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
  });

  it('Wilson interval of 100 in 1,000: 8.29% to 12.02%', () => {
    const { low, high } = wilson(100, 1000);
    expect(low).toBeCloseTo(0.0829, 4);
    expect(high).toBeCloseTo(0.1202, 4);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('two-proportion z-test of 10% against 13% on 1,000 views each: z = 2.103, p = 0.035', () => {
    const { z, p } = twoProportionTest({ conversions: 100, n: 1000 }, { conversions: 130, n: 1000 });
    expect(z).toBeCloseTo(2.1027, 4);
    expect(p).toBeCloseTo(0.0355, 4);
  });

  it('views per variant to detect 10% against 13% at 5% significance and 80% power: 1,774', () => {
    // (1.96 x sqrt(2 x 0.115 x 0.885) + 0.8416 x sqrt(0.09 + 0.1131))^2 / 0.03^2 = 1.2636^2 / 0.0009
    expect(sampleSizePerVariant(0.1, 0.13)).toBe(1774);
    expect(sampleSizePerVariant(0.1, 0.1)).toBe(Infinity);
  });

  it('says in plain words what the numbers mean', () => {
    expect(compare({ views: 1000, conversions: 100 }, { views: 1000, conversions: 130 }).verdict).toBe(
      'This variant converts better than the control: 13.0% against 10.0% (+30%); a difference this large would arise by chance less than 5% of the time (p = 0.035).',
    );
    expect(compare({ views: 500, conversions: 50 }, { views: 500, conversions: 55 }).verdict).toBe(
      'No clear difference yet: 11.0% against 10.0% (+10%), p = 0.606; about 14,251 more views per variant would show whether a change of this size is real.',
    );
    expect(compare({ views: 40, conversions: 2 }, { views: 40, conversions: 3 }).verdict).toBe('Too early: 7.5% against 5.0% (+50%), but fewer than 5 conversions in a variant; keep it running.');
    expect(compare({ views: 0, conversions: 0 }, { views: 10, conversions: 1 }).verdict).toBe('No views of the control yet: nothing to compare with.');
  });
});
