import { formatTable, mark } from '../dev/text-table';
import type { FloodBench, LockBench } from './abuse';

const statuses = (counts: Record<string, number>) => Object.entries(counts).map(([status, n]) => `${n}×${status}`).join(' ');

type Latency = { p50Ms: number; p99Ms: number };
/** p50 both ways, p99 alone and during, and whether the p99 held within the target factor. */
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
            headers: ['new-city flood', 'clients', 'page p50 alone / during ms', 'page p99 alone ms', 'during ms', '≤2x', 'flood req/s', 'pages made', 'answers', 'load'],
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
            headers: ['foreign write lock (beacons 50/s in both)', 'page p50 unlocked / locked ms', 'page p99 unlocked ms', 'locked ms', '≤2x', 'beacons sent', 'answers', 'stored', 'beacon wait p50 / max ms', 'unlocked', 'load'],
            rows: [
              [
                `BEGIN IMMEDIATE held ${(lock.lockMs / 1000).toFixed(1)} s by another process`,
                ...pageCells(lock.pageAlone, lock.pageDuringLock),
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
