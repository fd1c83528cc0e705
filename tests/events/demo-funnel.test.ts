// The marketer's simulation (landing-engine report --demo): a known funnel where the variant with
// more presses brings fewer applications. The verdict on applications picks the control; the same
// visits decided on presses would pick the variant. Seeded: the same figures on every machine.
import { describe, expect, it } from 'vitest';
import { demoReport, demoRows } from '../../src/events/demo-funnel';
import { buildReport } from '../../src/events/report';

describe('the demo funnel', () => {
  it('gives urgent-banner more presses and fewer applications than the control', () => {
    const { rows, conversions } = demoRows();
    const report = buildReport(rows, { from: '2026-11-02', to: '2026-11-29' }, undefined, undefined, {
      conversions,
      goals: { 'finance-hero': 'applications' },
    });
    expect(report.byVariant).toEqual([
      { key: 'finance-hero / urgent-banner', views: 8400, clicks: 999, applications: 83, valueCents: 93485700 },
      { key: 'finance-hero / control', views: 8400, clicks: 699, applications: 162, valueCents: 174104600 },
    ]);
    const [control, banner] = report.experiments[0]!.variants;
    expect([control!.variant, control!.conversions, banner!.variant, banner!.conversions, banner!.decided]).toEqual([
      'control',
      162,
      'urgent-banner',
      83,
      'worse',
    ]);
  });

  it('stops with the control, the variant with more applications, not the one with more presses', () => {
    const text = demoReport();
    expect(text).toContain(
      [
        'Experiment finance-hero, decided on applications',
        '  variant        views  applications  rate  95% interval  uplift  difference (always valid)  more views needed',
        '  control         8400           162  1.9%      1.7-2.2%',
        '  urgent-banner   8400            83  1.0%      0.8-1.2%  -48.8%      -1.50 to -0.38 points                  0',
      ].join('\n'),
    );
    expect(text).toContain('  Stop: the control brings more applications per view than the variant. End the experiment: status: ended, winner: control.\n');
    expect(text).toContain('Read every evening, the verdict on applications first said stop on 2026-11-11 (day 10 of 28)');
    expect(text).toContain(
      'Decided on presses of finance-apply instead, the same visits would say: Stop: urgent-banner brings more presses of finance-apply per view than the control, and reading the report again will not change that. End the experiment: status: ended, winner: urgent-banner.\n',
    );
  });
});
