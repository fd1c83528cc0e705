import { formatTable, mark } from '../dev/text-table';
import type { FloodBench, LockBench } from './abuse';

const statuses = (counts: Record<string, number>) => Object.entries(counts).map(([status, n]) => `${n}×${status}`).join(' ');

/** Issue 25's targets: a prerendered page's p99 within 2x of its idle p99 under either. */
export const ABUSE_TARGETS = { pageP99Factor: 2 };

export function abuseSections(floods: FloodBench[], lock: LockBench | undefined) {
  return [
    ...(floods.length
      ? [
          {
            headers: ['new-city flood', 'clients', 'page p50 alone / during ms', 'page p99 alone ms', 'during ms', '≤2x', 'flood req/s', 'pages made', 'answers', 'load'],
            rows: floods.map((f) => [
              `${f.label}, ${f.seconds} s`,
              String(f.clients),
              `${f.pageAlone.p50Ms} / ${f.pageDuringFlood.p50Ms}`,
              String(f.pageAlone.p99Ms),
              String(f.pageDuringFlood.p99Ms),
              mark(f.pageDuringFlood.p99Ms <= ABUSE_TARGETS.pageP99Factor * f.pageAlone.p99Ms),
              String(f.flood.perSecond),
              String(f.flood.made),
              statuses(f.flood.statuses),
              f.loadAverage.toFixed(1),
            ]),
          },
        ]
      : []),
    ...(lock
      ? [
          {
            headers: ['foreign write lock (beacons 50/s in both)', 'page p50 unlocked / locked ms', 'page p99 unlocked ms', 'locked ms', '≤2x', 'beacons sent', 'answers', 'stored', 'beacon wait p50 / max ms', 'unlocked', 'load'],
            rows: [
              [
                `BEGIN IMMEDIATE held ${(lock.lockMs / 1000).toFixed(1)} s by another process`,
                `${lock.pageAlone.p50Ms} / ${lock.pageDuringLock.p50Ms}`,
                String(lock.pageAlone.p99Ms),
                String(lock.pageDuringLock.p99Ms),
                mark(lock.pageDuringLock.p99Ms <= ABUSE_TARGETS.pageP99Factor * lock.pageAlone.p99Ms),
                String(lock.beacons.sent),
                statuses(lock.beacons.statuses),
                String(lock.stored),
                `${lock.beacons.p50Ms} / ${lock.beacons.maxMs}`,
                `${lock.beaconsUnlocked.p50Ms} / ${lock.beaconsUnlocked.maxMs}`,
                lock.loadAverage.toFixed(1),
              ],
            ],
          },
        ]
      : []),
  ];
}
