import type { EventRow } from '../../schemas/event';
import { prefixOf } from '../lib/language-paths';
import type { ConversionRow } from '../../schemas/conversions';
import type { Goal } from '../../schemas/experiment';
import { experimentResult, type ExperimentResult, type VariantDay } from './experiment-result';

export interface Tally {
  key: string;
  views: number;
  clicks: number;
  /** Presses whose application a provider reported (any stage), each counted once. */
  applications: number;
  /** Their value in cents: each press's largest reported value. */
  valueCents: number;
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
  /** Each running experiment's variants (key: experiment / variant). */
  byVariant: Tally[];
  /** Whether the tables show applications: the site takes them (conversions.providers), or some were counted. */
  funnel: boolean;
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
  /** Presses per experiment, variant, link template and day (an experiment's goal may be one template's presses). */
  experimentLinks: { experiment: string; variant: string; link: string; day: number; clicks: number }[];
  /** Applications (presses with a reported conversion) and their value, grouped by everything the tables show, by the press's day. */
  applications: ApplicationGroup[];
  /** Per path pattern (like /af/<page>-in-{city}), when asked for: the language is its prefix. */
  patterns?: ({ pattern: string } & Counts)[];
}

/** Applications of presses that share page, pattern, link, campaign, affiliate presence, experiment, variant and day. */
export interface ApplicationGroup {
  page: string;
  pattern: string;
  link: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  affid: boolean;
  experiment: string;
  variant: string;
  day: number;
  applications: number;
  valueCents: number;
  /** The sum of each application's value in cents, squared (the spread an experiment decided on value needs). */
  valueSquares: number;
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
  experimentLinks: `SELECT experiment, variant, link, ts / ${DAY_MS} AS day, count(*) AS clicks FROM events WHERE experiment <> '' AND type = 'click' AND ${IN_RANGE} GROUP BY experiment, variant, link, ts / ${DAY_MS}`,
  /**
   * The funnel's last step: each click id with a conversion at any stage is one application, worth
   * the largest value its stages reported (a paid stage restates the approved amount, so adding
   * them would count it twice), tied to its press (the first stored, should a beacon have been
   * stored twice) and counted under the press's page, campaign, variant and day, when the press is
   * in the range. One row per conversion's press is looked up by the click ids' index; the
   * conversions table is small next to events, and the retention period empties both alike.
   */
  applications: `SELECT e.page, e.pattern, e.link, e.utm_source, e.utm_medium, e.utm_campaign, e.affid, e.experiment, e.variant, e.ts / ${DAY_MS} AS day,
  count(*) AS applications, sum(c.value_cents) AS value_cents, sum(CAST(c.value_cents AS FLOAT) * c.value_cents) AS value_squares
FROM (SELECT click_id, coalesce(max(value_cents), 0) AS value_cents FROM conversions GROUP BY click_id) c
JOIN events e ON e.id = (SELECT min(p.id) FROM events p WHERE p.click_id = c.click_id AND p.click_id <> '' AND p.type = 'click')
WHERE e.ts >= ? AND e.ts < ?
GROUP BY e.page, e.pattern, e.link, e.utm_source, e.utm_medium, e.utm_campaign, e.affid, e.experiment, e.variant, e.ts / ${DAY_MS}`,
} as const;

type SqlRow = Record<string, unknown>;

/** Views and clicks of one answer row (PostgreSQL sends its sums as text: Number reads both). */
const countsOf = (r: SqlRow): Counts => ({ views: Number(r.views), clicks: Number(r.clicks) });

/**
 * Counted only for a site of several languages: no index is in pattern order, so SQLite sorts the
 * range's rows to group them (like the 1.6 s a million below), which a one-language site need not pay.
 */
export const PATTERN_SQL = `SELECT pattern, ${VIEWS_CLICKS} FROM events WHERE ${IN_RANGE} GROUP BY pattern`;

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
    campaigns: rows.campaigns.map((r) => ({
      utmSource: String(r.utm_source),
      utmMedium: String(r.utm_medium),
      utmCampaign: String(r.utm_campaign),
      ...countsOf(r),
    })),
    affiliates: rows.affiliates.map((r) => ({ affid: Number(r.affid) === 1, ...countsOf(r) })),
    experiments: rows.experiments.map((r) => ({ experiment: String(r.experiment), variant: String(r.variant), day: Number(r.day), ...countsOf(r) })),
    experimentLinks: rows.experimentLinks.map((r) => ({
      experiment: String(r.experiment),
      variant: String(r.variant),
      link: String(r.link),
      day: Number(r.day),
      clicks: Number(r.clicks),
    })),
    applications: rows.applications.map((r) => ({
      page: String(r.page),
      pattern: String(r.pattern),
      link: String(r.link),
      utmSource: String(r.utm_source),
      utmMedium: String(r.utm_medium),
      utmCampaign: String(r.utm_campaign),
      affid: Number(r.affid) === 1,
      experiment: String(r.experiment),
      variant: String(r.variant),
      day: Number(r.day),
      applications: Number(r.applications),
      valueCents: Number(r.value_cents),
      valueSquares: Number(r.value_squares),
    })),
  };
}

