import { mark } from '../dev/text-table';
import type { FloodBench, LockBench } from './abuse';

const statuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

type Latency = { p50Ms: number; p99Ms: number };
/** p50 both ways, p99 alone and during, and whether the p99 held within the target factor (the flood). */
const pageCells = (alone: Latency, during: Latency) => [
  `${alone.p50Ms} / ${during.p50Ms}`,
  String(alone.p99Ms),
  String(during.p99Ms),
  mark(during.p99Ms <= ABUSE_TARGETS.pageP99Factor * alone.p99Ms),
];

/** Issue 25's targets: a prerendered page's p99 within 2x of its idle p99 under either. */
export const ABUSE_TARGETS = { pageP99Factor: 2 };

export function abuseSections(floods: FloodBench[], lock: LockBench | undefined) {
  return [
    ...(floods.length
      ? [
          {
            headers: [
              'new-city flood',
              'clients',
              'page p50 alone / during ms',
              'page p99 alone ms',
              'during ms',
              '≤2x',
              'flood req/s',
              'pages made',
              'answers',
              'load',
            ],
            rows: floods.map((f) => [
              `${f.label}, ${f.seconds} s`,
              String(f.clients),
              ...pageCells(f.pageAlone, f.pageDuringFlood),
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
            headers: [
              'foreign write lock (beacons 50/s throughout)',
              'page p50 before / locked / after ms',
              'page p99 before ms',
              'locked ms',
              'after ms',
              '≤2x',
              'beacons sent',
              'answers',
              'stored',
              'beacon wait p50 / max ms',
              'unlocked max ms',
              'load',
            ],
            rows: [
              [
                `BEGIN IMMEDIATE held ${(lock.lockMs / 1000).toFixed(1)} s by another process`,
                `${lock.pageBefore.p50Ms} / ${lock.pageDuringLock.p50Ms} / ${lock.pageAfter.p50Ms}`,
                String(lock.pageBefore.p99Ms),
                String(lock.pageDuringLock.p99Ms),
                String(lock.pageAfter.p99Ms),
                // Against the phases on both sides: a shared machine can slow a later phase by itself.
                mark(lock.pageDuringLock.p99Ms <= ABUSE_TARGETS.pageP99Factor * Math.max(lock.pageBefore.p99Ms, lock.pageAfter.p99Ms)),
                String(lock.beacons.sent),
                statuses(lock.beacons.statuses),
                String(lock.stored),
                `${lock.beacons.p50Ms} / ${lock.beacons.maxMs}`,
                String(Math.max(lock.beaconsUnlocked.before.maxMs, lock.beaconsUnlocked.after.maxMs)),
                lock.loadAverage.toFixed(1),
              ],
            ],
          },
        ]
      : []),
  ];
}
