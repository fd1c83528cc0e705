import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../schemas/event';
import { experimentChart } from '../../src/events/chart-svg';
import { formatReport } from '../../src/events/format-report';
import { buildReport } from '../../src/events/report';

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
