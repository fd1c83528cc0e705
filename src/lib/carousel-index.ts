/**
 * The slide after moving `step` places from slide `i` in a carousel of `n` slides, wrapping at
 * both ends: next from the last slide is the first, previous from the first is the last.
 * An empty carousel has only index 0, so callers never index past the end.
 */
export function nextIndex(i: number, n: number, step: number): number {
  if (!Number.isInteger(n) || n < 1) return 0;
  return (((i + step) % n) + n) % n;
}
