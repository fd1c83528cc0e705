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
