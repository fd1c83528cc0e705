// The process that owns the events database: every SQLite call runs here, so a commit waiting for
// another process's write lock (busy_timeout) holds this process, never the server's event loop,
// and a crash in SQLite (a bus error on a memory-mapped .db-shm it cannot write, issue 40) ends
// this process, not the page server; sqlite-store.ts starts it again. Plain JS so it starts
// without tsx; the SQL comes from schema.ts and store.ts in its first message.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';

// Nothing to do once the server is gone (killed, say): do not outlive it.
process.on('disconnect', () => process.exit(0));
const { file, sql, lockWaitMs } = await new Promise((resolve) => process.once('message', resolve));
const parentPort = { postMessage: (message) => process.send(message) };

/** What the main thread needs of an error: SQLITE_BUSY means the lock outlasted the wait. */
const failure = (id, error) => ({ id, ok: false, code: error?.code ?? 'ERROR', message: error?.message ?? String(error) });

/** The schema's version: 0 for a new file or one made before schema_version existed. */
function schemaVersion(db) {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'").get();
  return table ? Number(db.prepare(sql.schema.read).get().version ?? 0) : 0;
}

/** Thrown before anything is written when a newer engine migrated the file; its message is the version found. */
function refuseNewer(found) {
  if (found > sql.schema.latest) throw Object.assign(new Error(String(found)), { code: sql.schema.newer });
}

/** Apply the migrations the file lacks, in one transaction (IMMEDIATE: a second server waits its turn). */
function migrate(db) {
  refuseNewer(schemaVersion(db));
  db.exec('BEGIN IMMEDIATE');
  try {
    const found = schemaVersion(db);
    refuseNewer(found);
    if (found < sql.schema.latest) {
      db.exec(sql.schema.table);
      const record = db.prepare(sql.schema.record);
      for (const migration of sql.schema.migrations) {
        if (migration.version <= found) continue;
        db.exec(migration.sql);
        record.run([migration.version, Date.now()]);
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

let db;
let statements;
try {
  mkdirSync(dirname(file), { recursive: true });
  db = new Database(file);
  db.exec(`PRAGMA busy_timeout = ${Number(lockWaitMs)}`);
  // Before any write (journal_mode is one): a newer engine's file is left as it is.
  refuseNewer(schemaVersion(db));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  migrate(db);
  statements = {
    insert: db.prepare(sql.insert),
    select: db.prepare(sql.select),
    count: db.prepare(sql.count),
    deleteBefore: sql.deleteBefore.map((text) => db.prepare(text)),
    convert: db.prepare(sql.convert),
    clickKnown: db.prepare(sql.clickKnown),
    conversions: db.prepare(sql.conversions),
    countRefusal: db.prepare(sql.countRefusal),
    refusals: db.prepare(sql.refusals),
  };
  parentPort.postMessage({ id: 0, ok: true });
} catch (error) {
  db?.close();
  parentPort.postMessage(failure(0, error));
}

const ops = {
  append({ rows }) {
    // IMMEDIATE takes the write lock first, so waiting for another writer happens here, inside busy_timeout.
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const values of rows) statements.insert.run(values);
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  },
  query: ({ from, to }) => statements.select.all([from, to]),
  count: () => Number(statements.count.get().n),
  // Events, conversions (both by ms) and refusal counts (by day) from before the retention period; how many events went.
  deleteBefore: ({ before, beforeDay }) => {
    const [events, conversions, refusals] = statements.deleteBefore;
    db.exec('BEGIN IMMEDIATE');
    try {
      const { changes } = events.run([before]);
      conversions.run([before]);
      refusals.run([beforeDay]);
      db.exec('COMMIT');
      return changes;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  },
  // Stored when the press is and the stage is not yet; otherwise whether the press is known says which.
  convert: ({ values, clickId }) => {
    if (statements.convert.run(values).changes === 1) return 'stored';
    return statements.clickKnown.get([clickId]) ? 'already' : 'unknown-click';
  },
  conversions: ({ from, to }) => statements.conversions.all([from, to]),
  countRefusal: ({ values }) => void statements.countRefusal.run(values),
  refusals: () => statements.refusals.all(),
  close: () => db.close(),
};

process.on('message', (message) => {
  try {
    parentPort.postMessage({ id: message.id, ok: true, value: ops[message.op](message) });
  } catch (error) {
    parentPort.postMessage(failure(message.id, error));
  }
});
