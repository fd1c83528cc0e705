import type { EventRow } from '../../schemas/event';
import { CONTROL } from '../../schemas/experiment';
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
  experiments: ExperimentResult[];
}

const NONE = '(none)';

function tally(rows: readonly EventRow[], keyOf: (row: EventRow) => string): Tally[] {
  const map = new Map<string, Tally>();
  for (const row of rows) {
    const key = keyOf(row);
    let entry = map.get(key);
    if (!entry) map.set(key, (entry = { key, views: 0, clicks: 0 }));
    if (row.type === 'view') entry.views++;
    else entry.clicks++;
  }
  return [...map.values()].sort((a, b) => b.views + b.clicks - (a.views + a.clicks) || a.key.localeCompare(b.key));
}

const campaignOf = (row: EventRow) =>
  row.utmSource || row.utmMedium || row.utmCampaign ? `${row.utmSource || NONE} / ${row.utmMedium || NONE} / ${row.utmCampaign || NONE}` : NONE;

/**
 * Everything `npm run report` prints, from the stored rows of a date range (YYYY-MM-DD, UTC).
 * `pageUrls` names each page by its address (pageUrls in page-urls.ts); without it, by page id.
 */
export function buildReport(rows: readonly EventRow[], range: { from: string; to: string }, pageUrls?: Readonly<Record<string, string>>): Report {
  const pageOf = (row: EventRow) => (pageUrls === undefined ? row.page : (pageUrls[row.page] ?? `${row.page} (no longer a page)`));
  return {
    ...range,
    events: rows.length,
    byPage: tally(rows, pageOf),
    byLink: tally(rows.filter((row) => row.type === 'click'), (row) => row.link),
    byCampaign: tally(rows, campaignOf),
    byAffiliate: tally(rows, (row) => (row.affid ? 'with affid' : 'without affid')),
    experiments: [...new Set(rows.filter((row) => row.experiment).map((row) => row.experiment))].sort().map((id) => experimentResult(id, rows.filter((row) => row.experiment === id))),
  };
}

function experimentResult(experiment: string, rows: readonly EventRow[]): ExperimentResult {
  const ids = [...new Set(rows.map((row) => row.variant))].sort((a, b) => (a === CONTROL ? -1 : b === CONTROL ? 1 : a.localeCompare(b)));
  const count = (subset: readonly EventRow[], variant: string) => {
    const mine = subset.filter((row) => row.variant === variant);
    return { views: mine.filter((row) => row.type === 'view').length, conversions: mine.filter((row) => row.type === 'click').length };
  };
  const control = count(rows, CONTROL);
  const variants = ids.map((variant): VariantResult => {
    const { views, conversions } = count(rows, variant);
    const rate = views ? Math.min(conversions, views) / views : 0;
    const base = { variant, views, conversions, rate, interval: wilson(Math.min(conversions, views), views) };
    if (variant === CONTROL) return { ...base, verdict: 'The control: the page as written.' };
    return { ...base, ...compare(control, { views, conversions }) };
  });
  const days = [...new Set(rows.map((row) => dayOf(row.ts)))].sort();
  const cumulative = days.map((day) => {
    const upTo = rows.filter((row) => dayOf(row.ts) <= day);
    return { day, variants: Object.fromEntries(ids.map((id) => [id, count(upTo, id)])) };
  });
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
