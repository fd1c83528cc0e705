import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import type { EventRow } from '../../schemas/event';
import { groupCommit, type GroupCommitOptions } from './group-commit';
import { EVENTS_TABLE_SQL, INSERT_SQL, rowFromSql, rowValues, SELECT_SQL, type EventStore } from './store';

export const EVENTS_DB = 'events.db';

/**
 * The embedded store: one SQLite file (libsql, prebuilt binaries from npm) in WAL mode, written by
 * group commit. synchronous=NORMAL: a committed transaction is in the WAL file (the kernel's page
 * cache) before the request is acknowledged, so it survives the process being killed (kill -9);
 * only a power cut can lose the last commits, which the durability test does not claim.
 */
export function openSqliteStore(file: string, options: Omit<GroupCommitOptions<EventRow>, 'commit'> = {}): EventStore & { readonly queued: number } {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(EVENTS_TABLE_SQL);
  const insert = db.prepare(INSERT_SQL);
  const select = db.prepare(SELECT_SQL);
  const writer = groupCommit<EventRow>({
    ...options,
    commit(batch) {
      db.exec('BEGIN');
      try {
        for (const row of batch) insert.run(rowValues(row));
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  });
  let closed = false;
  return {
    append(batch) {
      if (closed) return Promise.reject(new Error('The event store is closed.'));
      const added = writer.add(batch);
      return added === false ? Promise.reject(new QueueFullError()) : added;
    },
    async query({ from, to }) {
      return (select.all([from, to]) as Record<string, unknown>[]).map(rowFromSql);
    },
    async close() {
      if (closed) return;
      writer.flush();
      closed = true;
      db.close();
    },
    get queued() {
      return writer.queued;
    },
  };
}

/** A read-only view of the file for `npm run report` while the server writes (WAL allows both). */
export function openSqliteReader(file: string): Pick<EventStore, 'query' | 'close'> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const select = db.prepare(SELECT_SQL);
  return {
    async query({ from, to }) {
      return (select.all([from, to]) as Record<string, unknown>[]).map(rowFromSql);
    },
    async close() {
      db.close();
    },
  };
}

/** More events are waiting to be written than the server holds: the request is refused (503). */
export class QueueFullError extends Error {
  constructor() {
    super('Too many events are waiting to be written; try again in a moment.');
  }
}
