// @vitest-environment node
// Both event stores on real databases: the embedded SQLite file and a throwaway PostgreSQL cluster
// (tests/helpers/postgres.ts; never skipped: a missing PostgreSQL fails with how to install it).
import { join } from 'node:path';
import Database from 'libsql';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../schemas/event';
import { formatReport } from '../../src/events/format-report';
import { describeDatabase, openPostgresReader, openPostgresStore, plainCause } from '../../src/events/postgres-store';
import { reportFromCounts } from '../../src/events/report';
import { buildReport } from '../../src/events/report';
import { openSqliteReader, openSqliteStore } from '../../src/events/sqlite-store';
import type { StoreUnavailable } from '../../src/events/store';
import { DAY1, DAY2, row } from '../helpers/event-rows';
import { sql, usePostgresDatabases } from '../helpers/postgres';

const databases = usePostgresDatabases('t');
const quiet = { log: () => {}, error: () => {} };

const ROWS: EventRow[] = [
  row({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring' }),
  row({ variant: 'quote-first', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', affid: true }),
  row({
    variant: 'quote-first',
    type: 'click',
    link: 'tender-quote',
    block: 'hero',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    affid: true,
  }),
  row({ ts: DAY2, variant: 'quote-first' }),
  row({ ts: DAY2, variant: 'quote-first', type: 'click', link: 'tender-quote', block: 'hero' }),
  row({ ts: DAY2, page: 'invest', pattern: '/af/invest', experiment: '', variant: '' }),
  row({ ts: DAY2, page: 'invest', experiment: '', variant: '', type: 'click', link: 'investor-form', block: 'deals' }),
  // Outside the range asked for: never counted.
  row({ ts: Date.parse('2026-11-25T00:00:00Z'), page: 'invest', experiment: '', variant: '' }),
];
const RANGE = { from: Date.parse('2026-11-23'), to: Date.parse('2026-11-25') };
/** A PostgreSQL database as an engine of schema version 1 left it. */
const VERSION_1 = `CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL); INSERT INTO schema_version VALUES (1, 0);
CREATE TABLE events (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, ts BIGINT NOT NULL, type TEXT NOT NULL, page TEXT NOT NULL, pattern TEXT NOT NULL, city TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, utm_source TEXT NOT NULL, utm_medium TEXT NOT NULL, utm_campaign TEXT NOT NULL, affid SMALLINT NOT NULL, link TEXT NOT NULL, block TEXT NOT NULL)`;
/** The connections of the test's database that wait for a lock (the migration lock, 7330030). */
const WAITING = "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'";

describe('the schema, versioned on both stores', () => {
  it("creates schema version 3 with the report's and the click ids' indexes on a new PostgreSQL database", async () => {
    const { url } = await databases.database();
    const lines: string[] = [];
    const store = await openPostgresStore(url, { log: { log: (line) => lines.push(line), error: (line) => lines.push(line) } });
    await store.close();
    // A database there at start is not news: nothing is logged.
    expect(lines).toEqual([]);
    expect((await sql(url, 'SELECT version FROM schema_version ORDER BY version')).map((r) => r.version)).toEqual([1, 2, 3]);
    expect((await sql(url, "SELECT indexname FROM pg_indexes WHERE tablename = 'events' ORDER BY indexname")).map((r) => r.indexname)).toEqual([
      'events_click',
      'events_experiment',
      'events_pkey',
      'events_ts',
    ]);
  });

  it("creates schema version 3 with the report's covering indexes and the click ids' in a new SQLite file", async () => {
    const file = join(databases.folder, 'new.db');
    const store = await openSqliteStore(file);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT version FROM schema_version ORDER BY version').all()).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' ORDER BY name").all()).toEqual([
      { name: 'events_affid' },
      { name: 'events_campaign' },
      { name: 'events_click' },
      { name: 'events_experiment' },
      { name: 'events_link' },
      { name: 'events_page' },
      { name: 'events_ts' },
    ]);
    db.close();
  });

  it('migrates a SQLite file made before schema_version, keeping its events', async () => {
    const file = join(databases.folder, 'old.db');
    // The table as the engine made it before this issue: no schema_version, no experiments index.
    const old = new Database(file);
    old.exec(`CREATE TABLE events (id INTEGER PRIMARY KEY, ts INTEGER NOT NULL, type TEXT NOT NULL CHECK (type IN ('view', 'click')), page TEXT NOT NULL, pattern TEXT NOT NULL, city TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, utm_source TEXT NOT NULL, utm_medium TEXT NOT NULL, utm_campaign TEXT NOT NULL, affid INTEGER NOT NULL, link TEXT NOT NULL, block TEXT NOT NULL);
CREATE INDEX events_ts ON events (ts);
INSERT INTO events VALUES (1, ${DAY1}, 'view', 'invest', '/invest', '', '', '', 'old', '', '', 0, '', '');`);
    old.close();
    const store = await openSqliteStore(file);
    await store.append([row({ utmSource: 'new' })]);
    expect((await store.query({ from: 0, to: DAY2 })).map((r) => r.utmSource)).toEqual(['old', 'new']);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT version FROM schema_version ORDER BY version').all()).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
    db.close();
  });

  it('migrates a PostgreSQL database at version 1 to 3 once, with two servers starting together', async () => {
    const { url } = await databases.database();
    await sql(url, VERSION_1);
    const stores = await Promise.all([openPostgresStore(url, { log: quiet }), openPostgresStore(url, { log: quiet })]);
    await Promise.all(stores.map((store) => store.close()));
    expect((await sql(url, 'SELECT version FROM schema_version ORDER BY version')).map((r) => r.version)).toEqual([1, 2, 3]);
  });

  it('refuses a PostgreSQL database a newer engine migrated, in one line, and writes nothing', async () => {
    const { url, name } = await databases.database();
    await (await openPostgresStore(url, { log: quiet })).close();
    await sql(url, 'INSERT INTO schema_version VALUES (4, 0)');
    const port = databases.cluster.port;
    const refusal = `The events database 127.0.0.1:${port}/${name} has schema version 4, made by a newer landing-engine (this one knows up to version 3); nothing was written to it. Run the newer landing-engine, or point DATABASE_URL at another database.`;
    await expect(openPostgresStore(url, { log: quiet })).rejects.toThrow(refusal);
    await expect(openPostgresReader(url)).rejects.toThrow(refusal);
    expect(await sql(url, 'SELECT version FROM schema_version ORDER BY version')).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    expect(await sql(url, 'SELECT count(*)::int AS n FROM events')).toEqual([{ n: 0 }]);
  });

  it('refuses a PostgreSQL database a newer engine migrated while this one waited for the migration lock (a rolling upgrade)', async () => {
    const { url, name } = await databases.database();
    await sql(url, VERSION_1);
    const newer = new pg.Client({ connectionString: url });
    await newer.connect();
    await newer.query('SELECT pg_advisory_lock(7330030)');
    const opening = openPostgresStore(url, { log: quiet, lockTimeoutMs: 600_000 }).then(
      async (store) => (await store.close(), 'opened'),
      (error: Error) => error.message,
    );
    // This engine read version 1 and waits for the lock; the newer one migrates to 4 meanwhile.
    await expect.poll(async () => (await sql(url, WAITING)).length, { timeout: 60_000 }).toBe(1);
    await newer.query('INSERT INTO schema_version VALUES (2, 0), (3, 0), (4, 0)');
    await newer.query('SELECT pg_advisory_unlock(7330030)');
    await newer.end();
    expect(await opening).toBe(
      `The events database 127.0.0.1:${databases.cluster.port}/${name} has schema version 4, made by a newer landing-engine (this one knows up to version 3); nothing was written to it. Run the newer landing-engine, or point DATABASE_URL at another database.`,
    );
    expect((await sql(url, 'SELECT version FROM schema_version ORDER BY version')).map((r) => r.version)).toEqual([1, 2, 3, 4]);
    expect((await sql(url, "SELECT indexname FROM pg_indexes WHERE tablename = 'events' ORDER BY indexname")).map((r) => r.indexname)).toEqual(['events_pkey']);
  });

  it('refuses a SQLite file a newer engine migrated, and leaves the file as it was', async () => {
    const file = join(databases.folder, 'newer.db');
    await (await openSqliteStore(file)).close();
    const db = new Database(file);
    db.exec('INSERT INTO schema_version VALUES (4, 0)');
    db.close();
    const refusal = `The events database ${file} has schema version 4, made by a newer landing-engine (this one knows up to version 3); nothing was written to it. Run the newer landing-engine, or point DATA_DIR at another database.`;
    await expect(openSqliteStore(file)).rejects.toThrow(refusal);
    expect(() => openSqliteReader(file)).toThrow(refusal);
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT version FROM schema_version ORDER BY version').all()).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 3 },
      { version: 4 },
    ]);
    after.close();
  });
});

