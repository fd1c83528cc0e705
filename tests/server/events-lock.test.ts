// @vitest-environment node
// Another process holds the events database's write lock (a second server on the same DATA_DIR, a
// clean-up job, the sqlite shell: BEGIN IMMEDIATE). Issue 25 measured 8 s of it costing a page
// 4.8 s and a beacon a 500; here the lock is short and the test decides when it goes.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/events/sqlite-store';
import type { EventStore } from '../../src/events/store';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuildWithInvest } from '../helpers/stub-build';

const dataDir = mkdtempSync(join(tmpdir(), 'events-lock-'));
const distDir = mkdtempSync(join(tmpdir(), 'events-lock-dist-'));
const file = join(dataDir, 'events.db');
const servers: { server: Server; store: EventStore; url: string }[] = [];

/** The site server with its events store; `lockWaitMs` as given (the default when undefined). */
async function serve(lockWaitMs?: number) {
  const store = await openSqliteStore(file, lockWaitMs === undefined ? {} : { lockWaitMs });
  const server = createSiteServer({ model: shippedModel(), distDir, events: { store } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const entry = { server, store, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  servers.push(entry);
  return entry;
}

beforeAll(() => {
  // A prerendered page, as the build writes it: served from the file.
  writeStubBuildWithInvest(distDir);
});
afterAll(async () => {
  for (const { server, store } of servers) {
    server.closeAllConnections();
    server.close();
    await store.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const beacon = (url: string, campaign: string) =>
  fetch(`${url}/__events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ type: 'view', path: '/invest', utmCampaign: campaign, affid: false }),
  });
const stored = async (campaign: string) => {
  const reader = new Database(file, { readonly: true });
  const { n } = reader.prepare('SELECT count(*) AS n FROM events WHERE utm_campaign = ?').get([campaign]) as { n: number };
  reader.close();
  return n;
};
/** Another connection, as another process would hold it: BEGIN IMMEDIATE takes the write lock. */
function foreignLock() {
  const db = new Database(file);
  db.exec('BEGIN IMMEDIATE');
  return { release: () => (db.exec('COMMIT'), db.close()) };
}

describe('a foreign write lock on the events database', () => {
  it('costs pages nothing, and the waiting beacon is stored (204) once the lock goes', async () => {
    // A wait far past anything a loaded machine takes to answer the page: the test, not the clock, releases the lock.
    const { url } = await serve(120_000);
    const lock = foreignLock();
    let beaconStatus: number | undefined;
    const answered = beacon(url, 'while-locked').then((res) => (beaconStatus = res.status));
    try {
      // Time for the commit to start waiting for the lock (on the old code: on the event loop).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const page = await fetch(`${url}/invest`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>Invest</h1>');
      // The page was answered while the lock is held, and the beacon still waits for it.
      expect(beaconStatus).toBeUndefined();
    } finally {
      lock.release();
    }
    await answered;
    expect(beaconStatus).toBe(204);
    expect(await stored('while-locked')).toBe(1);
  });

  it('answers 503 with Retry-After, never 500, when the lock outlasts the wait, and stores nothing of it', async () => {
    const { url } = await serve(300);
    const lock = foreignLock();
    try {
      const res = await beacon(url, 'refused');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.text()).toBe(
        'Service Unavailable: another process held the events database locked for more than 300 ms; the events were not stored. Try again in a moment.',
      );
      expect((await fetch(`${url}/invest`)).status).toBe(200);
    } finally {
      lock.release();
    }
    expect(await stored('refused')).toBe(0);
    // Once the lock has gone, events are stored again.
    expect((await beacon(url, 'after')).status).toBe(204);
    expect(await stored('after')).toBe(1);
  });
});
