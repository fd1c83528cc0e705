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

  it('opens with the scenario in words, then the report of all 28 days, its page named by its address', () => {
    const text = demoReport();
    expect(text.split('\n').slice(0, 7)).toEqual([
      'Demo: a known funnel replayed through the report (seeded; nothing is read from or written to a database).',
      'Experiment finance-hero on /finance, 28 days from 2026-11-02, 300 views a day per variant, decided on applications:',
      // 8% press and 25% of them apply: 2.0% of views; 12% and 10%: 1.2%.
      '  control: 8% of views press finance-apply, 25% of those apply (2.0% of views)',
      '  urgent-banner: 12% of views press finance-apply, 10% of those apply (1.2% of views)',
      'urgent-banner gets more presses and fewer applications: decided on presses, it would win.',
      '',
      // 2 variants x 28 days x 300 views = 16,800 views, and 699 + 999 presses.
      'Events from 2026-11-02 to 2026-11-29 (UTC): 18498',
    ]);
    // 162 + 83 applications, worth R1,741,046.00 + R934,857.00; every visit from one Google campaign, none with an affiliate id.
    expect(text).toContain('  /finance  16800        1698        10.1%           245  R2,675,903.00               1.5%      1.3-1.7%\n');
    expect(text).toContain('  google / cpc / finance-nov  16800        1698        10.1%           245  R2,675,903.00               1.5%      1.3-1.7%\n');
    expect(text).toContain('  without affid  16800        1698        10.1%           245  R2,675,903.00               1.5%      1.3-1.7%\n');
  });

  it('leaves one empty line between the report and what follows it, and ends with one line break', () => {
    const text = demoReport();
    expect(text).toContain('winner: control.\n\nRead every evening, the verdict on applications first said stop on 2026-11-11');
    expect(text.endsWith('winner: urgent-banner.\n')).toBe(true);
  });

  it('gives one conversion per application, each tied to a press by a click id as a browser makes one', () => {
    const { rows, conversions } = demoRows();
    expect(conversions).toHaveLength(162 + 83);
    const clickIds = rows.filter((r) => r.type === 'click').map((r) => r.clickId ?? '');
    expect(clickIds).toHaveLength(699 + 999);
    expect(clickIds.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
    expect(new Set(clickIds).size).toBe(clickIds.length);
  });
});
