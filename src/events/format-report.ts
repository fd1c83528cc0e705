import { CONTROL } from '../../schemas/control';
import { printable } from '../lib/printable';
import { differenceRange, goalWords, randText, rateText, type ExperimentResult } from './experiment-result';
import type { Report, Tally } from './report';
import { wilson } from './stats';

const pad = (rows: string[][]) => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

const rate = (clicks: number, views: number) => (views ? `${((clicks / views) * 100).toFixed(1)}%` : '-');
const interval = ({ low, high }: { low: number; high: number }) => `${(low * 100).toFixed(1)}-${(high * 100).toFixed(1)}%`;

/** One line per column under its table, so a marketer reads the report without help. */
const COLUMNS: Record<string, string> = {
  page: "page: the page's address (its first path); its other paths and city pages count with it.",
  'link template': 'link template: the name under links: in site.config.yaml that the button opens.',
  campaign: 'campaign: utm_source / utm_medium / utm_campaign the visitor arrived with; (none) without them.',
  affiliate: 'affiliate: whether the visitor arrived with an affiliate id (affid).',
  language: 'language: the language of the page the visitor saw (its address under /af, /zu, ...).',
  'experiment / variant': 'experiment / variant: the experiment and the version of its page the visitor saw.',
  views: 'views: how many times a page was opened.',
  'CTA clicks': 'CTA clicks: clicks on buttons that open a form, a chat or an article (calls to action).',
  'clicks/view': 'clicks/view: CTA clicks divided by views.',
  applications: "applications: presses whose application the form's provider reported back (POST /__conversions), at any stage, each press once.",
  value: "value: what the providers reported those applications are worth, in rand (a press's largest reported value).",
  'applications/view': 'applications/view: applications divided by views.',
  'applications/press': 'applications/press: applications divided by CTA clicks on the template.',
  '95% interval': '95% interval: where the true rate lies, 95 times out of 100 (Wilson score interval); it narrows as views grow.',
  variant: 'variant: the version of the page; control is the page as written.',
  rate: "rate: the experiment's goal divided by views, at most 100% (a visitor may click more than once); rand per view for value.",
  uplift: "uplift: how much higher (+) or lower (-) the rate is than the control's, as a share of the control's rate.",
  'difference (always valid)':
    "difference (always valid): where this variant's rate minus the control's lies, in percentage points (rand per view for value); it holds 95 times in 100 however often the report is read (a confidence sequence: docs/decisions/53-experiments-decided-on-applications.md).",
  'more views needed':
    "more views needed: views of this variant and the control together still needed, if today's difference holds, before it is decided (0: decided; -: no difference to decide).",
};

/** The table, then a line for each column not explained above it. */
function withColumns(title: string, head: string[], body: string[][], explained: Set<string>, words: Record<string, string> = {}): string {
  const lines = head.filter((column) => !explained.has(column)).map((column) => `  - ${words[column] ?? COLUMNS[column]}`);
  head.forEach((column) => explained.add(column));
  return `${title}\n${pad([head, ...body]).replace(/^/gm, '  ')}${lines.length ? `\n${lines.join('\n')}` : ''}`;
}

/** A funnel's last columns: applications, their value, and their rate with its interval, out of `of` (views, or a template's presses). */
const applicationCells = (t: Tally, of: number) => [
  String(t.applications),
  randText(t.valueCents),
  rate(t.applications, of),
  of ? interval(wilson(Math.min(t.applications, of), of)) : '-',
];

function table(title: string, first: string, tallies: Tally[], explained: Set<string>, funnel: boolean, viewsToo = true): string {
  if (tallies.length === 0) return `${title}\n  (no events)`;
  const applications = funnel ? ['applications', 'value', viewsToo ? 'applications/view' : 'applications/press', '95% interval'] : [];
  const head = viewsToo ? [first, 'views', 'CTA clicks', 'clicks/view', ...applications] : [first, 'CTA clicks', ...applications];
  // Keys hold text visitors sent (utm values): printed without controls or direction changes.
  const body = tallies.map((t) => [
    printable(t.key),
    ...(viewsToo ? [String(t.views), String(t.clicks), rate(t.clicks, t.views)] : [String(t.clicks)]),
    ...(funnel ? applicationCells(t, viewsToo ? t.views : t.clicks) : []),
  ]);
  return withColumns(title, head, body, explained);
}

function experimentTable(experiment: ExperimentResult, explained: Set<string>): string[] {
  const { goal } = experiment;
  const goalColumn = goal === 'value' ? 'value' : goalWords(goal);
  const rows = experiment.variants.map((v) => [
    v.variant,
    String(v.views),
    goal === 'value' ? randText(v.conversions) : String(v.conversions),
    rateText(goal, v.rate),
    v.interval ? interval(v.interval) : '',
    v.uplift === undefined ? '' : Number.isFinite(v.uplift) ? `${v.uplift >= 0 ? '+' : ''}${(v.uplift * 100).toFixed(1)}%` : 'n/a',
    v.difference === undefined ? '' : Number.isFinite(v.difference.low) ? differenceRange(goal, v.difference.low, v.difference.high) : '-',
    v.moreViewsNeeded === undefined ? '' : Number.isFinite(v.moreViewsNeeded) ? String(v.moreViewsNeeded) : '-',
  ]);
  const head = ['variant', 'views', goalColumn, 'rate', '95% interval', 'uplift', 'difference (always valid)', 'more views needed'];
  const words = typeof goal === 'object' ? { [goalColumn]: `${goalColumn}: presses of the link template ${goal.presses} on pages showing this variant.` } : {};
  const goalLine = `Experiment ${experiment.experiment}, decided on ${goal === 'presses' ? 'CTA clicks' : goalWords(goal)}`;
  return [
    withColumns(goalLine, head, rows, explained, words),
    [...experiment.variants.filter((v) => v.variant !== CONTROL).map((v) => `  ${v.variant}: ${v.verdict}`), `  ${experiment.stop}`].join('\n'),
  ];
}

/** The report as `npm run report` prints it. */
export function formatReport(report: Report): string {
  const explained = new Set<string>();
  const { funnel } = report;
  const out = [
    `Events from ${report.from} to ${report.to} (UTC): ${report.events}`,
    table('By page', 'page', report.byPage, explained, funnel),
    table('By link template', 'link template', report.byLink, explained, funnel, false),
    table('By campaign', 'campaign', report.byCampaign, explained, funnel),
    table('By affiliate', 'affiliate', report.byAffiliate, explained, funnel),
    ...(report.byLanguage ? [table('By language', 'language', report.byLanguage, explained, funnel)] : []),
    ...(report.byVariant.length ? [table('By variant', 'experiment / variant', report.byVariant, explained, funnel)] : []),
  ];
  for (const experiment of report.experiments) out.push(...experimentTable(experiment, explained));
  return `${out.join('\n\n')}\n`;
}
