// @vitest-environment node
// Conversions on both event stores, on real databases (the SQLite file and a throwaway PostgreSQL
// cluster, tests/helpers/postgres.ts): stored only for a stored press, once per click id and stage,
// refusals counted, the retention period applied to both, and two servers on one PostgreSQL.
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import type { ConversionRow } from '../../schemas/conversions';
import { formatReport } from '../../src/events/format-report';
import { openPostgresReader, openPostgresStore } from '../../src/events/postgres-store';
import { buildReport, reportFromCounts } from '../../src/events/report';
import { openSqliteReader, openSqliteStore } from '../../src/events/sqlite-store';
import type { EventReader, EventStore } from '../../src/events/store';
import { DAY1, DAY2, row } from '../helpers/event-rows';
import { sql, usePostgresDatabases } from '../helpers/postgres';

const databases = usePostgresDatabases('c');
let files = 0;
const quiet = { log: () => {}, error: () => {} };

const CLICK = 'Yz3kQ9bW_l0-mNp2rStUvA';
const OTHER = 'Q0lDSy1vdGhlci1wcmVzcw';
const press = (clickId: string, over = {}) => row({ type: 'click', link: 'tender-quote', block: 'hero', utmCampaign: 'spring', affid: true, clickId, ...over });
const conversion = (over: Partial<ConversionRow> = {}): ConversionRow => ({
  ts: DAY2,
  clickId: CLICK,
  stage: 'submitted',
  valueCents: null,
  provider: 'finance-forms',
  ...over,
});

const STORES: Record<string, () => Promise<EventStore>> = {
  SQLite: async () => openSqliteStore(join(databases.folder, `s${++files}.db`)),
  PostgreSQL: async () => openPostgresStore((await databases.database()).url, { log: quiet }),
};

