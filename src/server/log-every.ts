/**
 * A log line per kind of trouble at most once per `intervalMs`, saying how often it recurred in
 * between: a flood refused thousands of times a second must not flood the log too.
 */
export function logEvery(log: (message: string) => void, intervalMs = 60_000, now: () => number = () => performance.now()) {
  const last = new Map<string, { at: number; since: number }>();
  return function report(kind: string, message: string): void {
    const t = now();
    const entry = last.get(kind);
    if (entry && t - entry.at < intervalMs) {
      entry.since += 1;
      return;
    }
    log(entry?.since ? `${message} (${entry.since} more times since the last such message)` : message);
    last.set(kind, { at: t, since: 0 });
  };
}