describe('a newer schema found once the database answers', () => {
  it('refuses appends for good and writes nothing', async () => {
    const { url, name } = databases.unmade();
    const lines: string[] = [];
    // The database does not exist yet: down at start, tried again every 50 ms.
    const store = await openPostgresStore(url, { log: { log: (line) => lines.push(line), error: (line) => lines.push(line) }, retryMs: 50 });
    expect(store.state).toBe('down');
    // Set up under another name and renamed in one step: the store, trying every 50 ms, sees no
    // database or one with version 4, never an empty one it would migrate itself (the test's own
    // CREATE TABLE raced its retry and failed: issue 42).
    await sql(databases.cluster.url, `CREATE DATABASE ${name}_newer`);
    await sql(
      databases.urlOf(`${name}_newer`),
      'CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL); INSERT INTO schema_version VALUES (4, 0)',
    );
    await sql(databases.cluster.url, `ALTER DATABASE ${name}_newer RENAME TO ${name}`);
    await expect.poll(() => store.state, { timeout: 60_000 }).toBe('refused');
    const refusal = `The events database 127.0.0.1:${databases.cluster.port}/${name} has schema version 4, made by a newer landing-engine (this one knows up to version 3); nothing was written to it. Run the newer landing-engine, or point DATABASE_URL at another database.`;
    expect(lines.at(-1)).toBe(refusal);
    const refused = (await store.append([row({})]).catch((error: StoreUnavailable) => error)) as StoreUnavailable;
    expect([refused.kind, refused.message, refused.retryAfterSeconds]).toEqual(['refused', `${refusal} The events were not stored.`, 3600]);
    expect(await sql(url, "SELECT to_regclass('events') IS NULL AS none")).toEqual([{ none: true }]);
    await store.close();
  });
});

