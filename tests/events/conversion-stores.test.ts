// @vitest-environment node
// Conversions on both event stores, on real databases (the SQLite file and a throwaway PostgreSQL
// cluster, tests/helpers/postgres.ts): stored only for a stored press, once per click id and stage,
// refusals counted, the retention period applied to both, and two servers on one PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversionRow } from '../../schemas/conversions';
import { openPostgresStore } from '../../src/events/postgres-store';
import { openSqliteStore } from '../../src/events/sqlite-store';
import type { EventStore } from '../../src/events/store';
import { DAY1, DAY2, row } from '../helpers/event-rows';
import { sql, startPostgres, type TestPostgres } from '../helpers/postgres';

let cluster: TestPostgres;
let folder: string;
let databases = 0;
const quiet = { log: () => {}, error: () => {} };

beforeAll(async () => {
  cluster = await startPostgres();
  folder = mkdtempSync(join(tmpdir(), 'conversion-stores-'));
}, 120_000);
afterAll(async () => {
  await cluster?.remove();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function database(): Promise<string> {
  const name = `c${++databases}`;
  await sql(cluster.url, `CREATE DATABASE ${name}`);
  return cluster.url.replace(/\/events$/, `/${name}`);
}

const CLICK = 'Yz3kQ9bW_l0-mNp2rStUvA';
const OTHER = 'Q0lDSy1vdGhlci1wcmVzcw';
const press = (clickId: string, over = {}) => row({ type: 'click', link: 'tender-quote', block: 'hero', utmCampaign: 'spring', affid: true, clickId, ...over });
const conversion = (over: Partial<ConversionRow> = {}): ConversionRow => ({ ts: DAY2, clickId: CLICK, stage: 'submitted', valueCents: null, provider: 'finance-forms', ...over });

const STORES: Record<string, () => Promise<EventStore>> = {
  SQLite: async () => openSqliteStore(join(folder, `s${++databases}.db`)),
  PostgreSQL: async () => openPostgresStore(await database(), { log: quiet }),
};

describe.each(Object.keys(STORES))('conversions on %s', (name) => {
  it('keeps the press\'s click id, and stores a conversion only for a stored press, once per stage', async () => {
    const store = await STORES[name]!();
    await store.append([row({}), press(CLICK)]);
    expect((await store.query({ from: 0, to: DAY2 })).map((r) => r.clickId)).toEqual([undefined, CLICK]);
    expect(await store.recordConversion(conversion({ clickId: OTHER }))).toBe('unknown-click');
    expect(await store.recordConversion(conversion({ valueCents: 150050 }))).toBe('stored');
    expect(await store.recordConversion(conversion({ valueCents: 1 }))).toBe('already');
    expect(await store.recordConversion(conversion({ stage: 'approved', ts: DAY2 + 1 }))).toBe('stored');
    // A view never carries one: an id only a press has.
    expect(await store.queryConversions({ from: 0, to: DAY2 + 2 })).toEqual([conversion({ valueCents: 150050 }), conversion({ stage: 'approved', ts: DAY2 + 1 })]);
    await store.close();
  });

  it('counts refusals per day, provider and reason', async () => {
    const store = await STORES[name]!();
    for (const reason of ['bad-signature', 'bad-signature', 'stale'] as const) await store.countRefusal({ day: '2026-11-23', provider: 'finance-forms', reason });
    await store.countRefusal({ day: '2026-11-24', provider: '', reason: 'unsigned' });
    expect(await store.queryRefusals()).toEqual([
      { day: '2026-11-23', provider: 'finance-forms', reason: 'bad-signature', n: 2 },
      { day: '2026-11-23', provider: 'finance-forms', reason: 'stale', n: 1 },
      { day: '2026-11-24', provider: '', reason: 'unsigned', n: 1 },
    ]);
    await store.close();
  });

  it('deletes conversions and refusal counts past the retention period with the events', async () => {
    const store = await STORES[name]!();
    await store.append([press(CLICK, { ts: DAY1 }), press(OTHER, { ts: DAY2 })]);
    await store.recordConversion(conversion({ ts: DAY1 }));
    await store.recordConversion(conversion({ clickId: OTHER, ts: DAY2 }));
    await store.countRefusal({ day: '2026-11-23', provider: '', reason: 'unsigned' });
    await store.countRefusal({ day: '2026-11-24', provider: '', reason: 'unsigned' });
    expect(await store.deleteBefore(Date.parse('2026-11-24T00:00:00Z'))).toBe(1);
    expect((await store.queryConversions({ from: 0, to: DAY2 + 1 })).map((c) => c.clickId)).toEqual([OTHER]);
    expect((await store.queryRefusals()).map((r) => r.day)).toEqual(['2026-11-24']);
    await store.close();
  });
});

describe('a SQLite file of schema version 2', () => {
  it('keeps its events and gains the click ids and conversions', async () => {
    const file = join(folder, 'version-2.db');
    const first = await openSqliteStore(file);
    await first.close();
    // As an engine before issue 58 left it: version 3 taken back out.
    const db = new Database(file);
    db.exec(`DROP TABLE conversions; DROP TABLE conversion_refusals; DROP INDEX events_click; ALTER TABLE events DROP COLUMN click_id; DELETE FROM schema_version WHERE version = 3;
INSERT INTO events (ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block) VALUES (${DAY1}, 'click', 'invest', '/invest', '', '', '', '', '', 'old', 0, 'investor-form', 'deals');`);
    db.close();
    const store = await openSqliteStore(file);
    await store.append([press(CLICK)]);
    expect((await store.query({ from: 0, to: DAY2 })).map((r) => [r.utmCampaign, r.clickId])).toEqual([['old', undefined], ['spring', CLICK]]);
    expect(await store.recordConversion(conversion())).toBe('stored');
    await store.close();
  });
});

describe('two servers on one PostgreSQL database', () => {
  it('take postbacks for each other\'s presses, and of the same postback at once on both one is stored', async () => {
    const url = await database();
    // One after the other, as tests/server/two-servers.test.ts starts them: the first creates the schema.
    const first = await openPostgresStore(url, { log: quiet });
    const second = await openPostgresStore(url, { log: quiet });
    await first.append([press(CLICK)]);
    await second.append([press(OTHER)]);
    expect(await second.recordConversion(conversion())).toBe('stored');
    expect(await first.recordConversion(conversion({ clickId: OTHER }))).toBe('stored');
    const both = await Promise.all([first.recordConversion(conversion({ stage: 'paid' })), second.recordConversion(conversion({ stage: 'paid' }))]);
    expect(both.sort()).toEqual(['already', 'stored']);
    expect(await sql(url, 'SELECT click_id, stage FROM conversions ORDER BY id')).toEqual([
      { click_id: CLICK, stage: 'submitted' },
      { click_id: OTHER, stage: 'submitted' },
      { click_id: CLICK, stage: 'paid' },
    ]);
    await Promise.all([first.close(), second.close()]);
  });
});
