// @vitest-environment node
// A DATABASE_URL that cannot be reached at start, and a database that goes away and comes back:
// pages are served throughout, beacons get 503 (not acknowledged, not stored) while it is away.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../src/events/postgres-store';
import { SCHEMA_VERSION } from '../../src/events/schema';
import { freePort, sql, startPostgres, type TestPostgres } from '../helpers/postgres';
import { rawRequest } from './built-site';
import { beacon, builtStarter, startInstance, type Instance } from './start-instances';

let root: string;
let data: string;
let cluster: TestPostgres;
let instance: Instance | undefined;

beforeAll(async () => {
  root = builtStarter();
  data = mkdtempSync(join(tmpdir(), 'pg-down-data-'));
  // Made but not started: the database is not there when the server starts.
  cluster = await startPostgres({ start: false });
}, 180_000);
afterAll(async () => {
  instance?.child.kill('SIGKILL');
  await cluster?.remove();
  for (const dir of [root, data]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Beacons until one is acknowledged (the server tries the database again every 2 s); the statuses seen. */
async function untilAcknowledged(port: number, prefix: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 600; i++) {
    const { status } = await beacon(port, `${prefix}-${i}`);
    statuses.push(status);
    if (status === 204) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no beacon acknowledged in 600 tries: ${statuses.slice(-5).join(', ')}`);
}

describe('landing-engine start with a database that is not there', () => {
  it('says so in one line naming the host and the cause, serves pages, and answers beacons 503 until the database comes', async () => {
    const port = await freePort();
    instance = await startInstance(root, port, data, { DATABASE_URL: cluster.url });
    const where = `127.0.0.1:${cluster.port}/events`;
    expect(instance.stderr()).toBe(
      `The events database ${where} cannot be reached at start (connection refused: nothing listens on that port); pages are served, beacons get 503 until it answers (tried again every 2 s). Check DATABASE_URL.\n`,
    );
    expect(instance.stdout()).toContain(`landing-engine is serving the site at http://localhost:${port}; events go to PostgreSQL ${where}`);

    const page = await rawRequest(port, '/bike-repairs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Bike repairs');
    const refused = await beacon(port, 'while-down');
    expect(refused).toEqual({
      status: 503,
      // The database's host and the driver's words go to the log, not to visitors.
      text: 'Service Unavailable: the events could not be stored right now; try again in a moment.',
      retryAfter: '5',
    });
    await expect
      .poll(() => instance!.stderr())
      .toContain(
        `Events refused (503): the events database ${where} cannot be reached (connection refused: nothing listens on that port); the events were not stored. Try again in a moment.`,
      );

    await cluster.start();
    const statuses = await untilAcknowledged(port, 'coming');
    expect(statuses.every((status) => status === 503 || status === 204)).toBe(true);
    // Only the acknowledged one is stored: a 503 stores nothing.
    expect(await sql(cluster.url, 'SELECT utm_campaign FROM events')).toEqual([{ utm_campaign: `coming-${statuses.length - 1}` }]);
    expect(await sql(cluster.url, 'SELECT max(version) AS version FROM schema_version')).toEqual([{ version: SCHEMA_VERSION }]);
  }, 120_000);

  it('answers 503 when the database goes away while it runs, and stores again once it is back', async () => {
    const { port } = instance!;
    await cluster.stop();
    // The first beacon after the loss may still find a pooled connection and fail on it: 503 either way.
    const gone = await beacon(port, 'gone');
    expect(gone.status).toBe(503);
    expect(gone.text).toBe('Service Unavailable: the events could not be stored right now; try again in a moment.');
    expect((await rawRequest(port, '/')).status).toBe(200);
    await cluster.start();
    const statuses = await untilAcknowledged(port, 'back');
    const stored = (await sql(cluster.url, "SELECT utm_campaign FROM events WHERE utm_campaign LIKE 'back-%' OR utm_campaign = 'gone'")).map(
      (r) => r.utm_campaign,
    );
    expect(stored).toEqual([`back-${statuses.length - 1}`]);
    expect(instance!.stderr()).toContain(`The events database 127.0.0.1:${cluster.port}/events cannot be reached (`);
    expect(instance!.stdout()).toContain(`The events database 127.0.0.1:${cluster.port}/events answers again; events are stored.`);
  }, 120_000);
});

describe('a DATABASE_URL naming a database that does not exist', () => {
  it("logs the server's own words once and refuses appends until it exists", async () => {
    const lines: string[] = [];
    const url = cluster.url.replace(/\/events$/, '/nosuch');
    const store = await openPostgresStore(url, { log: { log: (line) => lines.push(line), error: (line) => lines.push(line) }, retryMs: 60_000 });
    expect(lines).toEqual([
      `The events database 127.0.0.1:${cluster.port}/nosuch cannot be reached at start (database "nosuch" does not exist); pages are served, beacons get 503 until it answers (tried again every 60 s). Check DATABASE_URL.`,
    ]);
    await expect(store.append([])).rejects.toThrow(
      `the events database 127.0.0.1:${cluster.port}/nosuch cannot be reached (database "nosuch" does not exist); the events were not stored. Try again in a moment.`,
    );
    await store.close();
  });
});