/** The same counts from rows in memory (tests, the demo, and what REPORT_SQL is checked against). */
export function countRows(rows: readonly EventRow[], conversions: readonly ConversionRow[] = []): ReportCounts {
  const groups = new Map<string, { first: EventRow } & Counts>();
  const add = (kind: string, parts: readonly unknown[], row: EventRow) => {
    const key = JSON.stringify([kind, ...parts]);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { first: row, views: 0, clicks: 0 }));
    if (row.type === 'view') group.views++;
    else group.clicks++;
  };
  for (const row of rows) {
    add('page', [row.page], row);
    if (row.type === 'click') add('link', [row.link], row);
    add('campaign', [row.utmSource, row.utmMedium, row.utmCampaign], row);
    add('affiliate', [row.affid], row);
    add('pattern', [row.pattern], row);
    if (row.experiment) add('experiment', [row.experiment, row.variant, Math.floor(row.ts / DAY_MS)], row);
    if (row.experiment && row.type === 'click') add('experiment-link', [row.experiment, row.variant, row.link, Math.floor(row.ts / DAY_MS)], row);
  }
  const of = (kind: string) => [...groups].filter(([key]) => key.startsWith(`["${kind}"`)).map(([, group]) => group);
  return {
    pages: of('page').map(({ first, views, clicks }) => ({ page: first.page, views, clicks })),
    links: of('link').map(({ first, clicks }) => ({ link: first.link, clicks })),
    campaigns: of('campaign').map(({ first, views, clicks }) => ({
      utmSource: first.utmSource,
      utmMedium: first.utmMedium,
      utmCampaign: first.utmCampaign,
      views,
      clicks,
    })),
    affiliates: of('affiliate').map(({ first, views, clicks }) => ({ affid: first.affid, views, clicks })),
    experiments: of('experiment').map(({ first, views, clicks }) => ({
      experiment: first.experiment,
      variant: first.variant,
      day: Math.floor(first.ts / DAY_MS),
      views,
      clicks,
    })),
    experimentLinks: of('experiment-link').map(({ first, clicks }) => ({
      experiment: first.experiment,
      variant: first.variant,
      link: first.link,
      day: Math.floor(first.ts / DAY_MS),
      clicks,
    })),
    applications: applicationsOf(rows, conversions),
    patterns: of('pattern').map(({ first, views, clicks }) => ({ pattern: first.pattern, views, clicks })),
  };
}

/** REPORT_SQL.applications over rows in memory. */
function applicationsOf(rows: readonly EventRow[], conversions: readonly ConversionRow[]): ApplicationGroup[] {
  const value = new Map<string, number>();
  for (const c of conversions) value.set(c.clickId, Math.max(value.get(c.clickId) ?? 0, c.valueCents ?? 0));
  const groups = new Map<string, ApplicationGroup>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.type !== 'click' || !row.clickId || !value.has(row.clickId) || seen.has(row.clickId)) continue;
    seen.add(row.clickId);
    const cents = value.get(row.clickId)!;
    const { page, pattern, link, utmSource, utmMedium, utmCampaign, affid, experiment, variant } = row;
    const day = Math.floor(row.ts / DAY_MS);
    const key = JSON.stringify([page, pattern, link, utmSource, utmMedium, utmCampaign, affid, experiment, variant, day]);
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = { page, pattern, link, utmSource, utmMedium, utmCampaign, affid, experiment, variant, day, applications: 0, valueCents: 0, valueSquares: 0 }),
      );
    group.applications++;
    group.valueCents += cents;
    group.valueSquares += cents * cents;
  }
  return [...groups.values()];
}

type Funnel = Counts & { applications?: number; valueCents?: number };

/** Groups summed under the key each is shown by, largest first (by views and clicks, as before applications were counted). */
function tally<T>(groups: readonly (T & Funnel)[], keyOf: (group: T) => string): Tally[] {
  const map = new Map<string, Tally>();
  for (const group of groups) {
    const key = keyOf(group);
    let entry = map.get(key);
    if (!entry) map.set(key, (entry = { key, views: 0, clicks: 0, applications: 0, valueCents: 0 }));
    entry.views += group.views;
    entry.clicks += group.clicks;
    entry.applications += group.applications ?? 0;
    entry.valueCents += group.valueCents ?? 0;
  }
  return [...map.values()].sort((a, b) => b.views + b.clicks - (a.views + a.clicks) || a.key.localeCompare(b.key));
}

