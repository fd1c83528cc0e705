import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../schemas/event';
import { experimentChart } from '../../src/events/chart-svg';
import { formatReport } from '../../src/events/format-report';
import { rateAxis } from '../../src/events/axis';
import { pageUrls } from '../../src/events/page-urls';
import { buildReport } from '../../src/events/report';
import { fixtureModel } from '../helpers/fixture-site';

const DAY1 = Date.parse('2026-11-23T10:00:00Z');
const DAY2 = Date.parse('2026-11-24T10:00:00Z');
const row = (over: Partial<EventRow>): EventRow => ({
  ts: DAY1, type: 'view', page: 'tender-bid', pattern: '/t', city: '', experiment: 'tender-hero', variant: 'control',
  utmSource: '', utmMedium: '', utmCampaign: '', affid: false, link: '', block: '', ...over,
});
const rows: EventRow[] = [
  row({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring' }),
  row({ variant: 'quote-first', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', affid: true }),
  row({ variant: 'quote-first', type: 'click', link: 'tender-quote', block: 'hero', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', affid: true }),
  row({ ts: DAY2, page: 'invest', experiment: '', variant: '' }),
  row({ ts: DAY2, page: 'invest', experiment: '', variant: '', type: 'click', link: 'investor-form', block: 'deals' }),
];

describe('npm run report', () => {
  it('counts views and clicks by page, link template, campaign and affiliate presence, and per variant', () => {
    const report = buildReport(rows, { from: '2026-11-23', to: '2026-11-24' });
    expect(report.byPage).toEqual([{ key: 'tender-bid', views: 2, clicks: 1 }, { key: 'invest', views: 1, clicks: 1 }]);
    expect(report.byLink).toEqual([{ key: 'investor-form', views: 0, clicks: 1 }, { key: 'tender-quote', views: 0, clicks: 1 }]);
    expect(report.byCampaign).toEqual([{ key: 'google / cpc / spring', views: 2, clicks: 1 }, { key: '(none)', views: 1, clicks: 1 }]);
    expect(report.byAffiliate).toEqual([{ key: 'without affid', views: 2, clicks: 1 }, { key: 'with affid', views: 1, clicks: 1 }]);
    const [experiment] = report.experiments;
    expect(experiment!.variants.map((v) => [v.variant, v.views, v.conversions, v.rate])).toEqual([['control', 1, 0, 0], ['quote-first', 1, 1, 1]]);
    expect(experiment!.days.map((d) => d.day)).toEqual(['2026-11-23']);
  });

  it('prints the tables and writes a self-contained SVG chart per experiment', () => {
    const report = buildReport(rows, { from: '2026-11-23', to: '2026-11-24' });
    const text = formatReport(report);
    expect(text).toContain('Events from 2026-11-23 to 2026-11-24 (UTC): 5');
    expect(text).toContain('  google / cpc / spring      2           1        50.0%');
    expect(text).toContain('  quote-first: Too early: 100.0% against 0.0%, but fewer than 5 conversions in a variant; keep it running.');
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
        'Experiment tender-hero',
        '  variant      views  conversions    rate  95% interval  uplift      p  more views needed',
        '  control          1            0    0.0%     0.0-79.3%',
        '  quote-first      1            1  100.0%   20.7-100.0%     n/a  0.157                  1',
        '  - variant: the version of the page; control is the page as written.',
        '  - conversions: CTA clicks on pages showing this variant.',
        '  - rate: conversions divided by views, at most 100% (a visitor may click more than once).',
        '  - 95% interval: where the true rate lies, 95 times out of 100; it narrows as views grow.',
        "  - uplift: how much higher (+) or lower (-) the rate is than the control's, as a share of the control's rate.",
        '  - p: the chance of a difference this large if the variant changed nothing; below 0.05 counts as a real difference.',
        '  - more views needed: views per variant still needed to tell a difference of this size apart (0: enough).',
        '',
        '  quote-first: Too early: 100.0% against 0.0%, but fewer than 5 conversions in a variant; keep it running.',
        '',
      ].join('\n'),
    );
  });

  it('draws the chart\'s rate axis at round steps', () => {
    const svg = experimentChart(buildReport(rows, { from: '2026-11-23', to: '2026-11-24' }).experiments[0]!);
    expect([...svg.matchAll(/text-anchor="end">([^<]+)</g)].map((m) => m[1])).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    // The chart: rates up to 67.9% read 22.6%, 45.3%, 67.9%; now 0% to 80% by 20.
    expect(rateAxis(0.679).ticks.map((tick) => tick.label)).toEqual(['0%', '20%', '40%', '60%', '80%']);
    expect(rateAxis(0.0226).ticks.map((tick) => tick.label)).toEqual(['0%', '0.5%', '1%', '1.5%', '2%', '2.5%']);
    expect(rateAxis(0.12)).toEqual({ top: 0.15, ticks: [{ rate: 0, label: '0%' }, { rate: 0.05, label: '5%' }, { rate: 0.1, label: '10%' }, { rate: 0.15, label: '15%' }] });
    expect(rateAxis(0).ticks.map((tick) => tick.label)).toEqual(['0%', '0.2%', '0.4%', '0.6%', '0.8%', '1%']);
  });
});

describe('experiments with uneven splits and repeated clicks (issue 29)', () => {
  const many = (n: number, over: Partial<EventRow>) => Array.from({ length: n }, () => row(over));
  const click = { type: 'click', link: 'tender-quote', block: 'hero' } as const;
  const rows = [
    // 90/10: control 45 in 900 (5%), quote-first 8 in 100 (8%).
    ...many(900, {}), ...many(45, click), ...many(100, { variant: 'quote-first' }), ...many(8, { variant: 'quote-first', ...click }),
    // 10/90: the same rates with the control the smaller variant.
    ...many(100, { experiment: 'price-first' }), ...many(5, { experiment: 'price-first', ...click }),
    ...many(900, { experiment: 'price-first', variant: 'low-price' }), ...many(72, { experiment: 'price-first', variant: 'low-price', ...click }),
    // More clicks than views: visitors who click the button again.
    ...many(90, { experiment: 'call-first' }), ...many(9, { experiment: 'call-first', ...click }),
    ...many(10, { experiment: 'call-first', variant: 'phone' }), ...many(14, { experiment: 'call-first', variant: 'phone', ...click }),
  ];
  const report = buildReport(rows, { from: '2026-11-23', to: '2026-11-23' });
  const text = formatReport(report);

  it('takes the views still needed from the smaller variant, whichever it is', () => {
    // By hand: n = (1.959964 x sqrt(2 x 0.065 x 0.935) + 0.841621 x sqrt(0.05 x 0.95 + 0.08 x 0.92))^2 / 0.03^2
    // = (0.68332 + 0.29288)^2 / 0.0009 = 1,058.9, so 1,059 views each; the smaller variant has 100: 959 more.
    expect(text).toContain(
      [
        'Experiment tender-hero',
        '  variant      views  conversions  rate  95% interval  uplift      p  more views needed',
        '  control        900           45  5.0%      3.8-6.6%',
        '  quote-first    100            8  8.0%     4.1-15.0%  +60.0%  0.204                959',
      ].join('\n'),
    );
    expect(text).toContain('  quote-first: No clear difference yet: 8.0% against 5.0% (+60%), p = 0.204; about 959 more views per variant would show whether a change of this size is real.');
    expect(text).toContain(
      [
        'Experiment price-first',
        '  variant    views  conversions  rate  95% interval  uplift      p  more views needed',
        '  control      100            5  5.0%     2.2-11.2%',
        '  low-price    900           72  8.0%     6.4-10.0%  +60.0%  0.286                959',
      ].join('\n'),
    );
  });

  it('caps the rate at 100% when clicks outnumber views, and says so under the table', () => {
    const phone = report.experiments.find((e) => e.experiment === 'call-first')!.variants[1]!;
    expect(phone).toMatchObject({ variant: 'phone', views: 10, conversions: 14, rate: 1, uplift: 9, moreViewsNeeded: 0 });
    // Wilson interval of 10 in 10: 72.2% to 100%.
    expect(text).toContain(
      [
        'Experiment call-first',
        '  variant  views  conversions    rate  95% interval   uplift      p  more views needed',
        '  control     90            9   10.0%     5.4-17.9%',
        '  phone       10           14  100.0%   72.2-100.0%  +900.0%  0.000                  0',
      ].join('\n'),
    );
    expect(text).toContain('  - rate: conversions divided by views, at most 100% (a visitor may click more than once).');
    expect(text).toContain('  phone: This variant converts better than the control: 100.0% against 10.0% (+900%); a difference this large would arise by chance less than 5% of the time (p = 0.000).');
  });
});
