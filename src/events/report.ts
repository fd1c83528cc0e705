import { CONTROL } from '../../schemas/control';
import { prefixOf } from '../lib/language-paths';
import { sampleSizePerVariant, twoProportionTest, wilson } from './stats';

export interface Tally {
  key: string;
  views: number;
  clicks: number;
}

export interface VariantResult {
  variant: string;
  views: number;
  /** Call-to-action clicks on pages showing this variant. */
  conversions: number;
  /** conversions / views (clicks counted at most once per view for the tests). */
  rate: number;
  interval: { low: number; high: number };
  /** Relative change of the rate against the control (0.25 = 25% better); undefined for the control. */
  uplift?: number;
  p?: number;
  /** Views per variant still needed to tell this difference apart (0 when enough). */
  moreViewsNeeded?: number;
  verdict: string;
}

export interface ExperimentResult {
  experiment: string;
  variants: VariantResult[];
  /** Cumulative rate and interval per day and variant, for the chart. */
  days: { day: string; variants: Record<string, { views: number; conversions: number }> }[];
}

export interface Report {
  from: string;
  to: string;
  events: number;
  byPage: Tally[];
  byLink: Tally[];
  byCampaign: Tally[];
  byAffiliate: Tally[];
  /** Only on a site of several languages (decision 45): each language's pages together. */
  byLanguage?: Tally[];
  experiments: ExperimentResult[];
}

/** A language as the report names it: its name, and the prefix its pages' patterns start with ('' for the default). */
export interface ReportLanguage {
  name: string;
  prefix: string;
}

const NONE = '(none)';
const DAY_MS = 86_400_000;

/** Views and clicks of one group of events. */
export interface Counts {
  views: number;
  clicks: number;
}

/**
 * What the report is made from: events counted per page, link, campaign, affiliate presence, and
 * per experiment, variant and day. The databases count them (REPORT_SQL), so a report's memory
 * grows with the number of pages, campaigns and days, never with the number of events.
 */
export interface ReportCounts {
  pages: ({ page: string } & Counts)[];
  /** Clicks per link template. */
  links: { link: string; clicks: number }[];
  campaigns: ({ utmSource: string; utmMedium: string; utmCampaign: string } & Counts)[];
  affiliates: ({ affid: boolean } & Counts)[];
  /** `day`: whole days since 1970 (UTC). */
  experiments: ({ experiment: string; variant: string; day: number } & Counts)[];
  /** Per path pattern (like /af/<page>-in-{city}), when asked for: the language is its prefix. */
  patterns?: ({ pattern: string } & Counts)[];
}

/** views and clicks of a group, in SQL both SQLite and PostgreSQL read. */
const VIEWS_CLICKS = "sum(CASE WHEN type = 'view' THEN 1 ELSE 0 END) AS views, sum(CASE WHEN type = 'click' THEN 1 ELSE 0 END) AS clicks";
const IN_RANGE = 'ts >= ? AND ts < ?';

/** The report's queries, each with the range's two bounds (ms) as its parameters. */
export const REPORT_SQL = {
  pages: `SELECT page, ${VIEWS_CLICKS} FROM events WHERE ${IN_RANGE} GROUP BY page`,
  links: `SELECT link, count(*) AS clicks FROM events WHERE ${IN_RANGE} AND type = 'click' GROUP BY link`,
  campaigns: `SELECT utm_source, utm_medium, utm_campaign, ${VIEWS_CLICKS} FROM events WHERE ${IN_RANGE} GROUP BY utm_source, utm_medium, utm_campaign`,
  affiliates: `SELECT affid, ${VIEWS_CLICKS} FROM events WHERE ${IN_RANGE} GROUP BY affid`,
  experiments: `SELECT experiment, variant, ts / ${DAY_MS} AS day, ${VIEWS_CLICKS} FROM events WHERE experiment <> '' AND ${IN_RANGE} GROUP BY experiment, variant, ts / ${DAY_MS}`,
} as const;

type SqlRow = Record<string, unknown>;

/** Views and clicks of one answer row (PostgreSQL sends its sums as text: Number reads both). */
const countsOf = (r: SqlRow): Counts => ({ views: Number(r.views), clicks: Number(r.clicks) });

