import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../src/config/model';
import { EVENTS_PATH } from '../src/core/event-rules';
import { runLoad } from './run-child';
import { serveSite } from './site';

export interface IntakeBench {
  rateAsked: number;
  seconds: number;
  eventsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  pageAlone: { requests: number; p50Ms: number; p99Ms: number };
  pageDuringIntake: { requests: number; p50Ms: number; p99Ms: number };
  loadAverage: number;
}

const UNLIMITED = { perSecond: 1e9, burst: 1e9 };

/**
 * `npm run bench -- --intake-only [--rate 2500] [--seconds 10]`: the built site served as npm start
 * serves it, with a fresh events database; a second process sends one event per request at a fixed
 * rate while two clients loop /invest, after measuring /invest alone. The per-visitor limit and
 * the site-wide ceiling are lifted (all load comes from 127.0.0.1, and the capacity behind the
 * ceiling is what is measured); everything else is as in production.
 */
export async function benchEventIntake(
  model: SiteModel,
  { rate = 2500, seconds = 10, pagePath = '/invest', windowMs }: { rate?: number; seconds?: number; pagePath?: string; windowMs?: number } = {},
): Promise<IntakeBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-events-'));
  const site = await serveSite(model, {
    build: 'if-stale',
    host: '127.0.0.1',
    dataDir,
    commit: windowMs !== undefined ? { windowMs } : {},
    server: { limits: { eventsPerVisitor: UNLIMITED, eventsPerSecond: UNLIMITED } },
  });
  try {
    const loadAverage = loadavg()[0]!;
    const baseUrl = site.url.replace('localhost', '127.0.0.1');
    const result = await runLoad<{
      pageAlone: IntakeBench['pageAlone'];
      pageDuringIntake: IntakeBench['pageDuringIntake'];
      intake: Omit<IntakeBench, 'pageAlone' | 'pageDuringIntake' | 'loadAverage' | 'rateAsked' | 'seconds'> & { sent: number; stored: number };
    }>('intake-load.ts', [baseUrl, pagePath, EVENTS_PATH, rate, seconds]);
    return { rateAsked: rate, seconds, ...result.intake, pageAlone: result.pageAlone, pageDuringIntake: result.pageDuringIntake, loadAverage };
  } finally {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
