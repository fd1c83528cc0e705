import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'libsql';
import type { EventRow } from '../../schemas/event';
import { groupCommit, type GroupCommitOptions } from './group-commit';
import { utcDay } from '../lib/utc-day';
import { reportCounts } from './report';
import { MIGRATIONS, NEWER_SCHEMA, newerSchemaMessage, READ_VERSION_SQL, RECORD_VERSION_SQL, SCHEMA_VERSION, VERSION_TABLE_SQL } from './schema';
import {
  CLICK_KNOWN_SQL,
  conversionFromSql,
  conversionValues,
  COUNT_REFUSAL_SQL,
  COUNT_SQL,
  DELETE_BEFORE_SQL,
  DELETE_CONVERSIONS_BEFORE_SQL,
  DELETE_REFUSALS_BEFORE_SQL,
  INSERT_CONVERSION_SQL,
  INSERT_SQL,
  refusalFromSql,
  rowFromSql,
  rowValues,
  SELECT_CONVERSIONS_SQL,
  SELECT_REFUSALS_SQL,
  SELECT_SQL,
  StoreUnavailable,
  type ConversionOutcome,
  type EventReader,
  type EventStore,
} from './store';

export const EVENTS_DB = 'events.db';

export interface SqliteStoreOptions extends Omit<GroupCommitOptions<EventRow>, 'commit'> {
  /**
   * Longest a commit waits for another process's write lock (a second server on the same file, a
   * clean-up job, the sqlite shell). The events waiting meanwhile are stored once the lock goes;
   * past this they are refused (503) and nothing of them is stored. @default 10000 ms
   */
  lockWaitMs?: number;
  /** Waits before each start of the database process after it stopped, the last repeated. @default 250, 1000, 5000, 15000 ms */
  restartDelaysMs?: readonly number[];
  /** Where a stop and a restart of the database process are told. @default console.error */
  log?: (message: string) => void;
  /** Waits a restart delay out (tests pass one they release themselves). @default a timer */
  waitBeforeRestart?: (ms: number) => Promise<void>;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; code: string; message: string };

/** What a call waits past the lock wait before the process counts as hung (an I/O call that never returns) and is replaced. */
const HUNG_AFTER_MS = 15_000;

/**
 * The embedded store: one SQLite file (libsql, prebuilt binaries from npm) in WAL mode, written by
 * group commit. Its connection lives in a child process of its own (sqlite-worker.mjs), so no
 * SQLite call, no wait for a lock, and no crash reaches the server that answers pages: a
 * `.db-shm` made immutable killed the whole server with a bus error on the first beacon (issue 40).
 * The process is started again with backoff when it stops (or hangs past the lock wait and
 * HUNG_AFTER_MS); meanwhile beacons get 503 with Retry-After and pages are untouched.
 * synchronous=NORMAL: a committed transaction is in the WAL file (the kernel's page cache) before
 * the request is acknowledged, so it survives the process being killed (kill -9); only a power
 * cut can lose the last commits, which the durability test does not claim. Resolves once the file is open.
 */
