import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../src/config/model';
import { EVENTS_DB } from '../src/events/sqlite-store';
import { EVENTS_PATH } from '../src/core/event-rules';
import { runLoad } from './run-child';
import { serveSite } from './site';

type Latency = { requests: number; p50Ms: number; p99Ms: number };

export interface FloodBench {
  label: string;
  seconds: number;
  clients: number;
  pageAlone: Latency;
  pageDuringFlood: Latency;
  flood: { requests: number; perSecond: number; made: number; statuses: Record<string, number> };
  loadAverage: number;
}

type Beacons = { sent: number; statuses: Record<string, number>; p50Ms: number; maxMs: number };

export interface LockBench {
  seconds: number;
  lockMs: number;
  /** The page with the same beacons and no lock, just before and just after the lock. */
  pageBefore: Latency;
  pageDuringLock: Latency;
  pageAfter: Latency;
  beaconsUnlocked: { before: Beacons; after: Beacons };
  /** The beacons sent while the lock was held. */
  beacons: Beacons;
  /** Beacons of the bench found in the database afterwards. */
  stored: number;
  loadAverage: number;
}

/**
 * `npm run bench -- --flood-only [--seconds 10]`: a prerendered page's latency alone and while four
 * clients, each its own visitor, loop cities no build wrote (issue 25's flood). Twice: with the
 * shipped limits, and with the per-visitor render rate lifted so that only the render thread and
 * its queue bound the flood (as many visitors at two pages a second each would).
 */
export async function benchNewCityFlood(model: SiteModel, { seconds = 10, clients = 4 } = {}): Promise<FloodBench[]> {
  const runs: FloodBench[] = [];
  for (const [label, limits] of [
    ['shipped limits', {}],
    ['render rate per visitor lifted', { rendersPerVisitor: { perSecond: 1e9, burst: 1e9 } }],
  ] as const) {
    const site = await serveSite(model, { build: 'if-stale', host: '127.0.0.1', server: { limits } });
    try {
      const baseUrl = site.url.replace('localhost', '127.0.0.1');
      // The render thread starts with the first page made; its start-up is not the flood's.
      await fetch(`${baseUrl}/tender-finance/warm-up`);
      const loadAverage = loadavg()[0]!;
      const result = await runLoad<Omit<FloodBench, 'label' | 'seconds' | 'clients' | 'loadAverage'>>('flood-load.ts', [baseUrl, '/invest', seconds, clients]);
      runs.push({ label, seconds, clients, ...result, loadAverage });
    } finally {
      await site.close();
    }
  }
  return runs;
}

/**
 * `npm run bench -- --lock-only [--seconds 8]`: a page and beacons at 50 a second, as usual, then
 * while another process holds BEGIN IMMEDIATE on the events database for 8 s (issue 25: GET
 * /invest took 4.83 s and the beacon got a 500 after 5.13 s), then as usual again; and how many of
 * the beacons sent during the lock were stored.
 */
export async function benchForeignLock(model: SiteModel, { seconds = 8, beaconsPerSecond = 50 } = {}): Promise<LockBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lock-'));
  const site = await serveSite(model, { build: 'if-stale', host: '127.0.0.1', dataDir });
  try {
    const baseUrl = site.url.replace('localhost', '127.0.0.1');
    const loadAverage = loadavg()[0]!;
    const result = await runLoad<Omit<LockBench, 'seconds' | 'stored' | 'loadAverage'>>('lock-load.ts', [
      baseUrl,
      '/invest',
      EVENTS_PATH,
      join(dataDir, EVENTS_DB),
      seconds,
      beaconsPerSecond,
    ]);
    const stored = (await site.events!.query({ from: 0, to: Date.now() + 1000 })).filter((row) => row.utmCampaign === 'lock').length;
    return { seconds, ...result, stored, loadAverage };
  } finally {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
