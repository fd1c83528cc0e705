import { describe, expect, it } from 'vitest';
import { differenceRange, experimentResult, type VariantDay } from '../../src/events/experiment-result';

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

  const keepRunning = 'Read this report as often as you like: looking again does not raise its 5% chance of a wrong call.';

  it('keeps an experiment running while only the control has views', () => {
    const result = experimentResult('hero', 'applications', [day('control', 200, 10)]);
    expect(result.stop).toBe(`Keep it running: no variant is better or worse than the control yet. ${keepRunning}`);
  });

  it("keeps it running while one variant is worse and the other undecided, and gives the undecided one's views still needed", () => {
    // calm: 1% against 3%, clearly worse; urgent: 3.1% against 3%, far from decided.
    const result = experimentResult('hero', 'applications', [day('control', 10_000, 300), day('calm', 10_000, 100), day('urgent', 10_000, 310)]);
    expect(result.variants.map((v) => v.decided)).toEqual([undefined, 'worse', undefined]);
    expect(result.stop).toBe(
      `Keep it running: no variant is better than the control yet, and calm is worse; if today's differences hold, about 1,627,767 more views decide it. ${keepRunning}`,
    );
  });

  it('names every variant already decided worse while another is undecided', () => {
    // calm 1% and plain 1% against 3%: both clearly worse; urgent: 3.1% against 3%, undecided.
    const result = experimentResult('hero', 'applications', [
      day('control', 10_000, 300),
      day('calm', 10_000, 100),
      day('plain', 10_000, 100),
      day('urgent', 10_000, 310),
    ]);
    expect(result.variants.map((v) => v.decided)).toEqual([undefined, 'worse', 'worse', undefined]);
    expect(result.stop).toMatch(/^Keep it running: no variant is better than the control yet, and calm and plain are worse; /);
  });

  it('gives the most views any undecided variant still needs, not the fewest', () => {
    // calm (1.2% against 2%) needs about 8,913 more views, urgent (3% against 2%) about 8,822: the experiment needs the larger.
    const result = experimentResult('hero', 'applications', [day('control', 1_000, 20), day('calm', 1_000, 12), day('urgent', 1_000, 30)]);
    expect(result.variants.map((v) => v.moreViewsNeeded)).toEqual([undefined, 8913, 8822]);
    expect(result.stop).toBe(
      `Keep it running: no variant is better or worse than the control yet; if today's differences hold, about 8,913 more views decide it. ${keepRunning}`,
    );
  });

  it('names no number of views when the variant and the control convert at the same rate', () => {
    const result = experimentResult('hero', 'applications', [day('control', 1_000, 20), day('urgent', 1_000, 20)]);
    expect(result.variants[1]!.verdict).toBe(
      'No clear difference yet: 2.0% against 2.0% (applications per view), +0%; the always-valid 95% interval of the difference, -2.39 to +2.39 points, holds zero; at equal rates no number of views decides.',
    );
    expect(result.stop).toBe(`Keep it running: no variant is better or worse than the control yet. ${keepRunning}`);
  });
});

describe('a value experiment before its first application', () => {
  it('prints no interval of the difference: nothing varies yet', () => {
    const result = experimentResult('hero', 'value', [day('control', 50, 0), day('urgent', 50, 0)]);
    expect(result.variants[1]!.verdict).toBe(
      'No clear difference yet: R0.00 against R0.00 a view, +0%; the always-valid 95% interval of the difference holds zero; at equal rates no number of views decides.',
    );
  });
});

describe("a value experiment's days, for the chart", () => {
  it('counts applications per day, not rand', () => {
    // The control's 100 views brought 2 applications worth R400 (40,000 cents) on 2026-11-23 (day 20,780).
    const control: VariantDay = {
      variant: 'control',
      day: 20_780,
      views: 100,
      clicks: 5,
      links: {},
      applications: 2,
      valueCents: 40_000,
      valueSquares: 1_000_000_000,
    };
    const result = experimentResult('hero', 'value', [
      control,
      { ...control, variant: 'urgent', applications: 1, valueCents: 10_000, valueSquares: 100_000_000 },
    ]);
    expect(result.days).toEqual([
      {
        day: '2026-11-23',
        variants: { control: { views: 100, conversions: 2 }, urgent: { views: 100, conversions: 1 } },
      },
    ]);
    expect(result.variants.map((v) => v.conversions)).toEqual([40_000, 10_000]);
  });
});

describe('the interval of a difference, in words', () => {
  it('signs each end, and writes an end at exactly zero as +', () => {
    expect(differenceRange('applications', -0.0134, -0.0026)).toBe('-1.34 to -0.26 points');
    expect(differenceRange('applications', -0.0134, 0)).toBe('-1.34 to +0.00 points');
    expect(differenceRange('value', 0, 6775)).toBe('+R0.00 to +R67.75');
    expect(differenceRange('value', -6855, 6775)).toBe('-R68.55 to +R67.75');
  });
});