describe.each(Object.keys(STORES))('conversions on %s', (name) => {
  it("keeps the press's click id, and stores a conversion only for a stored press, once per stage", async () => {
    const store = await STORES[name]!();
    await store.append([row({}), press(CLICK)]);
    expect((await store.query({ from: 0, to: DAY2 })).map((r) => r.clickId)).toEqual([undefined, CLICK]);
    expect(await store.recordConversion(conversion({ clickId: OTHER }))).toBe('unknown-click');
    expect(await store.recordConversion(conversion({ valueCents: 150050 }))).toBe('stored');
    expect(await store.recordConversion(conversion({ valueCents: 1 }))).toBe('already');
    expect(await store.recordConversion(conversion({ stage: 'approved', ts: DAY2 + 1 }))).toBe('stored');
    // A view never carries one: an id only a press has.
    expect(await store.queryConversions({ from: 0, to: DAY2 + 2 })).toEqual([
      conversion({ valueCents: 150050 }),
      conversion({ stage: 'approved', ts: DAY2 + 1 }),
    ]);
    await store.close();
  });

  it('counts refusals per day, provider and reason', async () => {
    const store = await STORES[name]!();
    for (const reason of ['bad-signature', 'bad-signature', 'stale'] as const)
      await store.countRefusal({ day: '2026-11-23', provider: 'finance-forms', reason });
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

describe("the report's funnel, counted by each database", () => {
  const THIRD = 'VGhpcmQtcHJlc3MtaWQtMDA';
  const LATER = 'TGF0ZXItcHJlc3MtaWQtMDA';
  const RANGE = { from: DAY1 - 36_000_000, to: DAY2 + 50_400_000 };
  const rows = [
    row({ utmCampaign: 'spring', affid: true }),
    row({ variant: 'quote-first' }),
    row({ variant: 'quote-first' }),
    press(CLICK),
    press(OTHER, { variant: 'quote-first', ts: DAY2 }),
    // The same press stored twice (a beacon sent again): its application counts once.
    press(OTHER, { variant: 'quote-first', ts: DAY2 }),
    press(THIRD, { variant: 'quote-first', utmCampaign: '', affid: false }),
    // After the range: its application is not in this report.
    press(LATER, { ts: RANGE.to + 1 }),
  ];
  // Three stages of one application, worth its largest value; one of R200; one out of range.
  const conversions = [
    conversion({ stage: 'submitted' }),
    conversion({ stage: 'approved', valueCents: 150050 }),
    conversion({ stage: 'paid', valueCents: 150050 }),
    conversion({ clickId: OTHER, valueCents: 20000 }),
    conversion({ clickId: LATER, valueCents: 99900, ts: RANGE.to + 2 }),
  ];
  const days = { from: '2026-11-23', to: '2026-11-24' };
  const tally = (key: string, views: number, clicks: number, applications: number, valueCents: number) => ({ key, views, clicks, applications, valueCents });

  async function fill(store: EventStore) {
    await store.append(rows);
    for (const c of conversions) expect(await store.recordConversion(c)).toBe('stored');
    await store.close();
  }

  it("counts applications and their value under the press's page, link, campaign, affiliate and variant", () => {
    const report = buildReport(rows.slice(0, 7), days, undefined, undefined, { conversions });
    expect(report.byPage).toEqual([tally('tender-bid', 3, 4, 2, 170050)]);
    expect(report.byLink).toEqual([tally('tender-quote', 0, 4, 2, 170050)]);
    expect(report.byCampaign).toEqual([tally('(none) / (none) / spring', 1, 3, 2, 170050), tally('(none)', 2, 1, 0, 0)]);
    expect(report.byAffiliate).toEqual([tally('with affid', 1, 3, 2, 170050), tally('without affid', 2, 1, 0, 0)]);
    expect(report.byVariant).toEqual([tally('tender-hero / quote-first', 2, 3, 1, 20000), tally('tender-hero / control', 1, 1, 1, 150050)]);
    expect(formatReport(report)).toContain(
      [
        'By link template',
        '  link template  CTA clicks  applications      value  applications/press  95% interval',
        '  tender-quote            4             2  R1,700.50               50.0%    15.0-85.0%',
      ].join('\n'),
    );
  });

  it('gives the same funnel from SQLite and PostgreSQL as from the rows', async () => {
    const expected = buildReport(rows.slice(0, 7), days, undefined, undefined, { conversions });
    const file = join(databases.folder, 'funnel.db');
    await fill(await openSqliteStore(file));
    const sqlite = openSqliteReader(file);
    const fromSqlite = reportFromCounts(await sqlite.report(RANGE), days);
    await sqlite.close();
    const { url } = await databases.database();
    await fill(await openPostgresStore(url, { log: quiet }));
    const postgres = await openPostgresReader(url);
    const fromPostgres = reportFromCounts(await postgres.report(RANGE), days);
    await postgres.close();
    expect(fromSqlite).toEqual(expected);
    expect(fromPostgres).toEqual(expected);
  });
});

describe("the report's funnel of a press without affid, counted by each database", () => {
  it('counts its application under without affid on SQLite and on PostgreSQL', async () => {
    const RANGE = { from: DAY1 - 36_000_000, to: DAY2 + 50_400_000 };
    const days = { from: '2026-11-23', to: '2026-11-24' };
    const byAffiliate = async (store: EventStore, reader: () => Promise<EventReader>) => {
      await store.append([row({}), press(CLICK, { affid: false })]);
      expect(await store.recordConversion(conversion({ valueCents: 50000 }))).toBe('stored');
      await store.close();
      const opened = await reader();
      const report = reportFromCounts(await opened.report(RANGE), days);
      await opened.close();
      return report.byAffiliate;
    };
    const file = join(databases.folder, 'without-affid.db');
    const { url } = await databases.database();
    const expected = [{ key: 'without affid', views: 1, clicks: 1, applications: 1, valueCents: 50000 }];
    expect(await byAffiliate(await openSqliteStore(file), async () => openSqliteReader(file))).toEqual(expected);
    expect(await byAffiliate(await openPostgresStore(url, { log: quiet }), () => openPostgresReader(url))).toEqual(expected);
  });
});

describe("the report's funnel at the edge of its range", () => {
  it("counts the application of a press at the range's first millisecond, not of one at the next day's first, and of a press sent twice across midnight only on the day it was first stored", async () => {
    const MIDNIGHT = Date.parse('2026-11-24T00:00:00Z');
    const NEXT = 'TmV4dC1kYXktcHJlc3MtaQ';
    const file = join(databases.folder, 'range-edge.db');
    const store = await openSqliteStore(file);
    await store.append([
      press(CLICK, { ts: MIDNIGHT }),
      // First stored a second before midnight, then again (the beacon sent twice) a second after.
      press(OTHER, { ts: MIDNIGHT - 1000 }),
      press(OTHER, { ts: MIDNIGHT + 1000 }),
      // The next day's first millisecond: after the range.
      press(NEXT, { ts: MIDNIGHT + 86_400_000 }),
    ]);
    expect(await store.recordConversion(conversion({ valueCents: 150050 }))).toBe('stored');
    expect(await store.recordConversion(conversion({ clickId: OTHER, valueCents: 20000 }))).toBe('stored');
    expect(await store.recordConversion(conversion({ clickId: NEXT, valueCents: 99900 }))).toBe('stored');
    await store.close();
    const reader = openSqliteReader(file);
    const report = reportFromCounts(await reader.report({ from: MIDNIGHT, to: MIDNIGHT + 86_400_000 }), { from: '2026-11-24', to: '2026-11-24' });
    await reader.close();
    // Both presses in the range are counted; only the one first stored on the 24th brings its application.
    expect(report.byPage).toEqual([{ key: 'tender-bid', views: 0, clicks: 2, applications: 1, valueCents: 150050 }]);
  });
});

describe("the report's funnel of one group, decided on value", () => {
  it('counts two applications from the same page, campaign and variant as two, with the spread a value verdict needs, on SQLite as from the rows', async () => {
    const THIRD = 'VGhpcmQtcHJlc3MtaWQtMDA';
    const rows = [
      row({}),
      row({}),
      press(CLICK),
      press(OTHER),
      row({ variant: 'quote-first' }),
      row({ variant: 'quote-first' }),
      press(THIRD, { variant: 'quote-first' }),
    ];
    const conversions = [
      conversion({ valueCents: 150050 }),
      conversion({ clickId: OTHER, valueCents: 20000 }),
      conversion({ clickId: THIRD, valueCents: 50000 }),
    ];
    const days = { from: '2026-11-23', to: '2026-11-24' };
    const goals = { 'tender-hero': 'value' } as const;
    const file = join(databases.folder, 'one-group.db');
    const store = await openSqliteStore(file);
    await store.append(rows);
    for (const c of conversions) expect(await store.recordConversion(c)).toBe('stored');
    await store.close();
    const reader = openSqliteReader(file);
    const fromSqlite = reportFromCounts(await reader.report({ from: DAY1 - 36_000_000, to: DAY2 + 50_400_000 }), days, undefined, [], { goals });
    await reader.close();
    expect(fromSqlite.byVariant).toEqual([
      { key: 'tender-hero / control', views: 2, clicks: 2, applications: 2, valueCents: 170050 },
      { key: 'tender-hero / quote-first', views: 2, clicks: 1, applications: 1, valueCents: 50000 },
    ]);
    expect(fromSqlite).toEqual(buildReport(rows, days, undefined, undefined, { conversions, goals }));
  });
});

describe('a SQLite file of schema version 2', () => {
  it('keeps its events and gains the click ids and conversions', async () => {
    const file = join(databases.folder, 'version-2.db');
    const first = await openSqliteStore(file);
    await first.close();
    // As an engine before issue 58 left it: version 3 taken back out.
    const db = new Database(file);
    db.exec(`DROP TABLE conversions; DROP TABLE conversion_refusals; DROP INDEX events_click; ALTER TABLE events DROP COLUMN click_id; DELETE FROM schema_version WHERE version = 3;
INSERT INTO events (ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block) VALUES (${DAY1}, 'click', 'invest', '/invest', '', '', '', '', '', 'old', 0, 'investor-form', 'deals');`);
    db.close();
    const store = await openSqliteStore(file);
    await store.append([press(CLICK)]);
    expect((await store.query({ from: 0, to: DAY2 })).map((r) => [r.utmCampaign, r.clickId])).toEqual([
      ['old', undefined],
      ['spring', CLICK],
    ]);
    expect(await store.recordConversion(conversion())).toBe('stored');
    await store.close();
  });
});

describe('two servers on one PostgreSQL database', () => {
  it("take postbacks for each other's presses, and of the same postback at once on both one is stored", async () => {
    const { url } = await databases.database();
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
