// @vitest-environment node
// Bounded intake and storage (issue 25): a flood from many addresses stored 728,300 events in 15 s
// with no 503 and grew the database to 1.03 M rows. The limits' clock is the test's.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '../../schemas/event';
import { openSqliteStore } from '../../src/events/sqlite-store';
import { withStorageLimits } from '../../src/events/storage-limits';
import type { EventStore } from '../../src/events/store';
import type { ServerLimits } from '../../src/core/limits';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuildWithInvest } from '../helpers/stub-build';

const distDir = mkdtempSync(join(tmpdir(), 'event-limits-dist-'));
const dataDir = mkdtempSync(join(tmpdir(), 'event-limits-'));
let server: Server | undefined;
let store: EventStore | undefined;
let port: number;
let clock = 0;
const logs: string[] = [];

beforeAll(() => {
  writeStubBuildWithInvest(distDir);
});
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  await store?.close();
});
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(events: EventStore, limits: Partial<ServerLimits> = {}) {
  store = events;
  server = createSiteServer({ model: shippedModel(), distDir, events: { store }, limits, clock: () => clock, log: (line) => logs.push(line) });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

/** `count` page views in one request from the visitor at `address` (a loopback address of its own). */
function beacons(address: string, count = 1, campaign = 'limits'): Promise<{ status: number; retryAfter?: string; text: string }> {
  const event = { type: 'view', path: '/invest', utmCampaign: campaign, affid: false };
  const body = JSON.stringify(count === 1 ? event : Array(count).fill(event));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: address,
        path: '/__events',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const page = () => fetch(`http://127.0.0.1:${port}/invest`).then((res) => res.status);

describe('the site-wide ceiling on events', () => {
  it('stores 1,000 events at once from 20 visitors, answers the 21st and 22nd 503 with Retry-After, logs once a minute and serves pages', async () => {
    await serve(await openSqliteStore(join(dataDir, 'ceiling.db')));
    const visitors = Array.from({ length: 22 }, (_, i) => `127.0.3.${i + 2}`);
    const answers = [];
    for (const address of visitors) answers.push(await beacons(address, 50));
    expect(answers.map((a) => a.status)).toEqual([...Array(20).fill(204), 503, 503]);
    expect(answers[21]).toEqual({
      status: 503,
      retryAfter: '1',
      text: 'Service Unavailable: the site takes at most 500 events a second; try again in a moment.',
    });
    expect(await store!.count()).toBe(1000);
    expect(await page()).toBe(200);
    expect(logs).toEqual(['Events refused (503): more than 500 a second arrived for the whole site (the site-wide ceiling, EVENTS_PER_SECOND).']);

    // Half a minute on: the ceiling's second's worth has refilled; past it again, refused but not logged again.
    clock += 30_000;
    for (const address of visitors) await beacons(address, 50);
    expect(logs).toHaveLength(1);
    // A minute after the last line, the next refusal is logged, with how often it recurred.
    clock += 31_000;
    for (const address of visitors) await beacons(address, 50);
    expect(logs).toEqual([
      'Events refused (503): more than 500 a second arrived for the whole site (the site-wide ceiling, EVENTS_PER_SECOND).',
      'Events refused (503): more than 500 a second arrived for the whole site (the site-wide ceiling, EVENTS_PER_SECOND). (3 more times since the last such message)',
    ]);
    expect(await store!.count()).toBe(3000);
  }, 60_000);
});

describe('a visitor refused for flooding', () => {
  it('spends nothing of the site-wide share: another visitor is still served', async () => {
    // 5 events a visitor, 10 for the whole site, and a clock that stands still: nothing refills.
    logs.length = 0;
    await serve(await openSqliteStore(join(dataDir, 'flood.db')), {
      eventsPerVisitor: { perSecond: 1, burst: 5 },
      eventsPerSecond: { perSecond: 1, burst: 10 },
    });
    const flood = [];
    for (let i = 0; i < 25; i++) flood.push((await beacons('127.0.5.2')).status);
    expect(flood).toEqual([...Array(5).fill(204), ...Array(20).fill(429)]);
    // Had the 20 refused beacons spent the site's share, this visitor would get 503.
    expect(await beacons('127.0.5.3', 5)).toEqual({ status: 204, retryAfter: undefined, text: '' });
    expect(await store!.count()).toBe(10);
    expect(logs).toEqual([]);
  }, 60_000);
});

describe('the storage ceiling and retention', () => {
  const DAY = 86_400_000;
  const row = (ts: number): EventRow => ({
    ts,
    type: 'view',
    page: 'invest',
    pattern: '/invest',
    city: '',
    experiment: '',
    variant: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: 'old',
    affid: false,
    link: '',
    block: '',
  });

  it('deletes events past the retention period, refuses past the ceiling with 503 and Retry-After, and takes events again as room comes', async () => {
    const raw = await openSqliteStore(join(dataDir, 'storage.db'));
    let now = Date.now();
    await raw.append([row(now - 40 * DAY), row(now - 40 * DAY), row(now - 40 * DAY), row(now - 10 * DAY), row(now - 10 * DAY)]);
    const limited = await withStorageLimits(raw, { maxRows: 5, retentionDays: 30 }, () => now);
    expect(await limited.count()).toBe(2);
    await serve(limited);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await beacons('127.0.4.2')).status);
    expect(statuses).toEqual([204, 204, 204, 503]);
    const refused = await beacons('127.0.4.2');
    expect(refused).toEqual({
      status: 503,
      retryAfter: '3600',
      text: 'Service Unavailable: the event store holds its ceiling of 5 events (EVENTS_MAX_ROWS); room comes as events pass 30 days (EVENTS_RETENTION_DAYS). The events were not stored.',
    });
    expect(await page()).toBe(200);
    expect(logs.at(-1)).toBe(
      'Events refused (503): the event store holds its ceiling of 5 events (EVENTS_MAX_ROWS); room comes as events pass 30 days (EVENTS_RETENTION_DAYS). The events were not stored.',
    );

    // 21 days on, the two events 10 days old pass 30 and go: room for two more.
    now += 21 * DAY;
    await limited.prune();
    expect(await limited.count()).toBe(3);
    const after = [];
    for (let i = 0; i < 3; i++) after.push((await beacons('127.0.4.2')).status);
    expect(after).toEqual([204, 204, 503]);
  }, 60_000);
});