describe('a PostgreSQL database that answers no, or drops a connection', () => {
  it("refuses a batch behind another session's table lock after the lock wait (503, nothing stored), and stays up", async () => {
    const { url, name } = await databases.database();
    const store = await openPostgresStore(url, { log: quiet, lockTimeoutMs: 300 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
    await expect(store.append([row({ utmCampaign: 'locked' })])).rejects.toMatchObject({
      kind: 'failed',
      message: `the events database 127.0.0.1:${databases.cluster.port}/${name} did not store them (another session held a lock for too long (another server setting up the table, or a long transaction)); the events were not stored. Try again in a moment.`,
    });
    expect(store.state).toBe('ready');
    // A read behind the lock is refused by the database, not taken for the database being away.
    await expect(store.count()).rejects.toMatchObject({ code: '55P03' });
    expect(store.state).toBe('ready');
    await holder.query('ROLLBACK');
    await holder.end();
    await store.append([row({ utmCampaign: 'after' })]);
    expect(await sql(url, 'SELECT utm_campaign FROM events')).toEqual([{ utm_campaign: 'after' }]);
    await store.close();
  });

  it("survives its connection being ended while it waits for another engine's migration, and gets ready once it can", async () => {
    const { url } = await databases.database();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(7330030)');
    const opening = openPostgresStore(url, { log: quiet, retryMs: 50, lockTimeoutMs: 600_000 });
    await expect.poll(async () => (await sql(url, WAITING)).length, { timeout: 60_000 }).toBe(1);
    // Before the fix, pg emitted this as an 'error' nobody listened to, and the process ended
    // (vitest only reports such an error beside the results, so the test collects it).
    const uncaught: string[] = [];
    const collect = (error: Error) => uncaught.push(error.message);
    process.on('uncaughtException', collect);
    await sql(url, `SELECT pg_terminate_backend(pid) FROM (${WAITING}) AS w`);
    const store = await opening.finally(() => process.off('uncaughtException', collect));
    expect(uncaught).toEqual([]);
    await holder.query('SELECT pg_advisory_unlock(7330030)');
    await holder.end();
    await expect.poll(() => store.state, { timeout: 60_000 }).toBe('ready');
    await store.append([row({ utmCampaign: 'stored' })]);
    expect(await sql(url, 'SELECT utm_campaign FROM events')).toEqual([{ utm_campaign: 'stored' }]);
    await store.close();
  });

  it('stops at start with the fix when its user may not create the events table', async () => {
    const { url, name } = await databases.database();
    await sql(url, 'CREATE ROLE visitor_counter LOGIN');
    const asVisitorCounter = url.replace('postgres://postgres@', 'postgres://visitor_counter@');
    await expect(openPostgresStore(asVisitorCounter, { log: quiet })).rejects.toThrow(
      `The events database 127.0.0.1:${databases.cluster.port}/${name} answered but refused to set up the events table (permission denied for schema public). Give the DATABASE_URL's user the right to create tables in its schema (GRANT CREATE ON SCHEMA public TO that user), or point DATABASE_URL at a database it owns.`,
    );
  });
});

describe('intake on PostgreSQL, batched as on SQLite', () => {
  it('commits concurrent requests together, and each append resolves once its events are in the database', async () => {
    const { url } = await databases.database();
    const store = await openPostgresStore(url, { log: quiet, windowMs: 20 });
    // 50 requests inside one window: one INSERT holds them all.
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.append([row({ utmCampaign: `r${i}` })])));
    const seen = await sql(url, 'SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS transactions FROM events');
    expect(seen).toEqual([{ n: 50, transactions: 1 }]);
    await store.append([row({ utmCampaign: 'after' })]);
    // Seen from another connection the moment the promise resolves: committed, not queued.
    expect(await sql(url, "SELECT utm_campaign FROM events WHERE utm_campaign = 'after'")).toEqual([{ utm_campaign: 'after' }]);
    expect(await store.count()).toBe(51);
    expect(await store.deleteBefore(DAY2)).toBe(51);
    await store.close();
  });
});