/** The language whose prefix a pattern is under (the default's is ''). */
function languageOf(languages: readonly ReportLanguage[], pattern: string): string {
  const prefix = prefixOf(
    languages.map((language) => language.prefix),
    pattern,
  );
  return languages.find((language) => language.prefix === prefix)?.name ?? NONE;
}

const campaignOf = (c: { utmSource: string; utmMedium: string; utmCampaign: string }) =>
  c.utmSource || c.utmMedium || c.utmCampaign ? `${c.utmSource || NONE} / ${c.utmMedium || NONE} / ${c.utmCampaign || NONE}` : NONE;

/** What the report knows of the site beyond the counts. */
export interface ReportOptions {
  /** Each experiment's goal by its id (presses, the default, when an experiment names none or is gone). */
  goals?: Readonly<Record<string, Goal>>;
  /** Show applications even when none were counted: the site takes them. */
  funnel?: boolean;
}

/**
 * Everything `npm run report` prints, from the stored rows of a date range (YYYY-MM-DD, UTC).
 * `pageUrls` names each page by its address (pageUrls in page-urls.ts); without it, by page id.
 */
export function buildReport(
  rows: readonly EventRow[],
  range: { from: string; to: string },
  pageUrls?: Readonly<Record<string, string>>,
  languages?: readonly ReportLanguage[],
  options: ReportOptions & { conversions?: readonly ConversionRow[] } = {},
): Report {
  return reportFromCounts(countRows(rows, options.conversions), range, pageUrls, languages, options);
}

const noCounts = { views: 0, clicks: 0 };

/** The report from the counts the database made (REPORT_SQL): rates and verdicts are worked out from them. */
export function reportFromCounts(
  counts: ReportCounts,
  range: { from: string; to: string },
  pageUrls?: Readonly<Record<string, string>>,
  languages: readonly ReportLanguage[] = [],
  { goals = {}, funnel = false }: ReportOptions = {},
): Report {
  const pageOf = ({ page }: { page: string }) => (pageUrls === undefined ? page : (pageUrls[page] ?? `${page} (no longer a page)`));
  const ids = [...new Set(counts.experiments.map((g) => g.experiment))].sort();
  // Applications join each table as groups without views or clicks of their own.
  const applied = counts.applications.map((g) => ({ ...g, ...noCounts }));
  const inExperiments = applied.filter((g) => g.experiment !== '');
  const variantOf = (g: { experiment: string; variant: string }) => `${g.experiment} / ${g.variant}`;
  return {
    ...range,
    events: counts.pages.reduce((sum, g) => sum + g.views + g.clicks, 0),
    byPage: tally([...counts.pages, ...applied], pageOf),
    byLink: tally([...counts.links.map((g) => ({ ...g, views: 0 })), ...applied], (g) => g.link),
    byCampaign: tally([...counts.campaigns, ...applied], campaignOf),
    byAffiliate: tally([...counts.affiliates, ...applied], (g) => (g.affid ? 'with affid' : 'without affid')),
    ...(languages.length > 1 && counts.patterns ? { byLanguage: tally([...counts.patterns, ...applied], (g) => languageOf(languages, g.pattern)) } : {}),
    byVariant: tally([...counts.experiments, ...inExperiments], variantOf),
    funnel: funnel || applied.length > 0,
    experiments: ids.map((id) => experimentResult(id, goals[id] ?? 'presses', variantDays(id, counts))),
  };
}

/** One experiment's counts per variant and day, with presses per template and applications. */
function variantDays(experiment: string, counts: ReportCounts): VariantDay[] {
  const days = new Map<string, VariantDay>();
  const dayOfVariant = ({ variant, day }: { variant: string; day: number }) => {
    const key = `${variant} ${day}`;
    let entry = days.get(key);
    if (!entry) days.set(key, (entry = { variant, day, views: 0, clicks: 0, links: {}, applications: 0, valueCents: 0, valueSquares: 0 }));
    return entry;
  };
  for (const g of counts.experiments) {
    if (g.experiment !== experiment) continue;
    const entry = dayOfVariant(g);
    entry.views += g.views;
    entry.clicks += g.clicks;
  }
  for (const g of counts.experimentLinks) if (g.experiment === experiment) dayOfVariant(g).links[g.link] = (dayOfVariant(g).links[g.link] ?? 0) + g.clicks;
  for (const g of counts.applications) {
    if (g.experiment !== experiment) continue;
    const entry = dayOfVariant(g);
    entry.applications += g.applications;
    entry.valueCents += g.valueCents;
    entry.valueSquares += g.valueSquares;
  }
  return [...days.values()];
}