/**
 * Counted only for a site of several languages: no index is in pattern order, so SQLite sorts the
 * range's rows to group them (like the 1.6 s a million below), which a one-language site need not pay.
 */
const PATTERN_SQL = `SELECT pattern, ${VIEWS_CLICKS} FROM events WHERE ${IN_RANGE} GROUP BY pattern`;

/**
 * Runs each of REPORT_SQL's queries with `run` (one after another: one connection, one snapshot)
 * and reads the counts. On SQLite the range is written +ts, so it is not looked up in events_ts:
 * SQLite would then sort every row of the range to group them (1.6 s for a million by page), where
 * it otherwise counts in one pass over the index in each table's order (schema.ts, version 2). A
 * range is at most the whole table, whose size the storage ceiling bounds (storage-limits.ts).
 */
export async function reportCounts(
  dialect: 'sqlite' | 'postgres',
  run: (sql: string) => readonly SqlRow[] | Promise<readonly SqlRow[]>,
  { patterns = false }: { patterns?: boolean } = {},
): Promise<ReportCounts> {
  const inDialect = (sql: string) => (dialect === 'sqlite' ? sql.replace(IN_RANGE, '+ts >= ? AND +ts < ?') : sql);
  const answers = {} as Record<keyof typeof REPORT_SQL, readonly SqlRow[]>;
  for (const name of Object.keys(REPORT_SQL) as (keyof typeof REPORT_SQL)[]) answers[name] = await run(inDialect(REPORT_SQL[name]));
  const counts = countsFromSql(answers);
  if (!patterns) return counts;
  const rows = await run(inDialect(PATTERN_SQL));
  return { ...counts, patterns: rows.map((r) => ({ pattern: String(r.pattern), ...countsOf(r) })) };
}

/** The counts from REPORT_SQL's answers (PostgreSQL sends its sums as text: Number reads both). */
function countsFromSql(rows: Record<keyof typeof REPORT_SQL, readonly SqlRow[]>): ReportCounts {
  return {
    pages: rows.pages.map((r) => ({ page: String(r.page), ...countsOf(r) })),
    links: rows.links.map((r) => ({ link: String(r.link), clicks: Number(r.clicks) })),
    campaigns: rows.campaigns.map((r) => ({ utmSource: String(r.utm_source), utmMedium: String(r.utm_medium), utmCampaign: String(r.utm_campaign), ...countsOf(r) })),
    affiliates: rows.affiliates.map((r) => ({ affid: Number(r.affid) === 1, ...countsOf(r) })),
    experiments: rows.experiments.map((r) => ({ experiment: String(r.experiment), variant: String(r.variant), day: Number(r.day), ...countsOf(r) })),
  };
}

/** Groups summed under the key each is shown by, largest first. */
function tally<T extends Counts>(groups: readonly T[], keyOf: (group: T) => string): Tally[] {
  const map = new Map<string, Tally>();
  for (const group of groups) {
    const key = keyOf(group);
    let entry = map.get(key);
    if (!entry) map.set(key, (entry = { key, views: 0, clicks: 0 }));
    entry.views += group.views;
    entry.clicks += group.clicks;
  }
  return [...map.values()].sort((a, b) => b.views + b.clicks - (a.views + a.clicks) || a.key.localeCompare(b.key));
}

/** The language whose prefix a pattern is under (the default's is ''). */
function languageOf(languages: readonly ReportLanguage[], pattern: string): string {
  const prefix = prefixOf(languages.map((language) => language.prefix), pattern);
  return languages.find((language) => language.prefix === prefix)?.name ?? NONE;
}

const campaignOf = (c: { utmSource: string; utmMedium: string; utmCampaign: string }) =>
  c.utmSource || c.utmMedium || c.utmCampaign ? `${c.utmSource || NONE} / ${c.utmMedium || NONE} / ${c.utmCampaign || NONE}` : NONE;

