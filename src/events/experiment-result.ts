import { CONTROL } from '../../schemas/control';
import type { Goal } from '../../schemas/experiment';
import { LEVEL, sequentialVerdict, type Arm } from '../experiments/sequential-verdict';
import { formatCents } from '../lib/money';
import { wilson } from './stats';
import { utcDay } from '../lib/utc-day';

/**
 * An experiment in the report: each variant against the control on the experiment's goal, by the
 * sequential verdict (src/experiments/sequential-verdict.ts, decision 53), so a marketer may read
 * the report every morning and the 5% holds; and one sentence that says whether to stop.
 */

export interface VariantResult {
  variant: string;
  views: number;
  /** The goal counted on pages showing this variant: presses, applications, or value in cents. */
  conversions: number;
  /** The goal per view, presses and applications at most one per view; cents per view for value. */
  rate: number;
  /** The 95% Wilson interval of the rate (none for value). */
  interval?: { low: number; high: number };
  /** Relative change of the rate against the control (0.25 = 25% better); undefined for the control. */
  uplift?: number;
  /** The always-valid 95% interval of this variant's rate minus the control's. */
  difference?: { low: number; high: number };
  decided?: 'better' | 'worse';
  /** Views of this variant and the control together still needed to decide today's difference (0: decided). */
  moreViewsNeeded?: number;
  verdict: string;
}

export interface ExperimentResult {
  experiment: string;
  goal: Goal;
  variants: VariantResult[];
  /** Cumulative views and goal count (applications for value) per day and variant, for the chart. */
  days: { day: string; variants: Record<string, { views: number; conversions: number }> }[];
  /** When to stop, in plain words. */
  stop: string;
}

/** One variant's counts of one day (day: whole days since 1970, UTC). */
export interface VariantDay {
  variant: string;
  day: number;
  views: number;
  clicks: number;
  /** Presses per link template. */
  links: Record<string, number>;
  applications: number;
  valueCents: number;
  /** The sum of each application's value in cents, squared (value's spread). */
  valueSquares: number;
}

