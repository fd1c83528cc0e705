/**
 * The experiments' verdict, valid however often the report is read (issue 58; decision 53): an
 * always-valid confidence sequence for the difference between a variant and the control, from the
 * normal mixture boundary (Robbins 1970; Howard, Ramdas, McAuliffe & Sekhon 2021, "Time-uniform,
 * nonparametric, nonasymptotic confidence sequences", Annals of Statistics 49(2)). Deciding when
 * it leaves out zero is the mixture sequential probability ratio test (mSPRT) of Johari, Koomen,
 * Pekelis & Walsh 2017, "Peeking at A/B tests", with a normal mixing distribution: the chance that
 * it ever calls a difference that is not there is at most `alpha`, whenever and however often one looks.
 *
 * Each view is one observation: 0 or 1 for presses and applications (capped at one per view by
 * the caller), the value in rand for value. The variance is pooled over both arms (what it is when
 * the variant changes nothing) and plugged in, so the guarantee is the central limit theorem's
 * (asymptotic, as in Waudby-Smith et al. 2024, "Time-uniform central limit theory"); the
 * A/A runs of tests/experiments/sequential-verdict.test.ts measure it.
 */

/** One arm of an experiment: its views, the sum of the goal over them and the sum of its squares (for 0-or-1 goals, the sum again). */
export interface Arm {
  views: number;
  total: number;
  squares: number;
}

/** The chance, per experiment, of ever declaring a winner that is no better: 5%. */
export const LEVEL = 0.05;

/**
 * The mixture's spread, in views (rho = 1/tau^2 for a variant-control difference measured in
 * standard deviations). The boundary is narrowest near t = 8.21 x rho effective views (t solves
 * t/rho = 2 ln(1/alpha) + ln(1 + t/rho) at alpha 5%), so 600 tunes it for about 4,900 effective
 * views, 10,000 views a variant at an even split: where a landing page's 2% application rate can
 * show a change of a third. Narrower before, a little wider after; it is valid at every size.
 */
export const MIXTURE_VIEWS = 600;

/**
 * Half the width of the always-valid interval of a difference of means, for standard deviation
 * `sd` per view after `t` effective views (nA x nB / (nA + nB)): sd x sqrt((t + rho) / t^2 x
 * (ln(1 + t/rho) + 2 ln(1/alpha))). Infinite before the first view.
 */
export function halfWidth(sd: number, t: number, alpha = LEVEL, rho = MIXTURE_VIEWS): number {
  if (t <= 0) return Infinity;
  return sd * Math.sqrt(((t + rho) / (t * t)) * (Math.log(1 + t / rho) + 2 * Math.log(1 / alpha)));
}

export interface SequentialVerdict {
  /** The variant's mean per view minus the control's. */
  difference: number;
  /** The always-valid interval of the difference. */
  low: number;
  high: number;
  /** 'better' or 'worse' once the interval leaves out zero; undefined while it holds zero. */
  decided?: 'better' | 'worse';
  /**
   * Views of both arms together still needed, at today's split, before the interval would leave
   * out zero if today's difference is the true one: 0 once decided, Infinity with no difference yet.
   */
  moreViewsNeeded: number;
}

const UNDECIDED: SequentialVerdict = { difference: 0, low: -Infinity, high: Infinity, moreViewsNeeded: Infinity };

/** The verdict on a variant against the control, at level `alpha` (the report divides 5% among an experiment's variants). */
export function sequentialVerdict(control: Arm, variant: Arm, alpha = LEVEL): SequentialVerdict {
  if (control.views === 0 || variant.views === 0) return UNDECIDED;
  const views = control.views + variant.views;
  const mean = (control.total + variant.total) / views;
  const variance = Math.max(0, (control.squares + variant.squares) / views - mean * mean);
  const difference = variant.total / variant.views - control.total / control.views;
  // Nothing varies yet (no application in either arm): nothing can be told apart.
  if (variance === 0) return { ...UNDECIDED, difference };
  const sd = Math.sqrt(variance);
  const t = (control.views * variant.views) / views;
  const half = halfWidth(sd, t, alpha);
  const interval = { difference, low: difference - half, high: difference + half };
  if (interval.low > 0) return { ...interval, decided: 'better', moreViewsNeeded: 0 };
  if (interval.high < 0) return { ...interval, decided: 'worse', moreViewsNeeded: 0 };
  return { ...interval, moreViewsNeeded: Math.ceil((growth(Math.abs(difference), sd, t, alpha) - 1) * views) };
}

/**
 * The factor both arms must grow by before `gap` is wider than the half-width: doubled until it
 * is, then halved in on; Infinity for no gap, or past a trillion times today's views.
 */
function growth(gap: number, sd: number, t: number, alpha: number): number {
  if (gap === 0) return Infinity;
  let high = 2;
  while (halfWidth(sd, t * high, alpha) >= gap) {
    high *= 2;
    if (high > 1e12) return Infinity;
  }
  let low = 1;
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (halfWidth(sd, t * middle, alpha) >= gap) low = middle;
    else high = middle;
  }
  return high;
}
