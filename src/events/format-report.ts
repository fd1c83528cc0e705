import { printable } from '../lib/printable';
import type { Report, Tally } from './report';

const pad = (rows: string[][]) => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows.map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ').trimEnd()).join('\n');
};

const rate = (clicks: number, views: number) => (views ? `${((clicks / views) * 100).toFixed(1)}%` : '-');

function table(title: string, first: string, tallies: Tally[], viewsToo = true): string {
  if (tallies.length === 0) return `${title}\n  (no events)`;
  const head = viewsToo ? [first, 'views', 'CTA clicks', 'clicks/view'] : [first, 'CTA clicks'];
  // Keys hold text visitors sent (utm values): printed without controls or direction changes.
  const body = tallies.map((t) => (viewsToo ? [printable(t.key), String(t.views), String(t.clicks), rate(t.clicks, t.views)] : [printable(t.key), String(t.clicks)]));
  return `${title}\n${pad([head, ...body]).replace(/^/gm, '  ')}`;
}

/** The report as `npm run report` prints it. */
export function formatReport(report: Report): string {
  const out = [
    `Events from ${report.from} to ${report.to} (UTC): ${report.events}`,
    table('By page', 'page', report.byPage),
    table('By link template', 'link template', report.byLink, false),
    table('By campaign (utm_source / utm_medium / utm_campaign)', 'campaign', report.byCampaign),
    table('By affiliate', 'affiliate', report.byAffiliate),
  ];
  for (const experiment of report.experiments) {
    const rows = experiment.variants.map((v) => [
      v.variant,
      String(v.views),
      String(v.conversions),
      `${(v.rate * 100).toFixed(1)}%`,
      `${(v.interval.low * 100).toFixed(1)}-${(v.interval.high * 100).toFixed(1)}%`,
      v.uplift === undefined ? '' : Number.isFinite(v.uplift) ? `${v.uplift >= 0 ? '+' : ''}${(v.uplift * 100).toFixed(1)}%` : 'n/a',
      v.p === undefined ? '' : v.p.toFixed(3),
      v.moreViewsNeeded === undefined ? '' : Number.isFinite(v.moreViewsNeeded) ? String(v.moreViewsNeeded) : '-',
    ]);
    const head = ['variant', 'views', 'conversions', 'rate', '95% interval', 'uplift', 'p', 'more views needed'];
    out.push(`Experiment ${experiment.experiment}\n${pad([head, ...rows]).replace(/^/gm, '  ')}`);
    for (const v of experiment.variants) if (v.variant !== 'control') out.push(`  ${v.variant}: ${v.verdict}`);
  }
  return `${out.join('\n\n')}\n`;
}
