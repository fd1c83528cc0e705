/** Several runs of one figure: the bench reports all three, never one lucky run. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('spread() of no runs');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
}

/** "min / median / max" for a table cell. */
export const showSpread = ({ min, median, max }: Spread, digits = 0) => [min, median, max].map((n) => n.toFixed(digits)).join(' / ');
