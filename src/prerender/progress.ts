/**
 * Whether to print a progress line now: at most one every `ms` of the step's own clock, and always
 * the last (done === total). A first build says what it is doing without a line per page (issue 54).
 */
export function progressEvery(ms: number): (done: number, total: number, elapsedMs: number) => boolean {
  let last = 0;
  return (done, total, elapsedMs) => {
    if (done < total && elapsedMs - last < ms) return false;
    last = elapsedMs;
    return true;
  };
}
