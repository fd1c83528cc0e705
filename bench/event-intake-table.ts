import type { IntakeBench } from './event-intake';
import { formatTable, mark } from '../dev/text-table';

/** Targets of issue #16: at least 2,000 events/s with p99 at most 20 ms, the page p99 unchanged. */
export const INTAKE_TARGETS = { eventsPerSecond: 2000, p99Ms: 20 };

export function printIntakeBench(r: IntakeBench): void {
  console.log(
    formatTable([
      {
        headers: [
          'event intake',
          'asked/s',
          'stored/s',
          '≥2000',
          'p50 ms',
          'p99 ms',
          '≤20',
          'max ms',
          'answers',
          'page p99 alone',
          'page p99 during',
          'page p50 alone / during',
        ],
        rows: [
          [
            `one event per POST, ${r.seconds} s`,
            String(r.rateAsked),
            String(r.eventsPerSecond),
            mark(r.eventsPerSecond >= INTAKE_TARGETS.eventsPerSecond),
            String(r.p50Ms),
            String(r.p99Ms),
            mark(r.p99Ms <= INTAKE_TARGETS.p99Ms),
            String(r.maxMs),
            Object.entries(r.statuses)
              .map(([status, n]) => `${n}×${status}`)
              .join(' '),
            `${r.pageAlone.p99Ms} ms`,
            `${r.pageDuringIntake.p99Ms} ms`,
            `${r.pageAlone.p50Ms} / ${r.pageDuringIntake.p50Ms} ms`,
          ],
        ],
      },
    ]),
  );
  console.log(`\nLoad average ${r.loadAverage.toFixed(2)} when the measurement started. Partial run: bench/results.json left as it was.`);
}