describe('a database that is not there at start, then is', () => {
  it('says why at start, then that it answers again, and stores from then on', async () => {
    const { url, name } = databases.unmade();
    const lines: string[] = [];
    const store = await openPostgresStore(url, { log: { log: (line) => lines.push(line), error: (line) => lines.push(line) }, retryMs: 50 });
    expect(store.state).toBe('down');
    await expect(store.append([row({})])).rejects.toThrow(
      `the events database 127.0.0.1:${databases.cluster.port}/${name} cannot be reached (database "${name}" does not exist); the events were not stored. Try again in a moment.`,
    );
    await sql(databases.cluster.url, `CREATE DATABASE ${name}`);
    await expect.poll(() => store.state, { timeout: 60_000 }).toBe('ready');
    expect(lines).toEqual([
      `The events database 127.0.0.1:${databases.cluster.port}/${name} cannot be reached at start (database "${name}" does not exist); pages are served, beacons get 503 until it answers (tried again every 0.05 s). Check DATABASE_URL.`,
      `The events database 127.0.0.1:${databases.cluster.port}/${name} answers again; events are stored.`,
    ]);
    await store.append([row({}), row({ type: 'click', link: 'tender-quote', block: 'hero' })]);
    expect(await store.count()).toBe(2);
    expect((await store.query({ from: 0, to: Date.parse('2030-01-01') })).map((r) => r.type)).toEqual(['view', 'click']);
    await store.close();
    await store.close();
    // More events than may wait at once: refused at once, retry in a second.
    const small = await openPostgresStore(url, { log: quiet, maxQueued: 1 });
    const busy = (await small.append([row({}), row({})]).catch((error: StoreUnavailable) => error)) as StoreUnavailable;
    expect([busy.kind, busy.message, busy.retryAfterSeconds]).toEqual(['busy', 'too many events are waiting to be written; try again in a moment.', 1]);
    await small.close();
  });

  it('a report of a database without the events table says no events yet', async () => {
    const { url, name } = await databases.database();
    await expect(openPostgresReader(url)).rejects.toThrow(
      `No events yet: the events database 127.0.0.1:${databases.cluster.port}/${name} has no events table; start creates it when it first connects.`,
    );
  });
});