export async function openSqliteStore(
  file: string,
  { lockWaitMs = 10_000, restartDelaysMs = [250, 1000, 5000, 15_000], log = console.error, waitBeforeRestart = timer, ...options }: SqliteStoreOptions = {},
): Promise<EventStore & { readonly queued: number; readonly pid: number | undefined }> {
  const setup = {
    file,
    lockWaitMs,
    sql: {
      schema: {
        table: VERSION_TABLE_SQL,
        read: READ_VERSION_SQL,
        record: RECORD_VERSION_SQL,
        latest: SCHEMA_VERSION,
        newer: NEWER_SCHEMA,
        migrations: MIGRATIONS.map(({ version, sqlite }) => ({ version, sql: sqlite })),
      },
      insert: INSERT_SQL,
      select: SELECT_SQL,
      count: COUNT_SQL,
      deleteBefore: [DELETE_BEFORE_SQL, DELETE_CONVERSIONS_BEFORE_SQL, DELETE_REFUSALS_BEFORE_SQL],
      convert: INSERT_CONVERSION_SQL,
      clickKnown: CLICK_KNOWN_SQL,
      conversions: SELECT_CONVERSIONS_SQL,
      countRefusal: COUNT_REFUSAL_SQL,
      refusals: SELECT_REFUSALS_SQL,
    },
  };
  const pending = new Map<number, { settle(reply: Reply): void; timer?: NodeJS.Timeout }>();
  let nextId = 1;
  let child: ChildProcess | undefined;
  let up = false;
  let closed = false;
  let restarts = 0;
  const delay = () => restartDelaysMs[Math.min(restarts, restartDelaysMs.length - 1)] ?? 1000;
  const down = () =>
    new StoreUnavailable(
      'down',
      'the events database is restarting; the events were not stored. Try again in a moment.',
      Math.max(1, Math.ceil(delay() / 1000)),
    );

  const settleAll = (reply: (id: number) => Reply) => {
    for (const [id, { settle, timer }] of pending) {
      clearTimeout(timer);
      settle(reply(id));
    }
    pending.clear();
  };

  /** Start the process; resolves with its answer to opening the file (or why it stopped first). */
  function start(): Promise<Reply> {
    const started = fork(fileURLToPath(new URL('./sqlite-worker.mjs', import.meta.url)), [], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    const opened = new Promise<Reply>((resolve) => pending.set(0, { settle: resolve }));
    started.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      clearTimeout(waiting?.timer);
      pending.delete(reply.id);
      waiting?.settle(reply);
    });
    // A channel closed under a send: the exit below answers what waits.
    started.on('error', () => {});
    started.on('exit', (code, signal) => {
      if (child !== started) return;
      child = undefined;
      const wasUp = up;
      up = false;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      settleAll((id) => ({ id, ok: false, code: 'STOPPED', message: `the events database process stopped (${how})` }));
      if (closed) return;
      if (wasUp) log(`The events database process stopped (${how}); beacons get 503 until it is back. Pages are not affected.`);
      void waitBeforeRestart(delay()).then(restart);
    });
    started.send(setup);
    return opened;
  }

  async function restart(): Promise<void> {
    if (closed) return;
    restarts += 1;
    const opened = await start();
    if (opened.ok) {
      up = true;
      restarts = 0;
      log(`The events database process is back (${file}).`);
    } else child?.kill('SIGKILL');
  }

  const call = <T>(op: string, args: Record<string, unknown> = {}): Promise<T> => {
    if (closed) return Promise.reject(new StoreUnavailable('closed', 'the events database is not available; the events were not stored.', 5));
    if (!up || !child) return Promise.reject(down());
    const id = nextId++;
    const target = child;
    return new Promise<T>((resolve, reject) => {
      // A call that never returns (hung I/O) must not hold every later beacon: the process is replaced.
      const timer = setTimeout(() => target.kill('SIGKILL'), lockWaitMs + HUNG_AFTER_MS).unref();
      pending.set(id, { settle: (reply) => (reply.ok ? resolve(reply.value as T) : reject(storeError(reply, lockWaitMs, down))), timer });
      target.send({ id, op, ...args });
    });
  };

  const opened = await start();
  if (!opened.ok) {
    closed = true;
    child?.kill('SIGKILL');
    if (opened.code === NEWER_SCHEMA) throw new Error(newerSchemaMessage(file, Number(opened.message), 'DATA_DIR'));
    throw new Error(`Cannot open the events database ${file}: ${opened.message}`);
  }
  up = true;

  const writer = groupCommit<EventRow>({ ...options, commit: (batch) => call('append', { rows: batch.map(rowValues) }) });
  return {
    append(batch) {
      if (closed) return Promise.reject(new StoreUnavailable('closed', 'the event store is closed; the events were not stored.', 5));
      if (!up) return Promise.reject(down());
      const added = writer.add(batch);
      return added === false ? Promise.reject(new StoreUnavailable('busy', 'too many events are waiting to be written; try again in a moment.', 1)) : added;
    },
    query: async ({ from, to }) => (await call<Record<string, unknown>[]>('query', { from, to })).map(rowFromSql),
    count: () => call<number>('count'),
    deleteBefore: (before) => call<number>('deleteBefore', { before, beforeDay: utcDay(before) }),
    // Not through group commit: postbacks are few, and each needs its own answer (stored, unknown, already).
    recordConversion: (conversion) => call<ConversionOutcome>('convert', { values: conversionValues(conversion), clickId: conversion.clickId }),
    countRefusal: ({ day, provider, reason }) => call<void>('countRefusal', { values: [day, provider, reason] }),
    queryConversions: async ({ from, to }) => (await call<Record<string, unknown>[]>('conversions', { from, to })).map(conversionFromSql),
    queryRefusals: async () => (await call<Record<string, unknown>[]>('refusals')).map(refusalFromSql),
    async close() {
      if (closed) return;
      await writer.drain();
      await call('close').catch(() => {});
      closed = true;
      const last = child;
      if (last && last.exitCode === null && last.signalCode === null) {
        const exited = new Promise((resolve) => last.once('exit', resolve));
        last.kill();
        await exited;
      }
    },
    get queued() {
      return writer.queued;
    },
    /** The database process's id (tests stop it to see the server go on). */
    get pid() {
      return child?.pid;
    },
  };
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A failed call as the intake answers it: a lock that outlasted the wait, or a store that cannot write now. */
function storeError(reply: Extract<Reply, { ok: false }>, lockWaitMs: number, down: () => StoreUnavailable): Error {
  if (reply.code === 'STOPPED') return down();
  if (reply.code === 'SQLITE_BUSY') {
    return new StoreUnavailable(
      'locked',
      `another process held the events database locked for more than ${lockWaitMs} ms; the events were not stored. Try again in a moment.`,
      5,
    );
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
    async report({ from, to, patterns }) {
      db.exec('BEGIN');
      try {
        return await reportCounts('sqlite', (sql) => db.prepare(sql).all([from, to]) as Record<string, unknown>[], { patterns });
      } finally {
        db.exec('COMMIT');
      }
    },
    async close() {
      db.close();
    },
  };
}
