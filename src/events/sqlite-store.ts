import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'libsql';
import type { EventRow } from '../../schemas/event';
import { groupCommit, type GroupCommitOptions } from './group-commit';
import { reportCounts } from './report';
import { MIGRATIONS, NEWER_SCHEMA, newerSchemaMessage, READ_VERSION_SQL, RECORD_VERSION_SQL, SCHEMA_VERSION, VERSION_TABLE_SQL } from './schema';
import { COUNT_SQL, DELETE_BEFORE_SQL, INSERT_SQL, rowFromSql, rowValues, SELECT_SQL, StoreUnavailable, type EventReader, type EventStore } from './store';

export const EVENTS_DB = 'events.db';

export interface SqliteStoreOptions extends Omit<GroupCommitOptions<EventRow>, 'commit'> {
  /**
   * Longest a commit waits for another process's write lock (a second server on the same file, a
   * clean-up job, the sqlite shell). The events waiting meanwhile are stored once the lock goes;
   * past this they are refused (503) and nothing of them is stored. @default 10000 ms
   */
  lockWaitMs?: number;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; code: string; message: string };

/**
 * The embedded store: one SQLite file (libsql, prebuilt binaries from npm) in WAL mode, written by
 * group commit. Its connection lives on a worker thread (sqlite-worker.mjs), so no SQLite call,
 * and no wait for a lock, ever runs on the event loop that answers pages. synchronous=NORMAL: a
 * committed transaction is in the WAL file (the kernel's page cache) before the request is
 * acknowledged, so it survives the process being killed (kill -9); only a power cut can lose the
 * last commits, which the durability test does not claim. Resolves once the file is open.
 */
export async function openSqliteStore(file: string, { lockWaitMs = 10_000, ...options }: SqliteStoreOptions = {}): Promise<EventStore & { readonly queued: number }> {
  const worker = new Worker(new URL('./sqlite-worker.mjs', import.meta.url), {
    workerData: {
      file,
      lockWaitMs,
      sql: {
        schema: { table: VERSION_TABLE_SQL, read: READ_VERSION_SQL, record: RECORD_VERSION_SQL, latest: SCHEMA_VERSION, newer: NEWER_SCHEMA, migrations: MIGRATIONS.map(({ version, sqlite }) => ({ version, sql: sqlite })) },
        insert: INSERT_SQL,
        select: SELECT_SQL,
        count: COUNT_SQL,
        deleteBefore: DELETE_BEFORE_SQL,
      },
    },
  });
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  let stopped: Error | undefined;
  worker.on('message', (reply: Reply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  // A thread that ends or crashes fails what waits on it; the intake answers those with 503.
  const fail = (error: Error) => {
    stopped ??= error;
    for (const settle of pending.values()) settle({ id: 0, ok: false, code: 'STOPPED', message: error.message });
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The events database thread stopped (exit code ${code}).`)));

  const call = <T>(op: string, args: Record<string, unknown> = {}, id = nextId++): Promise<T> => {
    if (stopped) return Promise.reject(new StoreUnavailable('closed', 'the events database is not available; the events were not stored.', 5));
    return new Promise<T>((resolve, reject) => {
      pending.set(id, (reply) => (reply.ok ? resolve(reply.value as T) : reject(storeError(reply, lockWaitMs))));
      if (id !== 0) worker.postMessage({ id, op, ...args });
    });
  };
  const opened = await new Promise<Reply>((resolve) => pending.set(0, resolve));
  if (!opened.ok) {
    await worker.terminate();
    if (opened.code === NEWER_SCHEMA) throw new Error(newerSchemaMessage(file, Number(opened.message), 'DATA_DIR'));
    throw new Error(`Cannot open the events database ${file}: ${opened.message}`);
  }

  const writer = groupCommit<EventRow>({ ...options, commit: (batch) => call('append', { rows: batch.map(rowValues) }) });
  let closed = false;
  return {
    append(batch) {
      if (closed) return Promise.reject(new StoreUnavailable('closed', 'the event store is closed; the events were not stored.', 5));
      const added = writer.add(batch);
      return added === false ? Promise.reject(new StoreUnavailable('busy', 'too many events are waiting to be written; try again in a moment.', 1)) : added;
    },
    query: async ({ from, to }) => (await call<Record<string, unknown>[]>('query', { from, to })).map(rowFromSql),
    count: () => call<number>('count'),
    deleteBefore: (before) => call<number>('deleteBefore', { before }),
    async close() {
      if (closed) return;
      closed = true;
      await writer.drain();
      await call('close').catch(() => {});
      await worker.terminate();
    },
    get queued() {
      return writer.queued;
    },
  };
}

/** A failed call as the intake answers it: a lock that outlasted the wait, or a store that cannot write now. */
function storeError(reply: Extract<Reply, { ok: false }>, lockWaitMs: number): Error {
  if (reply.code === 'SQLITE_BUSY') {
    return new StoreUnavailable('locked', `another process held the events database locked for more than ${lockWaitMs} ms; the events were not stored. Try again in a moment.`, 5);
  }
  return new StoreUnavailable('failed', `the events database could not write (${reply.code}: ${reply.message}); the events were not stored.`, 5);
}

/**
 * A read-only view of the file for `npm run report` while the server writes (WAL allows both): the
 * report's counts in one read transaction, so every table counts the same events. Read-only by
 * SQLite's own URI (mode=ro): libsql ignores the `readonly` and `fileMustExist` options and would
 * open a missing file by creating it.
 */
export function openSqliteReader(file: string): Pick<EventStore, 'query'> & EventReader {
  const db = new Database(`${pathToFileURL(file).href}?mode=ro`);
  const versioned = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'").get();
  const found = versioned ? Number((db.prepare(READ_VERSION_SQL).get() as { version: unknown }).version ?? 0) : 0;
  if (found > SCHEMA_VERSION) {
    db.close();
    throw new Error(newerSchemaMessage(file, found, 'DATA_DIR'));
  }
  const select = db.prepare(SELECT_SQL);
  return {
    async query({ from, to }) {
      return (select.all([from, to]) as Record<string, unknown>[]).map(rowFromSql);
    },
    async report({ from, to }) {
      db.exec('BEGIN');
      try {
        return await reportCounts('sqlite', (sql) => db.prepare(sql).all([from, to]) as Record<string, unknown>[]);
      } finally {
        db.exec('COMMIT');
      }
    },
    async close() {
      db.close();
    },
  };
}
