// @vitest-environment node
// The PostgreSQL store and report through what goes wrong while they run, in this process (issue 42:
// tests/server/postgres-down.test.ts shows the same through a server in a child process, where
// mutation testing cannot see): a migration that fails halfway or waits out its lock, the report's
// connection ended, and a database that goes away and comes back. A cluster of its own, since one
// test stops it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresReader, openPostgresStore } from '../../src/events/postgres-store';
import { reportFromCounts } from '../../src/events/report';
import type { StoreUnavailable } from '../../src/events/store';
import { row } from '../helpers/event-rows';
import { sql, startPostgres, type TestPostgres } from '../helpers/postgres';

let cluster: TestPostgres;
let databases = 0;
const RANGE = { from: Date.parse('2026-11-23'), to: Date.parse('2026-11-25') };

/**
 * Errors nobody listened for: pg emits a broken connection as an 'error' event, and one without a
 * listener ends the server's process. Vitest only reports them beside the results, so each test
 * asserts there were none.
 */
const uncaught: string[] = [];
const collect = (error: Error) => uncaught.push(error.message);

beforeAll(async () => {
  process.on('uncaughtException', collect);
  cluster = await startPostgres();
}, 120_000);
afterAll(async () => {
  process.off('uncaughtException', collect);
  await cluster?.remove();
});

/** A new empty database on the cluster, for one test; its name and URL. */
async function database(): Promise<{ name: string; url: string }> {
  const name = `o${++databases}`;
  await sql(cluster.url, `CREATE DATABASE ${name}`);
  return { name, url: cluster.url.replace(/\/events$/, `/${name}`) };
}

/** What the store logs, in order. */
function logged() {
  const lines: string[] = [];
  return { lines, log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
}

/** The connections to a database other than this query's own. */
const OTHERS = 'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()';

describe('a migration that cannot finish', () => {
  it('leaves nothing behind when a step fails halfway, so the next start tries it whole', async () => {
    const { name, url } = await database();
    // Something else already holds the name "events": the table is skipped (IF NOT EXISTS), its index fails.
    await sql(url, 'CREATE VIEW events AS SELECT 1::bigint AS ts');
    await expect(openPostgresStore(url, { log: logged().log })).rejects.toThrow(
      `The events database 127.0.0.1:${cluster.port}/${name} answered but refused to set up the events table (cannot create index on relation "events"). Give the DATABASE_URL's user the right to create tables in its schema (GRANT CREATE ON SCHEMA public TO that user), or point DATABASE_URL at a database it owns.`,
    );
    // schema_version, made before the failing step, went with the rest: one transaction.
    expect(await sql(url, "SELECT to_regclass('schema_version') IS NULL AS none")).toEqual([{ none: true }]);
    expect(uncaught).toEqual([]);
  });

  it("waits out another engine's migration lock as down (a lock wait is not a refusal), then gets ready once the lock is free", async () => {
    const { name, url } = await database();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('SELECT pg_advisory_lock(7330030)');
    const { lines, log } = logged();
    // A lock wait of 0.2 s, tried again every 0.05 s: its migration gives up and is tried again.
    const store = await openPostgresStore(url, { log, lockTimeoutMs: 200, retryMs: 50 });
    expect(store.state).toBe('down');
    await other.query('SELECT pg_advisory_unlock(7330030)');
    await other.end();
    await expect.poll(() => store.state, { timeout: 60_000 }).toBe('ready');
    expect(lines).toEqual([
      `The events database 127.0.0.1:${cluster.port}/${name} cannot be reached at start (another session held a lock for too long (another server setting up the table, or a long transaction)); pages are served, beacons get 503 until it answers (tried again every 0.05 s). Check DATABASE_URL.`,
      `The events database 127.0.0.1:${cluster.port}/${name} answers again; events are stored.`,
    ]);
    await store.append([row({ utmCampaign: 'after the lock' })]);
    expect(await sql(url, 'SELECT utm_campaign FROM events')).toEqual([{ utm_campaign: 'after the lock' }]);
    await store.close();
    expect(uncaught).toEqual([]);
  });
});

describe("the report's connection", () => {
  it('ended by the server while the report is open: the process goes on, the report says it cannot ask', async () => {
    const { url } = await database();
    await (await openPostgresStore(url, { log: logged().log })).close();
    const reader = await openPostgresReader(url);
    await sql(url, `SELECT pg_terminate_backend(pid) FROM (${OTHERS}) AS others`);
    // Once pg has seen the connection end (its 'error' event, which must have a listener):
    await expect
      .poll(
        () =>
          reader.report(RANGE).then(
            () => 'answered',
            (error: Error) => error.message,
          ),
        { timeout: 60_000 },
      )
      .toBe('Client has encountered a connection error and is not queryable');
    expect(uncaught).toEqual([]);
    await reader.close();
  });

  it('closed: its connection is gone and it answers no more', async () => {
    const { url } = await database();
    await (await openPostgresStore(url, { log: logged().log })).close();
    const reader = await openPostgresReader(url);
    expect(reportFromCounts(await reader.report(RANGE), { from: '2026-11-23', to: '2026-11-24' }).events).toBe(0);
    await reader.close();
    await expect(reader.report(RANGE)).rejects.toThrow('Client was closed and is not queryable');
    expect(await sql(url, OTHERS)).toEqual([]);
  });
});

describe('a database that goes away while the store is ready, and comes back', () => {
  it('says so once, refuses appends as down (503, retry in 5 s), and says when it answers again', async () => {
    const { name, url } = await database();
    const where = `127.0.0.1:${cluster.port}/${name}`;
    const { lines, log } = logged();
    const store = await openPostgresStore(url, { log, retryMs: 50 });
    await store.append([row({ utmCampaign: 'before' })]);
    expect(lines).toEqual([]);

    await cluster.stop();
    // An append and a count set off together, both while the store still counts as ready: each finds the database gone.
    const [refused, uncounted] = (await Promise.all(
      [store.append([row({ utmCampaign: 'while away' })]), store.count()].map((p) => p.catch((error: StoreUnavailable) => error)),
    )) as StoreUnavailable[];
    expect([refused!.kind, refused!.retryAfterSeconds, store.state]).toEqual(['down', 5, 'down']);
    expect([uncounted!.kind, uncounted!.message]).toEqual(['down', refused!.message]);
    // Its pooled connection was ended by the shutdown (pg's 'error' on the pool, which must have a
    // listener); a new one finds nothing listening.
    expect(refused!.message).toBe(
      `the events database ${where} cannot be reached (connection refused: nothing listens on that port); the events were not stored. Try again in a moment.`,
    );
    expect(lines).toEqual([
      `The events database ${where} cannot be reached (connection refused: nothing listens on that port); pages are served, beacons get 503 until it answers again.`,
    ]);

    await cluster.start();
    await expect.poll(() => store.state, { timeout: 60_000 }).toBe('ready');
    expect(lines.slice(1)).toEqual([`The events database ${where} answers again; events are stored.`]);
    await store.append([row({ utmCampaign: 'after' })]);
    expect((await sql(url, 'SELECT utm_campaign FROM events ORDER BY id')).map((r) => r.utm_campaign)).toEqual(['before', 'after']);
    await store.close();
    expect(uncaught).toEqual([]);
  });
});
