/**
 * The report's interval for one conversion rate: the Wilson score interval, small enough to check
 * by hand. Comparing variants is the sequential verdict's (src/experiments/sequential-verdict.ts):
 * the fixed-sample z-test it replaced was wrong for a report read every day (issue 58).
 */

/** The standard normal quantile of 97.5%: a two-sided 95% interval. */
export const Z_95 = 1.959964;

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
