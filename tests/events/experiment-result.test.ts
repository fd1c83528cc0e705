import { describe, expect, it } from 'vitest';
import { experimentResult, type VariantDay } from '../../src/events/experiment-result';

const day = (variant: string, views: number, applications: number): VariantDay => ({
  variant,
  day: 1,
  views,
  clicks: applications,
  links: {},
  applications,
  valueCents: 0,
  valueSquares: 0,
});

describe('an experiment with more than one variant', () => {
  it('shares its 5 % among the comparisons with the control: the same counts give a wider interval beside a second variant', () => {
    const alone = experimentResult('hero', 'applications', [day('control', 4000, 80), day('urgent', 4000, 120)]);
    const withAnother = experimentResult('hero', 'applications', [day('control', 4000, 80), day('urgent', 4000, 120), day('calm', 4000, 80)]);
    const urgent = (result: typeof alone) => result.variants.find((v) => v.variant === 'urgent')!.difference!;
    expect(urgent(withAnother).low).toBeLessThan(urgent(alone).low);
    expect(urgent(withAnother).high).toBeGreaterThan(urgent(alone).high);
  });
});

describe('when to stop', () => {
  it('names the better variant with the higher rate when two variants both beat the control', () => {
    // calm: 3% against the control's 1%; urgent: 5%. Both are clearly better; urgent is the one to keep.
    const result = experimentResult('hero', 'applications', [day('control', 10_000, 100), day('calm', 10_000, 300), day('urgent', 10_000, 500)]);
    expect(result.variants.map((v) => [v.variant, v.decided])).toEqual([
      ['control', undefined],
      ['calm', 'better'],
      ['urgent', 'better'],
    ]);
    expect(result.stop).toBe(
      'Stop: urgent brings more applications per view than the control, and reading the report again will not change that. End the experiment: status: ended, winner: urgent.',
    );
  });
});
