import { printable } from '../lib/printable';
import type { Report, Tally } from './report';

const pad = (rows: string[][]) => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows.map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ').trimEnd()).join('\n');
};

const rate = (clicks: number, views: number) => (views ? `${((clicks / views) * 100).toFixed(1)}%` : '-');

/** One line per column under its table, so a marketer reads the report without help. */
const COLUMNS: Record<string, string> = {
  page: 'page: the page\'s address (its first path); its other paths and city pages count with it.',
  'link template': 'link template: the name under links: in site.config.yaml that the button opens.',
  campaign: 'campaign: utm_source / utm_medium / utm_campaign the visitor arrived with; (none) without them.',
  affiliate: 'affiliate: whether the visitor arrived with an affiliate id (affid).',
  language: 'language: the language of the page the visitor saw (its address under /af, /zu, ...).',
  views: 'views: how many times a page was opened.',
  'CTA clicks': 'CTA clicks: clicks on buttons that open a form, a chat or an article (calls to action).',
  'clicks/view': 'clicks/view: CTA clicks divided by views.',
  variant: 'variant: the version of the page; control is the page as written.',
  conversions: 'conversions: CTA clicks on pages showing this variant.',
  rate: 'rate: conversions divided by views, at most 100% (a visitor may click more than once).',
  '95% interval': '95% interval: where the true rate lies, 95 times out of 100; it narrows as views grow.',
  uplift: 'uplift: how much higher (+) or lower (-) the rate is than the control\'s, as a share of the control\'s rate.',
  p: 'p: the chance of a difference this large if the variant changed nothing; below 0.05 counts as a real difference.',
  'more views needed': 'more views needed: views per variant still needed to tell a difference of this size apart (0: enough).',
};

/** The table, then a line for each column not explained above it. */
function withColumns(title: string, head: string[], body: string[][], explained: Set<string>): string {
  const lines = head.filter((column) => !explained.has(column)).map((column) => `  - ${COLUMNS[column]}`);
  head.forEach((column) => explained.add(column));
  return `${title}\n${pad([head, ...body]).replace(/^/gm, '  ')}${lines.length ? `\n${lines.join('\n')}` : ''}`;
}

function table(title: string, first: string, tallies: Tally[], explained: Set<string>, viewsToo = true): string {
  if (tallies.length === 0) return `${title}\n  (no events)`;
  const head = viewsToo ? [first, 'views', 'CTA clicks', 'clicks/view'] : [first, 'CTA clicks'];
  // Keys hold text visitors sent (utm values): printed without controls or direction changes.
  const body = tallies.map((t) => (viewsToo ? [printable(t.key), String(t.views), String(t.clicks), rate(t.clicks, t.views)] : [printable(t.key), String(t.clicks)]));
  return withColumns(title, head, body, explained);
}

/** The report as `npm run report` prints it. */
export function formatReport(report: Report): string {
  const explained = new Set<string>();
  const out = [
    `Events from ${report.from} to ${report.to} (UTC): ${report.events}`,
    table('By page', 'page', report.byPage, explained),
    table('By link template', 'link template', report.byLink, explained, false),
    table('By campaign', 'campaign', report.byCampaign, explained),
    table('By affiliate', 'affiliate', report.byAffiliate, explained),
    ...(report.byLanguage ? [table('By language', 'language', report.byLanguage, explained)] : []),
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
    out.push(withColumns(`Experiment ${experiment.experiment}`, head, rows, explained));
    for (const v of experiment.variants) if (v.variant !== 'control') out.push(`  ${v.variant}: ${v.verdict}`);
  }
  return `${out.join('\n\n')}\n`;
}
