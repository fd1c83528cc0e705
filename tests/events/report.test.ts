import { describe, expect, it } from 'vitest';
import type { ConversionRow } from '../../schemas/conversions';
import type { EventRow } from '../../schemas/event';
import { experimentChart } from '../../src/events/chart-svg';
import { formatReport } from '../../src/events/format-report';
import { rateAxis } from '../../src/events/axis';
import { pageUrls } from '../../src/events/page-urls';
import { compare } from '../../src/events/experiment-result';
import { buildReport, countRows } from '../../src/events/report';
import { DAY1, DAY2, row } from '../helpers/event-rows';
import { fixtureModel } from '../helpers/fixture-site';

const rows: EventRow[] = [
  row({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring' }),
  row({ variant: 'quote-first', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', affid: true }),
  row({
    variant: 'quote-first',
    type: 'click',
    link: 'tender-quote',
    block: 'hero',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    affid: true,
  }),
  row({ ts: DAY2, page: 'invest', experiment: '', variant: '' }),
  row({ ts: DAY2, page: 'invest', experiment: '', variant: '', type: 'click', link: 'investor-form', block: 'deals' }),
];

/** A table's row: views and clicks, and no applications (these rows have no conversions). */
const tally = (key: string, views: number, clicks: number) => ({ key, views, clicks, applications: 0, valueCents: 0 });

describe('npm run report', () => {
  it('counts views and clicks by page, link template, campaign and affiliate presence, and per variant', () => {
    const report = buildReport(rows, { from: '2026-11-23', to: '2026-11-24' });
    expect(report.byPage).toEqual([tally('tender-bid', 2, 1), tally('invest', 1, 1)]);
    expect(report.byLink).toEqual([tally('investor-form', 0, 1), tally('tender-quote', 0, 1)]);
    expect(report.byCampaign).toEqual([tally('google / cpc / spring', 2, 1), tally('(none)', 1, 1)]);
    expect(report.byAffiliate).toEqual([tally('without affid', 2, 1), tally('with affid', 1, 1)]);
    expect(report.byVariant).toEqual([tally('tender-hero / quote-first', 1, 1), tally('tender-hero / control', 1, 0)]);
    expect(report.funnel).toBe(false);
    const [experiment] = report.experiments;
    expect(experiment!.variants.map((v) => [v.variant, v.views, v.conversions, v.rate])).toEqual([
      ['control', 1, 0, 0],
      ['quote-first', 1, 1, 1],
    ]);
    expect(experiment!.days.map((d) => d.day)).toEqual(['2026-11-23']);
  });

  it('prints the tables and writes a self-contained SVG chart per experiment', () => {
    const report = buildReport(rows, { from: '2026-11-23', to: '2026-11-24' });
    const text = formatReport(report);
    expect(text).toContain('Events from 2026-11-23 to 2026-11-24 (UTC): 5');
    expect(text).toContain('  google / cpc / spring      2           1        50.0%');
    expect(text).toContain(
      '  quote-first: No clear difference yet: 100.0% against 0.0% (CTA clicks per view); the always-valid 95% interval of the difference, -100.00 to +100.00 points, holds zero; about 122 more views of this variant and the control would decide a difference of this size.',
    );
    const svg = experimentChart(report.experiments[0]!);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>tender-hero: conversion rate to date, with 95% intervals</title>');
    expect(svg).not.toMatch(/<script|href=/);
  });

  it('prints text from visitors without control or bidirectional characters (issue 25)', () => {
    // A C1 control (U+009B starts a terminal escape), a right-to-left override and an isolate,
    // as a crafted utm value stored them; the text around them stays readable.
    const crafted = [row({ utmSource: 'evil\u009b31m', utmMedium: 'cpc\u202egnp.exe', utmCampaign: 'a\u2066b\u0085c' })];
    const text = formatReport(buildReport(crafted, { from: '2026-11-23', to: '2026-11-23' }));
    expect(text).toContain('  evil\ufffd31m / cpc\ufffdgnp.exe / a\ufffdb\ufffdc      1           0         0.0%');
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('a site of several languages', () => {
  const languages = [
    { name: 'English', prefix: '' },
    { name: 'Afrikaans', prefix: '/af' },
    { name: 'isiZulu', prefix: '/zu' },
  ];
  const inLanguages: EventRow[] = [
    row({ page: 'home', pattern: '/', experiment: '', variant: '' }),
    row({ page: 'home', pattern: '/af', experiment: '', variant: '' }),
    row({ page: 'tender-finance', pattern: '/af/tender-finance-in-{city}', city: 'cape-town', experiment: '', variant: '' }),
    row({
      page: 'tender-finance',
      pattern: '/af/tender-finance-in-{city}',
      city: 'cape-town',
      experiment: '',
      variant: '',
      type: 'click',
      link: 'finance-apply',
    }),
    row({ page: 'home', pattern: '/zu', experiment: '', variant: '' }),
    // /afrikaans-finance is an English page whose path starts with the letters of /af.
    row({ page: 'home', pattern: '/afrikaans-finance', experiment: '', variant: '' }),
  ];

  it("counts each language's pages together, by the prefix of their path pattern", () => {
    const report = buildReport(inLanguages, { from: '2026-11-23', to: '2026-11-23' }, undefined, languages);
    expect(report.byLanguage).toEqual([tally('Afrikaans', 2, 1), tally('English', 2, 0), tally('isiZulu', 1, 0)]);
    const text = formatReport(report);
    expect(text).toContain(
      'By language\n  language   views  CTA clicks  clicks/view\n  Afrikaans      2           1        50.0%\n  English        2           0         0.0%\n  isiZulu        1           0         0.0%',
    );
    expect(text).toContain('  - language: the language of the page the visitor saw (its address under /af, /zu, ...).');
  });

  it('prints no language table for a site of one language', () => {
    const report = buildReport(inLanguages, { from: '2026-11-23', to: '2026-11-23' });
    expect(report.byLanguage).toBeUndefined();
    // Its one language named: still no table of one row.
    expect(buildReport(inLanguages, { from: '2026-11-23', to: '2026-11-23' }, undefined, [{ name: 'English', prefix: '' }]).byLanguage).toBeUndefined();
    expect(formatReport(report)).not.toContain('By language');
  });
});

describe('a report a marketer reads without help', () => {
  const urls = { 'tender-bid': '/tolatenderpro-tender-search-bid-preparation-and-submission', invest: '/invest' };
  const withOld = [...rows, row({ ts: DAY2, page: 'old-promo', experiment: '', variant: '' })];

  it('names pages by their address, and a page that is gone by its file', () => {
    expect(buildReport(withOld, { from: '2026-11-23', to: '2026-11-24' }, urls).byPage.map((t) => t.key)).toEqual([
      '/tolatenderpro-tender-search-bid-preparation-and-submission',
      '/invest',
      'old-promo (no longer a page)',
    ]);
    expect(pageUrls(fixtureModel())).toEqual({ finance: '/finance', home: '/', privacy: '/privacy', tour: '/tour' });
  });

  it('explains each column in one line under the first table that has it', () => {
    expect(formatReport(buildReport(withOld, { from: '2026-11-23', to: '2026-11-24' }, urls))).toBe(
      [
        'Events from 2026-11-23 to 2026-11-24 (UTC): 6',
        '',
        'By page',
        '  page                                                         views  CTA clicks  clicks/view',
        '  /tolatenderpro-tender-search-bid-preparation-and-submission      2           1        50.0%',
        '  /invest                                                          1           1       100.0%',
        '  old-promo (no longer a page)                                     1           0         0.0%',
        "  - page: the page's address (its first path); its other paths and city pages count with it.",
        '  - views: how many times a page was opened.',
        '  - CTA clicks: clicks on buttons that open a form, a chat or an article (calls to action).',
        '  - clicks/view: CTA clicks divided by views.',
        '',
        'By link template',
        '  link template  CTA clicks',
        '  investor-form           1',
        '  tender-quote            1',
        '  - link template: the name under links: in site.config.yaml that the button opens.',
        '',
        'By campaign',
        '  campaign               views  CTA clicks  clicks/view',
        '  (none)                     2           1        50.0%',
        '  google / cpc / spring      2           1        50.0%',
        '  - campaign: utm_source / utm_medium / utm_campaign the visitor arrived with; (none) without them.',
        '',
        'By affiliate',
        '  affiliate      views  CTA clicks  clicks/view',
        '  without affid      3           1        33.3%',
        '  with affid         1           1       100.0%',
        '  - affiliate: whether the visitor arrived with an affiliate id (affid).',
        '',
        'By variant',
        '  experiment / variant       views  CTA clicks  clicks/view',
        '  tender-hero / quote-first      1           1       100.0%',
        '  tender-hero / control          1           0         0.0%',
        '  - experiment / variant: the experiment and the version of its page the visitor saw.',
        '',
        'Experiment tender-hero, decided on CTA clicks',
        '  variant      views  CTA clicks    rate  95% interval  uplift  difference (always valid)  more views needed',
        '  control          1           0    0.0%     0.0-79.3%',
        '  quote-first      1           1  100.0%   20.7-100.0%     n/a  -100.00 to +100.00 points                122',
        '  - variant: the version of the page; control is the page as written.',
        "  - rate: the experiment's goal divided by views, at most 100% (a visitor may click more than once); rand per view for value.",
        '  - 95% interval: where the true rate lies, 95 times out of 100 (Wilson score interval); it narrows as views grow.',
        "  - uplift: how much higher (+) or lower (-) the rate is than the control's, as a share of the control's rate.",
        "  - difference (always valid): where this variant's rate minus the control's lies, in percentage points (rand per view for value); it holds 95 times in 100 however often the report is read (a confidence sequence: docs/decisions/53-experiments-decided-on-applications.md).",
        "  - more views needed: views of this variant and the control together still needed, if today's difference holds, before it is decided (0: decided; -: no difference to decide).",
        '',
        '  quote-first: No clear difference yet: 100.0% against 0.0% (CTA clicks per view); the always-valid 95% interval of the difference, -100.00 to +100.00 points, holds zero; about 122 more views of this variant and the control would decide a difference of this size.',
        "  Keep it running: no variant is better or worse than the control yet; if today's differences hold, about 122 more views decide it. Read this report as often as you like: looking again does not raise its 5% chance of a wrong call.",
        '',
      ].join('\n'),
    );
  });

  it("draws the chart's rate axis at round steps", () => {
    const svg = experimentChart(buildReport(rows, { from: '2026-11-23', to: '2026-11-24' }).experiments[0]!);
    expect([...svg.matchAll(/text-anchor="end">([^<]+)</g)].map((m) => m[1])).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    // The chart: rates up to 67.9% read 22.6%, 45.3%, 67.9%; now 0% to 80% by 20.
    expect(rateAxis(0.679).ticks.map((tick) => tick.label)).toEqual(['0%', '20%', '40%', '60%', '80%']);
    expect(rateAxis(0.0226).ticks.map((tick) => tick.label)).toEqual(['0%', '0.5%', '1%', '1.5%', '2%', '2.5%']);
    expect(rateAxis(0.12)).toEqual({
      top: 0.15,
      ticks: [
        { rate: 0, label: '0%' },
        { rate: 0.05, label: '5%' },
        { rate: 0.1, label: '10%' },
        { rate: 0.15, label: '15%' },
      ],
    });
    expect(rateAxis(0).ticks.map((tick) => tick.label)).toEqual(['0%', '0.2%', '0.4%', '0.6%', '0.8%', '1%']);
  });
});

describe('experiments with uneven splits and repeated clicks (issue 29)', () => {
  const many = (n: number, over: Partial<EventRow>) => Array.from({ length: n }, () => row(over));
  const click = { type: 'click', link: 'tender-quote', block: 'hero' } as const;
  const rows = [
    // 90/10: control 45 in 900 (5%), quote-first 8 in 100 (8%).
    ...many(900, {}),
    ...many(45, click),
    ...many(100, { variant: 'quote-first' }),
    ...many(8, { variant: 'quote-first', ...click }),
    // 10/90: the same rates with the control the smaller variant.
    ...many(100, { experiment: 'price-first' }),
    ...many(5, { experiment: 'price-first', ...click }),
    ...many(900, { experiment: 'price-first', variant: 'low-price' }),
    ...many(72, { experiment: 'price-first', variant: 'low-price', ...click }),
    // More clicks than views: visitors who click the button again.
    ...many(90, { experiment: 'call-first' }),
    ...many(9, { experiment: 'call-first', ...click }),
    ...many(10, { experiment: 'call-first', variant: 'phone' }),
    ...many(14, { experiment: 'call-first', variant: 'phone', ...click }),
  ];
  // Built inside each test, not once for the file, so mutation testing sees which test covers what.
  const build = () => buildReport(rows, { from: '2026-11-23', to: '2026-11-23' });

  it("says how many more views of the variant and the control together would decide, at today's split", () => {
    const text = formatReport(build());
    // The same rates, 5% and 8%, split 90/10 and 10/90: the pooled rate is 5.3% in the first and
    // 7.7% in the second, so the second varies more and needs more views (the sums are the
    // sequential verdict's, worked by hand in tests/experiments/sequential-verdict.test.ts).
    expect(text).toContain(
      [
        'Experiment tender-hero, decided on CTA clicks',
        '  variant      views  CTA clicks  rate  95% interval  uplift  difference (always valid)  more views needed',
        '  control        900          45  5.0%      3.8-6.6%',
        '  quote-first    100           8  8.0%     4.1-15.0%  +60.0%    -13.19 to +19.19 points               6783',
        // Every column is explained under the first experiment's table: none again here.
        '',
        '  quote-first: No clear difference yet: 8.0% against 5.0% (CTA clicks per view), +60%; the always-valid 95% interval of the difference, -13.19 to +19.19 points, holds zero; about 6,783 more views of this variant and the control would decide a difference of this size.',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'Experiment price-first, decided on CTA clicks',
        '  variant    views  CTA clicks  rate  95% interval  uplift  difference (always valid)  more views needed',
        '  control      100           5  5.0%     2.2-11.2%',
        '  low-price    900          72  8.0%     6.4-10.0%  +60.0%    -16.27 to +22.27 points               9078',
      ].join('\n'),
    );
  });

  it('caps the rate at 100% when clicks outnumber views, and the difference at 100 points', () => {
    const report = build();
    const text = formatReport(report);
    const phone = report.experiments.find((e) => e.experiment === 'call-first')!.variants[1]!;
    expect(phone).toMatchObject({ variant: 'phone', views: 10, conversions: 14, rate: 1, uplift: 9, moreViewsNeeded: 198, difference: { low: -1, high: 1 } });
    // Wilson interval of 10 in 10: 72.2% to 100%.
    expect(text).toContain(
      [
        'Experiment call-first, decided on CTA clicks',
        '  variant  views  CTA clicks    rate  95% interval   uplift  difference (always valid)  more views needed',
        '  control     90           9   10.0%     5.4-17.9%',
        '  phone       10          14  100.0%   72.2-100.0%  +900.0%  -100.00 to +100.00 points                198',
      ].join('\n'),
    );
    expect(text).toContain("  - rate: the experiment's goal divided by views, at most 100% (a visitor may click more than once); rand per view for value.");
  });
});

describe('the report in the cases a small test misses', () => {
  it('keys a campaign by whichever utm values it has, and sorts experiments by name and variants control first', () => {
    const report = buildReport(
      [
        row({ experiment: 'zeta', variant: 'zz', utmMedium: 'email' }),
        row({ experiment: 'zeta', variant: 'a-first', utmCampaign: 'winter' }),
        row({ experiment: 'zeta', variant: 'control', utmSource: 'sms' }),
        row({ experiment: 'alpha' }),
      ],
      { from: '2026-11-23', to: '2026-11-23' },
    );
    expect(report.byCampaign.map((t) => t.key)).toEqual(['(none)', '(none) / (none) / winter', '(none) / email / (none)', 'sms / (none) / (none)']);
    expect(report.experiments.map((e) => e.experiment)).toEqual(['alpha', 'zeta']);
    expect(report.experiments[1]!.variants.map((v) => v.variant)).toEqual(['control', 'a-first', 'zz']);
  });

  it("adds up each day's rates from the first day on, days in order whatever the order of the rows", () => {
    const report = buildReport(
      [row({ ts: DAY2 }), row({ ts: DAY2, type: 'click', link: 'x' }), row({ ts: DAY1 }), row({ ts: DAY1 }), row({ ts: DAY1, variant: 'quote-first' })],
      { from: '2026-11-23', to: '2026-11-24' },
    );
    expect(report.experiments[0]!.days).toEqual([
      { day: '2026-11-23', variants: { control: { views: 2, conversions: 0 }, 'quote-first': { views: 1, conversions: 0 } } },
      { day: '2026-11-24', variants: { control: { views: 3, conversions: 1 }, 'quote-first': { views: 1, conversions: 0 } } },
    ]);
    const [control, variant] = report.experiments[0]!.variants;
    expect(control).toMatchObject({ views: 3, conversions: 1, verdict: 'The control: the page as written.' });
    expect(control!.rate).toBeCloseTo(0.3333, 4);
    expect(variant).toMatchObject({ views: 1, conversions: 0, rate: 0 });
  });

  it('prints "(no events)" for an empty table, "-" for a rate without views and for views never enough', () => {
    const text = formatReport(buildReport([row({ type: 'click', link: 'x', experiment: '', variant: '' })], { from: '2026-11-23', to: '2026-11-23' }));
    expect(text).toContain('By page\n  page        views  CTA clicks  clicks/view\n  tender-bid      0           1            -');
    expect(formatReport(buildReport([], { from: '2026-11-23', to: '2026-11-23' }))).toBe(
      'Events from 2026-11-23 to 2026-11-23 (UTC): 0\n\nBy page\n  (no events)\n\nBy link template\n  (no events)\n\nBy campaign\n  (no events)\n\nBy affiliate\n  (no events)\n',
    );
    // Equal rates: no number of views tells them apart.
    const equal = [
      ...Array.from({ length: 10 }, () => row({})),
      row({ type: 'click', link: 'x' }),
      ...Array.from({ length: 10 }, () => row({ variant: 'b' })),
      row({ variant: 'b', type: 'click', link: 'x' }),
    ];
    expect(formatReport(buildReport(equal, { from: '2026-11-23', to: '2026-11-23' }))).toContain(
      '  b           10           1  10.0%     1.8-40.4%   +0.0%  -100.00 to +100.00 points                  -',
    );
    // Fewer conversions than the control: a minus sign, none added.
    const worse = [...equal.slice(0, 11), row({ type: 'click', link: 'x' }), ...equal.slice(11)];
    expect(formatReport(buildReport(worse, { from: '2026-11-23', to: '2026-11-23' }))).toContain(
      '  b           10           1  10.0%     1.8-40.4%  -50.0%  -100.00 to +100.00 points               1039',
    );
  });
});

describe('compare, at its edges', () => {
  const rate = (views: number, total: number) => ({ views, total, squares: total });

  it('says when the variant has no views, and when it is decided worse', () => {
    expect(compare('presses', rate(10, 1), rate(0, 0)).verdict).toBe('No views of this variant yet.');
    expect(compare('presses', rate(10_000, 1_300), rate(10_000, 1_000)).verdict).toBe(
      'Worse than the control: 10.0% against 13.0% (CTA clicks per view), -23%; the always-valid 95% interval of the difference, -4.37 to -1.63 points, leaves out zero.',
    );
  });

  it('gives no uplift figure against a control with no conversions, and none needed when neither converts', () => {
    expect(compare('presses', rate(20, 0), rate(20, 2))).toMatchObject({ uplift: Infinity, moreViewsNeeded: 555 });
    expect(compare('presses', rate(20, 0), rate(20, 0))).toMatchObject({
      uplift: 0,
      moreViewsNeeded: Infinity,
      verdict:
        'No clear difference yet: 0.0% against 0.0% (CTA clicks per view), +0%; the always-valid 95% interval of the difference, -100.00 to +100.00 points, holds zero; at equal rates no number of views decides.',
    });
  });
});

describe('the experiment chart', () => {
  it("plots each variant's cumulative rate and 95% interval per day, with the axis, days and legend", () => {
    // Three days: x = 56, 380 and 704 (648 px between the margins); two variants 4 px apart (-2, +2).
    // Axis to 100% (quote-first reaches 20 in 20 on day 3): y = 312 - rate x 272, so 10% is 284.8.
    // Wilson interval of 1 in 10: 1.8% to 40.4%, y 307.1 to 202.1. quote-first has no views on day 1: no mark there.
    const svg = experimentChart({
      experiment: 'hero<x>',
      variants: [{ variant: 'control' }, { variant: 'quote-first' }],
      days: [
        { day: '2026-11-23', variants: { control: { views: 10, conversions: 1 } } },
        { day: '2026-11-24', variants: { control: { views: 20, conversions: 4 }, 'quote-first': { views: 10, conversions: 3 } } },
        { day: '2026-11-25', variants: { control: { views: 40, conversions: 8 }, 'quote-first': { views: 20, conversions: 30 } } },
      ],
    } as never);
    expect(svg).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="360" viewBox="0 0 720 360" font-family="system-ui, sans-serif" font-size="12" role="img" aria-label="hero&lt;x&gt;: conversion rate to date, with 95% intervals">',
        '<title>hero&lt;x&gt;: conversion rate to date, with 95% intervals</title>',
        '<rect width="720" height="360" fill="#fff"/>',
        '<text x="56" y="22" font-size="15" font-weight="bold">hero&lt;x&gt;: conversion rate to date, with 95% intervals</text>',
        '<line x1="56" x2="704" y1="312.0" y2="312.0" stroke="#ddd"/>',
        '<text x="50" y="316.0" text-anchor="end">0%</text>',
        '<line x1="56" x2="704" y1="257.6" y2="257.6" stroke="#ddd"/>',
        '<text x="50" y="261.6" text-anchor="end">20%</text>',
        '<line x1="56" x2="704" y1="203.2" y2="203.2" stroke="#ddd"/>',
        '<text x="50" y="207.2" text-anchor="end">40%</text>',
        '<line x1="56" x2="704" y1="148.8" y2="148.8" stroke="#ddd"/>',
        '<text x="50" y="152.8" text-anchor="end">60%</text>',
        '<line x1="56" x2="704" y1="94.4" y2="94.4" stroke="#ddd"/>',
        '<text x="50" y="98.4" text-anchor="end">80%</text>',
        '<line x1="56" x2="704" y1="40.0" y2="40.0" stroke="#ddd"/>',
        '<text x="50" y="44.0" text-anchor="end">100%</text>',
        '<text x="56.0" y="330" text-anchor="middle">11-23</text>',
        '<text x="380.0" y="330" text-anchor="middle">11-24</text>',
        '<text x="704.0" y="330" text-anchor="middle">11-25</text>',
        '<line x1="54.0" x2="54.0" y1="307.1" y2="202.1" stroke="#1d4ed8" stroke-opacity="0.45" stroke-width="3"/>',
        '<circle cx="54.0" cy="284.8" r="3" fill="#1d4ed8"/>',
        '<line x1="378.0" x2="378.0" y1="290.1" y2="198.8" stroke="#1d4ed8" stroke-opacity="0.45" stroke-width="3"/>',
        '<circle cx="378.0" cy="257.6" r="3" fill="#1d4ed8"/>',
        '<line x1="702.0" x2="702.0" y1="283.4" y2="217.5" stroke="#1d4ed8" stroke-opacity="0.45" stroke-width="3"/>',
        '<circle cx="702.0" cy="257.6" r="3" fill="#1d4ed8"/>',
        '<polyline fill="none" stroke="#1d4ed8" stroke-width="2" points="54.0,284.8 378.0,257.6 702.0,257.6"/>',
        '<rect x="56" y="344" width="10" height="10" fill="#1d4ed8"/><text x="70" y="353">control</text>',
        '<line x1="382.0" x2="382.0" y1="282.7" y2="147.9" stroke="#d1495b" stroke-opacity="0.45" stroke-width="3"/>',
        '<circle cx="382.0" cy="230.4" r="3" fill="#d1495b"/>',
        '<line x1="706.0" x2="706.0" y1="83.8" y2="40.0" stroke="#d1495b" stroke-opacity="0.45" stroke-width="3"/>',
        '<circle cx="706.0" cy="40.0" r="3" fill="#d1495b"/>',
        '<polyline fill="none" stroke="#d1495b" stroke-width="2" points="382.0,230.4 706.0,40.0"/>',
        '<rect x="206" y="344" width="10" height="10" fill="#d1495b"/><text x="220" y="353">quote-first</text>',
        '</svg>',
        '',
      ].join('\n'),
    );
  });

  it('puts a single day in the middle, labels at most 8 of many days, and draws no line through one point', () => {
    const one = experimentChart({
      experiment: 'e',
      variants: [{ variant: 'control' }],
      days: [{ day: '2026-11-23', variants: { control: { views: 4, conversions: 1 } } }],
    } as never);
    expect(one).toContain('<text x="380.0" y="330" text-anchor="middle">11-23</text>');
    // 1 in 4 is 25%; its interval reaches 69.9%, so the axis goes to 80%: y = 312 - 0.25 / 0.8 x 272 = 227.0.
    expect(one).toContain('<circle cx="380.0" cy="227.0" r="3" fill="#1d4ed8"/>');
    expect(one).not.toContain('<polyline');
    const days = Array.from({ length: 10 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      variants: { control: { views: 0, conversions: 0 } },
    }));
    const many = experimentChart({ experiment: 'e', variants: [{ variant: 'control' }], days } as never);
    expect([...many.matchAll(/text-anchor="middle">([^<]+)</g)].map((m) => m[1])).toEqual(['11-01', '11-03', '11-05', '11-07', '11-09']);
    // No views at all: an axis to 1%, and no marks.
    expect([...many.matchAll(/text-anchor="end">([^<]+)</g)].map((m) => m[1])).toEqual(['0%', '0.2%', '0.4%', '0.6%', '0.8%', '1%']);
    expect(many).not.toContain('<circle');
  });
});

describe('applications in the report (issue 58)', () => {
  // tender-hero: the control's 10 views bring two applications (R100 and R300), quote-first's 10
  // views one of R100. invest-hero's control one of R50. A page in no experiment one of R20.
  const ids = {
    a: 'QUFBQUFBQUFBQUFBQUFBQUFB',
    b: 'QkJCQkJCQkJCQkJCQkJCQkJC',
    c: 'Q0NDQ0NDQ0NDQ0NDQ0NDQ0ND',
    d: 'RERERERERERERERERERERERE',
    e: 'RUVFRUVFRUVFRUVFRUVFRUVF',
  };
  const press = (clickId: string, over: Partial<EventRow> = {}) => row({ type: 'click', link: 'tender-quote', block: 'hero', clickId, ...over });
  const views = (n: number, over: Partial<EventRow> = {}) => Array.from({ length: n }, () => row(over));
  const invest = { page: 'invest', experiment: 'invest-hero' };
  const about = { page: 'about', experiment: '', variant: '' };
  const rows: EventRow[] = [
    ...views(10),
    press(ids.a),
    press(ids.b),
    ...views(10, { variant: 'quote-first' }),
    press(ids.c, { variant: 'quote-first' }),
    ...views(4, invest),
    press(ids.d, invest),
    row(about),
    press(ids.e, about),
  ];
  const applied = (clickId: string, rand: number): ConversionRow => ({
    ts: DAY2,
    clickId,
    stage: 'submitted',
    valueCents: rand * 100,
    provider: 'finance-forms',
  });
  const conversions = [applied(ids.a, 100), applied(ids.b, 300), applied(ids.c, 100), applied(ids.d, 50), applied(ids.e, 20)];
  const days = { from: '2026-11-23', to: '2026-11-23' };
  const funnelTally = (key: string, views: number, clicks: number, applications: number, valueCents: number) => ({
    key,
    views,
    clicks,
    applications,
    valueCents,
  });

  it("adds up each group's applications, their value and the squares of their values (R100 and R300: 10,000² + 30,000² cents²)", () => {
    expect(countRows(rows, conversions).applications.find((g) => g.experiment === 'tender-hero' && g.variant === 'control')).toMatchObject({
      applications: 2,
      valueCents: 40_000,
      valueSquares: 1_000_000_000,
    });
  });

  it('shows by variant only the variants of experiments: an application on a page in no experiment is in no variant', () => {
    expect(buildReport(rows, days, undefined, undefined, { conversions }).byVariant).toEqual([
      funnelTally('tender-hero / control', 10, 2, 2, 40_000),
      funnelTally('tender-hero / quote-first', 10, 1, 1, 10_000),
      funnelTally('invest-hero / control', 4, 1, 1, 5_000),
    ]);
  });

  it('counts in each experiment only its own applications', () => {
    const report = buildReport(rows, days, undefined, undefined, { conversions, goals: { 'tender-hero': 'applications', 'invest-hero': 'applications' } });
    expect(report.experiments.map((e) => [e.experiment, e.variants.map((v) => [v.variant, v.conversions])])).toEqual([
      ['invest-hero', [['control', 1]]],
      [
        'tender-hero',
        [
          ['control', 2],
          ['quote-first', 1],
        ],
      ],
    ]);
  });

  it("decided on value, adds up each variant's rand and gives an interval around the difference in rand per view", () => {
    const report = buildReport(rows, days, undefined, undefined, { conversions, goals: { 'tender-hero': 'value' } });
    const tender = report.experiments.find((e) => e.experiment === 'tender-hero')!;
    const [control, variant] = tender.variants;
    expect([control!.conversions, variant!.conversions]).toEqual([40_000, 10_000]);
    expect(variant!.verdict).toContain('R10.00 against R40.00 a view');
    // R10.00 - R40.00 = -R30.00 a view (-3,000 cents), with a finite interval around it: the values' spread is known.
    const { low, high } = variant!.difference!;
    expect([Number.isFinite(low), Number.isFinite(high), low < -3_000, high > -3_000]).toEqual([true, true, true, true]);
  });

  it("counts a variant's applications from every campaign its presses came from, and the verdict on value is the same as from one campaign", () => {
    // The control's R300 application came from the spring campaign: a group of its own beside the R100 one.
    const split = rows.map((r) => (r.clickId === ids.b ? { ...r, utmCampaign: 'spring' } : r));
    const goals = { 'tender-hero': 'value' } as const;
    const tender = (from: EventRow[]) =>
      buildReport(from, days, undefined, undefined, { conversions, goals }).experiments.find((e) => e.experiment === 'tender-hero')!;
    const [control, variant] = tender(split).variants;
    expect([control!.conversions, variant!.conversions]).toEqual([40_000, 10_000]);
    expect(variant!.verdict).toBe(tender(rows).variants[1]!.verdict);
    const byApplications = buildReport(split, days, undefined, undefined, { conversions, goals: { 'tender-hero': 'applications' } });
    expect(byApplications.experiments[1]!.variants.map((v) => [v.variant, v.conversions])).toEqual([
      ['control', 2],
      ['quote-first', 1],
    ]);
  });

  it('counts applications under the language of the page pressed', () => {
    const languages = [
      { name: 'English', prefix: '' },
      { name: 'Afrikaans', prefix: '/af' },
    ];
    const inLanguages = [row({ pattern: '/af/t' }), press(ids.a, { pattern: '/af/t' }), row({})];
    expect(buildReport(inLanguages, days, undefined, languages, { conversions }).byLanguage).toEqual([
      funnelTally('Afrikaans', 1, 1, 1, 10_000),
      funnelTally('English', 1, 0, 0, 0),
    ]);
  });

  it('shows the applications columns on a site that takes applications before the first is counted', () => {
    const noneYet = buildReport(rows, days, undefined, undefined, { funnel: true });
    expect(noneYet.funnel).toBe(true);
    expect(formatReport(noneYet)).toContain('applications');
    expect(buildReport(rows, days).funnel).toBe(false);
  });
});

describe('the funnel and experiment tables at their edges (issue 58)', () => {
  const [a, b, c] = ['QUFBQUFBQUFBQUFBQUFBQUFB', 'QkJCQkJCQkJCQkJCQkJCQkJC', 'Q0NDQ0NDQ0NDQ0NDQ0NDQ0ND'];
  const press = (clickId: string, over: Partial<EventRow> = {}) => row({ type: 'click', link: 'tender-quote', block: 'hero', clickId, ...over });
  const applied = (clickId: string, rand: number): ConversionRow => ({
    ts: DAY2,
    clickId,
    stage: 'submitted',
    valueCents: rand * 100,
    provider: 'finance-forms',
  });
  const day = { from: '2026-11-23', to: '2026-11-23' };

  it('prints "-" for applications per view of a page without views, and keeps the interval within 100% when applications outnumber views', () => {
    // tender-bid: 2 views, 2 presses, both applied (R100, R300); about: a press (R20) with no view in the range.
    const rows = [row({}), press(a), press(b), row({ variant: 'bold' }), press(c, { page: 'about', experiment: '', variant: '' })];
    const text = formatReport(buildReport(rows, day, undefined, undefined, { conversions: [applied(a, 100), applied(b, 300), applied(c, 20)] }));
    expect(text).toContain(
      [
        '  page        views  CTA clicks  clicks/view  applications    value  applications/view  95% interval',
        '  tender-bid      2           2       100.0%             2  R400.00             100.0%   34.2-100.0%',
        '  about           0           1            -             1   R20.00                  -             -',
      ].join('\n'),
    );
    // 3 applications from 2 views: the interval is that of 2 in 2 (34.2-100.0%), never past 100%.
    expect(text).toContain('  (none)        2           3       150.0%             3  R420.00             150.0%   34.2-100.0%\n');
  });

  it('decided on value: the value column in rand, no rate interval, and "-" for a difference before any application', () => {
    const rows = [row({}), press(a), row({ variant: 'bold' })];
    const goals = { 'tender-hero': 'value' } as const;
    expect(formatReport(buildReport(rows, day, undefined, undefined, { conversions: [applied(a, 400)], goals }))).toContain(
      [
        'Experiment tender-hero, decided on value',
        '  variant  views    value     rate  95% interval   uplift   difference (always valid)  more views needed',
        '  control      1  R400.00  R400.00',
      ].join('\n'),
    );
    expect(formatReport(buildReport([row({}), row({ variant: 'bold' })], day, undefined, undefined, { goals }))).toContain(
      [
        'Experiment tender-hero, decided on value',
        '  variant  views  value   rate  95% interval  uplift  difference (always valid)  more views needed',
        '  control      1  R0.00  R0.00',
        '  bold         1  R0.00  R0.00                 +0.0%                          -                  -',
        '  - variant: the version of the page; control is the page as written.',
        "  - value: what the providers reported those applications are worth, in rand (a press's largest reported value).",
      ].join('\n'),
    );
  });

  it("decided on one template's presses: names the template in the column and explains it", () => {
    const text = formatReport(
      buildReport([row({}), press(a), row({ variant: 'bold' })], day, undefined, undefined, { goals: { 'tender-hero': { presses: 'tender-quote' } } }),
    );
    expect(text).toContain(
      [
        'Experiment tender-hero, decided on presses of tender-quote',
        '  variant  views  presses of tender-quote    rate  95% interval   uplift  difference (always valid)  more views needed',
        '  control      1                        1  100.0%   20.7-100.0%',
      ].join('\n'),
    );
    expect(text).toContain('\n  - presses of tender-quote: presses of the link template tender-quote on pages showing this variant.\n');
  });
});