/** The goal as the report's words name it (and its column). */
export function goalWords(goal: Goal): string {
  if (typeof goal === 'object') return `presses of ${goal.presses}`;
  return goal === 'presses' ? 'CTA clicks' : goal;
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
/** Rand with cents, as the site writes amounts: R1,500.50 (cents per view rounded to the cent). */
export const randText = (cents: number) => formatCents(Math.round(cents), { decimals: 'always' });
const signed = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)}%`;
const sign = (x: number) => (x < 0 ? '-' : '+');
/** The interval of a difference: of rates in percentage points (-1.34 to -0.26 points), of value per view in rand (-R68.55 to +R67.75). */
export function differenceRange(goal: Goal, low: number, high: number): string {
  if (goal === 'value') return `${sign(low)}${randText(Math.abs(low))} to ${sign(high)}${randText(Math.abs(high))}`;
  return `${sign(low)}${Math.abs(low * 100).toFixed(2)} to ${sign(high)}${Math.abs(high * 100).toFixed(2)} points`;
}
/** A rate as the report prints it: a percentage, or rand per view for value. */
export const rateText = (goal: Goal, x: number) => (goal === 'value' ? randText(x) : percent(x));

/** The arm of a variant on the goal: 0-or-1 goals capped at one per view, value in cents. */
function armOf(goal: Goal, days: readonly VariantDay[]): { arm: Arm; count: number } {
  let views = 0;
  let count = 0;
  let squares = 0;
  for (const d of days) {
    views += d.views;
    if (goal === 'value') {
      count += d.valueCents;
      squares += d.valueSquares;
    } else count += goal === 'applications' ? d.applications : goal === 'presses' ? d.clicks : (d.links[goal.presses] ?? 0);
  }
  if (goal === 'value') return { arm: { views, total: count, squares }, count };
  const capped = Math.min(count, views);
  return { arm: { views, total: capped, squares: capped }, count };
}

export function experimentResult(experiment: string, goal: Goal, groups: readonly VariantDay[]): ExperimentResult {
  const ids = [...new Set(groups.map((g) => g.variant))].sort((a, b) => (a === CONTROL ? -1 : b === CONTROL ? 1 : a.localeCompare(b)));
  const of = (variant: string, lastDay = Infinity) => groups.filter((g) => g.variant === variant && g.day <= lastDay);
  const control = armOf(goal, of(CONTROL)).arm;
  // 5% for the experiment, shared among its comparisons with the control (Bonferroni).
  const alpha = LEVEL / Math.max(1, ids.filter((id) => id !== CONTROL).length);
  const variants = ids.map((variant): VariantResult => {
    const { arm, count } = armOf(goal, of(variant));
    const rate = arm.views ? arm.total / arm.views : 0;
    const base = { variant, views: arm.views, conversions: count, rate, ...(goal === 'value' ? {} : { interval: wilson(arm.total, arm.views) }) };
    if (variant === CONTROL) return { ...base, verdict: 'The control: the page as written.' };
    return { ...base, ...compare(goal, control, arm, alpha) };
  });
  const days = [...new Set(groups.map((g) => g.day))].sort((a, b) => a - b);
  const conversionsOf = (variant: string, day: number) => {
    const until = of(variant, day);
    return {
      views: until.reduce((n, g) => n + g.views, 0),
      conversions: goal === 'value' ? until.reduce((n, g) => n + g.applications, 0) : armOf(goal, until).count,
    };
  };
  const cumulative = days.map((day) => ({ day: utcDay(day * 86_400_000), variants: Object.fromEntries(ids.map((id) => [id, conversionsOf(id, day)])) }));
  return { experiment, goal, variants, days: cumulative, stop: whenToStop(goal, variants) };
}

/** A variant against the control, in plain words. */
export function compare(goal: Goal, control: Arm, variant: Arm, alpha = LEVEL): Omit<VariantResult, 'variant' | 'views' | 'conversions' | 'rate' | 'interval'> {
  if (control.views === 0) return { verdict: 'No views of the control yet: nothing to compare with.' };
  if (variant.views === 0) return { verdict: 'No views of this variant yet.' };
  const p1 = control.total / control.views;
  const p2 = variant.total / variant.views;
  const uplift = p1 === 0 ? (p2 === 0 ? 0 : Infinity) : p2 / p1 - 1;
  const verdict = sequentialVerdict(control, variant, alpha);
  // Two rates differ by at most 100 points: the interval cut to that range holds as often.
  const v = goal === 'value' ? verdict : { ...verdict, low: Math.max(-1, verdict.low), high: Math.min(1, verdict.high) };
  const difference = { low: v.low, high: v.high };
  const rates = `${rateText(goal, p2)} against ${rateText(goal, p1)} ${goal === 'value' ? 'a view' : `(${goalWords(goal)} per view)`}${Number.isFinite(uplift) ? `, ${signed(uplift)}` : ''}`;
  const between = Number.isFinite(v.low) ? `, ${differenceRange(goal, v.low, v.high)},` : '';
  const result = { uplift, difference, moreViewsNeeded: v.moreViewsNeeded };
  if (v.decided) {
    return {
      ...result,
      decided: v.decided,
      verdict: `${v.decided === 'better' ? 'Better' : 'Worse'} than the control: ${rates}; the always-valid 95% interval of the difference${between} leaves out zero.`,
    };
  }
  const more = Number.isFinite(v.moreViewsNeeded)
    ? `about ${v.moreViewsNeeded.toLocaleString('en-US')} more views of this variant and the control would decide a difference of this size`
    : 'at equal rates no number of views decides';
  return { ...result, verdict: `No clear difference yet: ${rates}; the always-valid 95% interval of the difference${between} holds zero; ${more}.` };
}

/** Whether to stop, and what to write in the page's YAML when it is time. */
function whenToStop(goal: Goal, variants: readonly VariantResult[]): string {
  const others = variants.filter((v) => v.variant !== CONTROL);
  const words = goalWords(goal);
  const better = others.filter((v) => v.decided === 'better').sort((a, b) => b.rate - a.rate);
  if (better[0])
    return `Stop: ${better[0].variant} brings more ${words} per view than the control, and reading the report again will not change that. End the experiment: status: ended, winner: ${better[0].variant}.`;
  if (others.length > 0 && others.every((v) => v.decided === 'worse'))
    return `Stop: the control brings more ${words} per view than ${others.length === 1 ? 'the variant' : 'every variant'}. End the experiment: status: ended, winner: control.`;
  const needed = Math.max(0, ...others.map((v) => v.moreViewsNeeded ?? Infinity).filter(Number.isFinite));
  const when = needed > 0 ? `; if today's differences hold, about ${needed.toLocaleString('en-US')} more views decide it` : '';
  // A variant already decided worse is named: "no variant is better or worse" would hide it from the marketer.
  const worse = others.filter((v) => v.decided === 'worse').map((v) => v.variant);
  const state =
    worse.length === 0
      ? 'no variant is better or worse than the control yet'
      : `no variant is better than the control yet, and ${new Intl.ListFormat('en').format(worse)} ${worse.length === 1 ? 'is' : 'are'} worse`;
  return `Keep it running: ${state}${when}. Read this report as often as you like: looking again does not raise its 5% chance of a wrong call.`;
}
