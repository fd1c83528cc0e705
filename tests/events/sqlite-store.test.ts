// The embedded store on its own: a SQLite file in a temporary folder, its thread, and what a caller
// sees when the store is closed, full, locked by another connection, or cannot be opened.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteReader, openSqliteStore } from '../../src/events/sqlite-store';
import { StoreUnavailable } from '../../src/events/store';
import { row } from '../helpers/event-rows';

const folders: string[] = [];
const newFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  folders.push(folder);
  return join(folder, 'events.db');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** What a refused call says: its kind, its words and its Retry-After. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error: unknown) => (error instanceof StoreUnavailable ? [error.kind, error.message, error.retryAfterSeconds] : String(error)),
  );

describe('the SQLite store', () => {
  it('stores, counts, deletes before a time, and reads back what it stored', async () => {
    const store = await openSqliteStore(newFile(), { windowMs: 0 });
    await store.append([row({ ts: 1_000, page: 'home' }), row({ ts: 2_000, page: 'invest' }), row({ ts: 3_000, page: 'bakkie' })]);
    expect(await store.count()).toBe(3);
    expect(await store.deleteBefore(2_500)).toBe(2);
    expect(await store.count()).toBe(1);
    expect((await store.query({ from: 0, to: 10_000 })).map((r) => [r.ts, r.page])).toEqual([[3_000, 'bakkie']]);
    await store.close();
  });

  it('refuses events once closed, says so, and closes only once', async () => {
    const store = await openSqliteStore(newFile());
    await store.close();
    await store.close();
    expect(await refusal(store.append([row({})]))).toEqual(['closed', 'the event store is closed; the events were not stored.', 5]);
    expect(await refusal(store.count())).toEqual(['closed', 'the events database is not available; the events were not stored.', 5]);
  });

  it('refuses a batch that would pass maxQueued, and stores the ones that fit', async () => {
    const store = await openSqliteStore(newFile(), { windowMs: 50, maxQueued: 2 });
    const first = store.append([row({ page: 'home' }), row({ page: 'invest' })]);
    expect(store.queued).toBe(2);
    expect(await refusal(store.append([row({ page: 'bakkie' })]))).toEqual(['busy', 'too many events are waiting to be written; try again in a moment.', 1]);
    await first;
    expect(await store.count()).toBe(2);
    await store.close();
  });

  it("refuses a batch behind another connection's write lock once the wait is over, and stores the next once it goes", async () => {
    const file = newFile();
    const store = await openSqliteStore(file, { windowMs: 0, lockWaitMs: 50 });
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    // The lock is held until the refusal has come back: the verdict does not depend on the clock.
    const refused = await refusal(store.append([row({})]));
    other.exec('ROLLBACK');
    other.close();
    expect(refused).toEqual([
      'locked',
      'another process held the events database locked for more than 50 ms; the events were not stored. Try again in a moment.',
      5,
    ]);
    await store.append([row({})]);
    expect(await store.count()).toBe(1);
    await store.close();
  });

  it('answers a write the database refuses with what SQLite said', async () => {
    const file = newFile();
    const store = await openSqliteStore(file, { windowMs: 0 });
    const other = new Database(file);
    other.exec('DROP TABLE events');
    other.close();
    const refused = await refusal(store.append([row({})]));
    expect(refused).toEqual(['failed', 'the events database could not write (SQLITE_ERROR: no such table: events); the events were not stored.', 5]);
    await store.close();
  });

  it('stops at start with the file named when the file cannot be made', async () => {
    const blocker = newFile();
    writeFileSync(blocker, 'a file where a folder should be');
    const file = join(blocker, 'events.db');
    await expect(openSqliteStore(file)).rejects.toThrow(`Cannot open the events database ${file}: `);
  });
});

describe('the SQLite reader (npm run report)', () => {
  it('reads what the store wrote, reports twice in a row, and closes', async () => {
    const file = newFile();
    const store = await openSqliteStore(file, { windowMs: 0 });
    await store.append([row({ ts: 1_000, type: 'view', page: 'home' }), row({ ts: 2_000, type: 'click', page: 'home', link: 'order' })]);
    const reader = openSqliteReader(file);
    expect((await reader.query({ from: 0, to: 10_000 })).map((r) => [r.ts, r.type])).toEqual([
      [1_000, 'view'],
      [2_000, 'click'],
    ]);
    // Each report is one read transaction, ended when it is done: a second one can begin.
    const first = await reader.report({ from: 0, to: 10_000 });
    const second = await reader.report({ from: 0, to: 10_000 });
    expect(second).toEqual(first);
    // A read transaction left open would keep the writer's WAL from being checkpointed; the store still writes.
    await store.append([row({ ts: 3_000 })]);
    expect(await store.count()).toBe(3);
    await reader.close();
    await store.close();
  });

  it('counts by path pattern only when asked (a site of several languages)', async () => {
    const file = newFile();
    const store = await openSqliteStore(file, { windowMs: 0 });
    await store.append([
      row({ ts: 1_000, page: 'home', pattern: '/' }),
      row({ ts: 2_000, page: 'home', pattern: '/af' }),
      row({ ts: 3_000, page: 'home', pattern: '/af', type: 'click', link: 'order' }),
    ]);
    const reader = openSqliteReader(file);
    expect((await reader.report({ from: 0, to: 10_000 })).patterns).toBeUndefined();
    expect((await reader.report({ from: 0, to: 10_000, patterns: true })).patterns).toEqual([
      { pattern: '/', views: 1, clicks: 0 },
      { pattern: '/af', views: 1, clicks: 1 },
    ]);
    await reader.close();
    await store.close();
  });

  it('never makes a file: a missing one is an error, and nothing is left behind', () => {
    const file = newFile();
    expect(() => openSqliteReader(file)).toThrow('Unable to open connection to local database');
    expect(existsSync(file)).toBe(false);
  });
});
