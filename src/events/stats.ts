/**
 * The statistics of the report, pure and small enough to check by hand: the Wilson score interval
 * for a conversion rate, the two-proportion z-test (pooled, two-sided) for a variant against the
 * control, and the sample per variant a test at 5% significance and 80% power needs to detect a
 * given difference.
 */

/** Standard normal quantiles used here. */
const Z_95 = 1.959964;
const Z_POWER_80 = 0.841621;

/** The standard normal CDF, via erf (Abramowitz and Stegun 7.1.26; error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** 95% Wilson score interval for `successes` out of `n` (good at small n and rates near 0). */
export function wilson(successes: number, n: number, z = Z_95): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Pooled two-proportion z-test, two-sided: is rate b different from rate a? */
export function twoProportionTest(a: { conversions: number; n: number }, b: { conversions: number; n: number }): { z: number; p: number } {
  const pooled = (a.conversions + b.conversions) / (a.n + b.n);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  if (se === 0) return { z: 0, p: 1 };
  const z = (b.conversions / b.n - a.conversions / a.n) / se;
  return { z, p: 2 * (1 - normalCdf(Math.abs(z))) };
}

/** Views per variant to detect rates p1 vs p2 at 5% significance (two-sided) with 80% power. */
export function sampleSizePerVariant(p1: number, p2: number): number {
  if (p1 === p2) return Infinity;
  const mean = (p1 + p2) / 2;
  const root = Z_95 * Math.sqrt(2 * mean * (1 - mean)) + Z_POWER_80 * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((root * root) / ((p1 - p2) * (p1 - p2)));
}