/** The report from the counts the database made (REPORT_SQL): rates and verdicts are worked out from them. */
export function reportFromCounts(
  counts: ReportCounts,
  range: { from: string; to: string },
  pageUrls?: Readonly<Record<string, string>>,
  languages: readonly ReportLanguage[] = [],
): Report {
  const pageOf = ({ page }: { page: string }) => (pageUrls === undefined ? page : (pageUrls[page] ?? `${page} (no longer a page)`));
  const ids = [...new Set(counts.experiments.map((g) => g.experiment))].sort();
  return {
    ...range,
    events: counts.pages.reduce((sum, g) => sum + g.views + g.clicks, 0),
    byPage: tally(counts.pages, pageOf),
    byLink: tally(counts.links.map((g) => ({ ...g, views: 0 })), (g) => g.link),
    byCampaign: tally(counts.campaigns, campaignOf),
    byAffiliate: tally(counts.affiliates, (g) => (g.affid ? 'with affid' : 'without affid')),
    ...(languages.length > 1 && counts.patterns ? { byLanguage: tally(counts.patterns, (g) => languageOf(languages, g.pattern)) } : {}),
    experiments: ids.map((id) => experimentResult(id, counts.experiments.filter((g) => g.experiment === id))),
  };
}

function experimentResult(experiment: string, groups: ReportCounts['experiments']): ExperimentResult {
  const ids = [...new Set(groups.map((g) => g.variant))].sort((a, b) => (a === CONTROL ? -1 : b === CONTROL ? 1 : a.localeCompare(b)));
  /** Views and conversions of a variant over the groups up to a day (inclusive). */
  const count = (variant: string, lastDay = Infinity) => {
    let views = 0;
    let conversions = 0;
    for (const g of groups) {
      if (g.variant !== variant || g.day > lastDay) continue;
      views += g.views;
      conversions += g.clicks;
    }
    return { views, conversions };
  };
  const control = count(CONTROL);
  const variants = ids.map((variant): VariantResult => {
    const { views, conversions } = count(variant);
    const rate = views ? Math.min(conversions, views) / views : 0;
    const base = { variant, views, conversions, rate, interval: wilson(Math.min(conversions, views), views) };
    if (variant === CONTROL) return { ...base, verdict: 'The control: the page as written.' };
    return { ...base, ...compare(control, { views, conversions }) };
  });
  const days = [...new Set(groups.map((g) => g.day))].sort((a, b) => a - b);
  const cumulative = days.map((day) => ({ day: dayOf(day * DAY_MS), variants: Object.fromEntries(ids.map((id) => [id, count(id, day)])) }));
  return { experiment, variants, days: cumulative };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)}%`;

/** The comparison with the control, in plain words. */
export function compare(control: { views: number; conversions: number }, variant: { views: number; conversions: number }): Omit<VariantResult, 'variant' | 'views' | 'conversions' | 'rate' | 'interval'> {
  if (control.views === 0) return { verdict: 'No views of the control yet: nothing to compare with.' };
  if (variant.views === 0) return { verdict: 'No views of this variant yet.' };
  const a = { conversions: Math.min(control.conversions, control.views), n: control.views };
  const b = { conversions: Math.min(variant.conversions, variant.views), n: variant.views };
  const p1 = a.conversions / a.n;
  const p2 = b.conversions / b.n;
  const uplift = p1 === 0 ? (p2 === 0 ? 0 : Infinity) : p2 / p1 - 1;
  const { p } = twoProportionTest(a, b);
  const needed = sampleSizePerVariant(p1, p2);
  const moreViewsNeeded = Number.isFinite(needed) ? Math.max(0, needed - Math.min(a.n, b.n)) : Infinity;
  const rates = `${percent(p2)} against ${percent(p1)}`;
  const change = Number.isFinite(uplift) ? ` (${signed(uplift)})` : '';
  if (a.conversions < 5 || b.conversions < 5) {
    return { uplift, p, moreViewsNeeded, verdict: `Too early: ${rates}${change}, but fewer than 5 conversions in a variant; keep it running.` };
  }
  if (p < 0.05) {
    const better = p2 > p1 ? 'converts better than' : 'converts worse than';
    return { uplift, p, moreViewsNeeded: 0, verdict: `This variant ${better} the control: ${rates}${change}; a difference this large would arise by chance less than 5% of the time (p = ${p.toFixed(3)}).` };
  }
  const more = Number.isFinite(moreViewsNeeded) ? `about ${moreViewsNeeded.toLocaleString('en-US')} more views per variant would show whether a change of this size is real` : 'the rates are equal so far';
  return { uplift, p, moreViewsNeeded, verdict: `No clear difference yet: ${rates}${change}, p = ${p.toFixed(3)}; ${more}.` };
}

export const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);