describe('the report, counted by the database', () => {
  const expected = buildReport(ROWS.slice(0, 7), { from: '2026-11-23', to: '2026-11-24' });

  it('gives the same report from PostgreSQL as from the rows themselves', async () => {
    const { url } = await databases.database();
    const store = await openPostgresStore(url, { log: quiet });
    await store.append(ROWS);
    await store.close();
    const reader = await openPostgresReader(url);
    const report = reportFromCounts(await reader.report(RANGE), { from: '2026-11-23', to: '2026-11-24' });
    // A site of several languages also counts by path pattern (its language is the prefix).
    const languages = [
      { name: 'English', prefix: '' },
      { name: 'Afrikaans', prefix: '/af' },
    ];
    const byLanguage = reportFromCounts(
      await reader.report({ ...RANGE, patterns: true }),
      { from: '2026-11-23', to: '2026-11-24' },
      undefined,
      languages,
    ).byLanguage;
    await reader.close();
    expect(byLanguage).toEqual([
      { key: 'English', views: 3, clicks: 3, applications: 0, valueCents: 0 },
      { key: 'Afrikaans', views: 1, clicks: 0, applications: 0, valueCents: 0 },
    ]);
    expect(report).toEqual(expected);
    expect(report.events).toBe(7);
    expect(report.experiments[0]!.variants.map((v) => [v.variant, v.views, v.conversions])).toEqual([
      ['control', 1, 0],
      ['quote-first', 2, 2],
    ]);
    expect(report.experiments[0]!.days).toEqual([
      { day: '2026-11-23', variants: { control: { views: 1, conversions: 0 }, 'quote-first': { views: 1, conversions: 1 } } },
      { day: '2026-11-24', variants: { control: { views: 1, conversions: 0 }, 'quote-first': { views: 2, conversions: 2 } } },
    ]);
  });

  it('gives the same report from SQLite', async () => {
    const file = join(databases.folder, 'report.db');
    const store = await openSqliteStore(file);
    await store.append(ROWS);
    await store.close();
    const reader = openSqliteReader(file);
    const report = reportFromCounts(await reader.report(RANGE), { from: '2026-11-23', to: '2026-11-24' });
    await reader.close();
    expect(report).toEqual(expected);
    expect(formatReport(report)).toContain('  google / cpc / spring      2           1        50.0%');
  });
});

describe('how a DATABASE_URL is named in messages', () => {
  it('names host, port and database, never the password', () => {
    expect(describeDatabase('postgres://landing:p%40ss@db.example.com:6432/landing_events?sslmode=verify-full')).toBe('db.example.com:6432/landing_events');
    expect(describeDatabase('postgres://landing@/landing_events?host=/var/run/postgresql')).toBe('/var/run/postgresql:5432/landing_events');
    expect(describeDatabase('postgresql://[::1]/events')).toBe('[::1]:5432/events');
    // Read as pg reads it: a password with an unencoded "@" is not taken for the host, and a URL pg
    // cannot read gives a fixed text with nothing of the URL in it.
    expect(describeDatabase('postgres://landing:s3cr@t-pw@db.internal:5432/landing_events')).toBe('db.internal:5432/landing_events');
    expect(describeDatabase('postgres://landing:pa/ss@127.0.0.1:5432/db')).toBe('(DATABASE_URL could not be read)');
  });

  it('says why in a few words', () => {
    expect(plainCause(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(
      'connection refused: nothing listens on that port',
    );
    // Node reports every address of a name together, without a message of its own.
    expect(plainCause(Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), { code: 'ECONNREFUSED' }))).toBe(
      'connection refused: nothing listens on that port',
    );
    expect(plainCause(Object.assign(new Error('getaddrinfo ENOTFOUND db.example.com'), { code: 'ENOTFOUND' }))).toBe('no such host');
    expect(plainCause(new Error('timeout expired'))).toBe('no answer (timed out)');
    expect(plainCause(Object.assign(new Error('password authentication failed for user "landing"'), { code: '28P01' }))).toBe(
      'password authentication failed for user "landing"',
    );
  });
});
