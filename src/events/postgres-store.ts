import pg from 'pg';
import { parse } from 'pg-connection-string';
import type { EventRow } from '../../schemas/event';
import { groupCommit, type GroupCommitOptions } from './group-commit';
import { utcDay } from '../lib/utc-day';
import { reportCounts } from './report';
import { MIGRATIONS, newerSchemaMessage, numbered, READ_VERSION_SQL, RECORD_VERSION_SQL, SCHEMA_VERSION, VERSION_TABLE_SQL } from './schema';
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
  refusalFromSql,
  rowFromSql,
  rowValues,
  SELECT_CONVERSIONS_SQL,
  SELECT_REFUSALS_SQL,
  SELECT_SQL,
  StoreUnavailable,
  type EventReader,
  type EventStore,
} from './store';

/**
 * A batch in one statement: a column of values per array, so 500 events cost one round trip and
 * one commit, with 14 parameters whatever the batch size.
 */
const INSERT_BATCH_SQL = `INSERT INTO events (ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block, click_id)
SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::smallint[], $12::text[], $13::text[], $14::text[])`;

/** Any number; every engine sharing the database takes this lock to migrate, one after another. */
const MIGRATION_LOCK = 7_330_030;

export interface PostgresStoreOptions extends Omit<GroupCommitOptions<EventRow>, 'commit'> {
  /** How often a database that cannot be reached is tried again. @default 2000 ms */
  retryMs?: number;
  /** Longest wait for a connection before the database counts as down. @default 5000 ms */
  connectTimeoutMs?: number;
  /**
   * Longest a statement waits for a lock (an INSERT behind another session's table lock, a migration
   * behind another engine's): then 503 and nothing stored, as SQLite's lock wait. @default 10000 ms
   */
  lockTimeoutMs?: number;
  /** Connections kept per server. @default 4 */
  connections?: number;
  /** Where the state of the database is told: unreachable at start, gone, back. @default console.error / console.log */
  log?: { error(message: string): void; log(message: string): void };
}

/** A DATABASE_URL as pg itself reads it (pg-connection-string), or undefined when pg cannot read it. */
export function readDatabaseUrl(url: string): ReturnType<typeof parse> | undefined {
  try {
    return parse(url);
  } catch {
    return undefined;
  }
}

/**
 * The database a URL names, for messages: host, port and database, never the user or password.
 * Read as pg reads it, so a password holding "@" or "/" is never mistaken for the host; a URL pg
 * cannot read gives a fixed text, nothing cut from it.
 */
export function describeDatabase(url: string): string {
  const parts = readDatabaseUrl(url);
  if (!parts) return '(DATABASE_URL could not be read)';
  const host = parts.host || 'localhost';
  // An IPv6 address is written in brackets, as in the URL; a unix socket folder as it is.
  const shown = host.includes(':') && !host.startsWith('/') ? `[${host}]` : host;
  return `${shown}:${parts.port || '5432'}/${parts.database || parts.user || 'postgres'}`;
}

/** Why a connection or query failed, in a few plain words (a refused port, an unknown host, what the server said). */
export function plainCause(error: unknown): string {
  const { code, message: said } = firstError(error);
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused: nothing listens on that port',
    ENOTFOUND: 'no such host',
    EAI_AGAIN: 'the host name could not be looked up now',
    ETIMEDOUT: 'no answer (timed out)',
    EHOSTUNREACH: 'the host cannot be reached',
    ECONNRESET: 'the connection was reset',
    '57P01': 'the database server is shutting down',
    '57P03': 'the database server is starting up or shutting down',
    '55P03': 'another session held a lock for too long (another server setting up the table, or a long transaction)',
    '25006': 'the database is read-only (a standby after a failover?)',
  };
  if (code && known[code]) return known[code];
  const message = (said || String(error)).split('\n')[0]!;
  if (/timeout/i.test(message)) return 'no answer (timed out)';
  return message;
}

/**
 * The shared store: PostgreSQL through a small pool, written by group commit like the SQLite
 * store, each batch one INSERT that resolves once committed (synchronous_commit as the server
 * sets it, on by default). Opening creates or migrates the schema (schema.ts), one engine at a time.
 *
 * A database that cannot be reached does not stop the server: opening resolves all the same,
 * logging one line with the host and the cause, and until the database answers every append is
 * refused at once (503 StoreUnavailable 'down', nothing stored) while it is tried again every
 * `retryMs`. The same happens when it goes away later. A schema from a newer engine is refused:
 * at open an Error (start stops with it), found later a permanent 'refused'.
 */
export async function openPostgresStore(
  url: string,
  { retryMs = 2000, connectTimeoutMs = 5000, lockTimeoutMs = 10_000, connections = 4, log = console, ...options }: PostgresStoreOptions = {},
): Promise<EventStore & { readonly state: 'ready' | 'down' | 'refused' }> {
  const where = describeDatabase(url);
  // keepAlive: a database host that vanished without a reset is probed after 10 s of silence, not
  // after the kernel's default two hours. No statement_timeout: the hourly clean-up and a migration's
  // index on a large table may rightly take long; what must not hang is a wait for a lock.
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    lock_timeout: lockTimeoutMs,
  });
  let state: 'ready' | 'down' | 'refused' = 'down';
  let cause = 'not connected yet';
  let refusal = '';
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  /**
   * Connected, with the schema this engine knows (migrated to it when older): ready. Read again on
   * every reconnect, so a database a newer engine migrated meanwhile (a rolling upgrade) is refused
   * for good, never written to.
   */
  const connect = async () => {
    await migratePostgres(pool, where);
    if (state === 'down' && cause !== 'not connected yet') log.log(`The events database ${where} answers again; events are stored.`);
    state = 'ready';
  };
  const goDown = (error: unknown) => {
    if (closed || state === 'refused') return;
    if (error instanceof NewerSchema) {
      state = 'refused';
      refusal = error.message;
      log.error(error.message);
      return;
    }
    const was = state;
    state = 'down';
    cause = plainCause(error);
    if (was === 'ready') log.error(`The events database ${where} cannot be reached (${cause}); pages are served, beacons get 503 until it answers again.`);
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect().catch(goDown);
    }, retryMs);
    retry.unref();
  };
  // An idle connection that breaks (the server restarted, an idle_session_timeout) must not end the
  // process: pg emits it here, and the pool drops that connection. Whether the database is down is
  // for the next statement to find out; one closed idle connection is not an outage.
  pool.on('error', () => {});

  try {
    await connect();
  } catch (error) {
    if (error instanceof NewerSchema) {
      await pool.end();
      throw error;
    }
    if (refusedSetUp(error)) {
      // It answers but will not take the schema (no right to create tables, a read-only server): trying
      // again every 2 s would not help.
      await pool.end();
      throw new Error(
        `The events database ${where} answered but refused to set up the events table (${plainCause(error)}). Give the DATABASE_URL's user the right to create tables in its schema (GRANT CREATE ON SCHEMA public TO that user), or point DATABASE_URL at a database it owns.`,
        { cause: error },
      );
    }
    cause = plainCause(error);
    log.error(
      `The events database ${where} cannot be reached at start (${cause}); pages are served, beacons get 503 until it answers (tried again every ${retryMs / 1000} s). Check DATABASE_URL.`,
    );
    goDown(error);
  }

  const writer = groupCommit<EventRow>({
    ...options,
    commit: async (batch) => {
      const columns: unknown[][] = Array.from({ length: 14 }, () => []);
      for (const e of batch) rowValues(e).forEach((value, i) => columns[i]!.push(value));
      try {
        await pool.query(INSERT_BATCH_SQL, columns);
      } catch (error) {
        if (unreachable(error)) {
          goDown(error);
          throw unavailable();
        }
        // The database answered no to this batch (a read-only server after a failover, a statement or
        // lock timeout): refused and logged, but the store is not down, so no reconnect loop.
        throw new StoreUnavailable(
          'failed',
          `the events database ${where} did not store them (${plainCause(error)}); the events were not stored. Try again in a moment.`,
          5,
        );
      }
    },
  });
  const unavailable = () =>
    state === 'refused'
      ? new StoreUnavailable('refused', `${refusal} The events were not stored.`, 3600)
      : new StoreUnavailable('down', `the events database ${where} cannot be reached (${cause}); the events were not stored. Try again in a moment.`, 5);
  /** A statement outside group commit (a conversion, a refusal counted): refused as an append is, while the database is away or says no. */
  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    if (state !== 'ready') throw unavailable();
    try {
      return await run();
    } catch (error) {
      if (unreachable(error)) {
        goDown(error);
        throw unavailable();
      }
      throw new StoreUnavailable('failed', `the events database ${where} did not store it (${plainCause(error)}). Try again in a moment.`, 5);
    }
  };
  /** A read or clean-up: fails with the same 503 reasons while the database is away. */
  const query = async (sql: string, values: unknown[]) => {
    if (state !== 'ready') throw unavailable();
    try {
      return await pool.query<Record<string, unknown>>(sql, values);
    } catch (error) {
      if (!unreachable(error)) throw error;
      goDown(error);
      throw unavailable();
    }
  };

  return {
    append(batch) {
      if (closed) return Promise.reject(new StoreUnavailable('closed', 'the event store is closed; the events were not stored.', 5));
      if (state !== 'ready') return Promise.reject(unavailable());
      const added = writer.add(batch);
      return added === false ? Promise.reject(new StoreUnavailable('busy', 'too many events are waiting to be written; try again in a moment.', 1)) : added;
    },
    query: async ({ from, to }) => (await query(numbered(SELECT_SQL), [from, to])).rows.map(rowFromSql),
    count: async () => Number((await query(COUNT_SQL, [])).rows[0]!.n),
    deleteBefore: async (before) => {
      const deleted = (await query(numbered(DELETE_BEFORE_SQL), [before])).rowCount ?? 0;
      await query(numbered(DELETE_CONVERSIONS_BEFORE_SQL), [before]);
      await query(numbered(DELETE_REFUSALS_BEFORE_SQL), [utcDay(before)]);
      return deleted;
    },
    // Not through group commit: postbacks are few, and each needs its own answer (stored, unknown, already).
    async recordConversion(conversion) {
      if (closed) throw new StoreUnavailable('closed', 'the event store is closed; the conversion was not stored.', 5);
      const inserted = await write(() => pool.query(numbered(INSERT_CONVERSION_SQL), conversionValues(conversion)));
      if (inserted.rowCount === 1) return 'stored';
      return (await write(() => pool.query(numbered(CLICK_KNOWN_SQL), [conversion.clickId]))).rowCount ? 'already' : 'unknown-click';
    },
    async countRefusal({ day, provider, reason }) {
      await write(() => pool.query(numbered(COUNT_REFUSAL_SQL), [day, provider, reason]));
    },
    queryConversions: async ({ from, to }) => (await query(numbered(SELECT_CONVERSIONS_SQL), [from, to])).rows.map(conversionFromSql),
    queryRefusals: async () => (await query(SELECT_REFUSALS_SQL, [])).rows.map(refusalFromSql),
    async close() {
      if (closed) return;
      closed = true;
      await writer.drain().catch(() => {});
      if (retry) clearTimeout(retry);
      await pool.end();
    },
    get state() {
      return state;
    },
  };
}

/**
 * Whether an error means the database could not be reached (so the store is down and tried again),
 * rather than that it answered no: refused or reset connections, unknown hosts, time-outs while
 * connecting, a server shutting down or starting, SQLSTATE class 08 (connection exception).
 */
export function unreachable(error: unknown): boolean {
  const { code, message } = firstError(error);
  if (/^(E[A-Z]+|08...|57P0[123])$/.test(code)) return true;
  // pg's own words when a connection ends or cannot be made in time; they carry no code.
  return (
    !code && /Connection terminated|timeout exceeded when trying to connect|connect(ion)? timeout|Client has encountered a connection error/i.test(message)
  );
}

/**
 * The code and message that say why: Node tries every address of a name and reports them together
 * (an AggregateError with no message of its own), so the first of them when there are several.
 */
function firstError(error: unknown): { code: string; message: string } {
  const e = error as { code?: string; message?: string; errors?: { code?: string; message?: string }[] };
  const first = e.errors?.[0] ?? e;
  return { code: first.code ?? e.code ?? '', message: first.message || e.message || '' };
}

/**
 * The database answered but will not let this user make the table (SQLSTATE class 42: no right to
 * create in the schema) or is read-only (25006): trying again every 2 s would not help. Anything
 * else at start (unreachable, no such database yet, a lock wait that ran out) is tried again.
 */
const refusedSetUp = (error: unknown) => /^(42...|25006)$/.test(firstError(error).code);

/** A database whose schema a newer engine made; never written to. */
class NewerSchema extends Error {}

/** The schema version a database holds: 0 before any migration (no schema_version table). */
async function readVersion(db: pg.Pool | pg.PoolClient | pg.Client): Promise<number> {
  const exists = await db.query<{ present: boolean }>("SELECT to_regclass('schema_version') IS NOT NULL AS present");
  return exists.rows[0]!.present ? Number((await db.query<{ version: unknown }>(READ_VERSION_SQL)).rows[0]!.version ?? 0) : 0;
}

/**
 * Create or migrate the schema. Reads the version first and refuses a newer one before anything
 * is written; then applies what is missing in one transaction, holding an advisory lock so two
 * engines starting together migrate one after the other.
 */
async function migratePostgres(pool: pg.Pool | pg.Client, where: string): Promise<void> {
  const refuseNewer = (found: number) => {
    if (found > SCHEMA_VERSION) throw new NewerSchema(newerSchemaMessage(where, found, 'DATABASE_URL'));
  };
  const found = await readVersion(pool);
  refuseNewer(found);
  if (found === SCHEMA_VERSION) return;
  const client = pool instanceof pg.Pool ? await pool.connect() : pool;
  // A checked-out client's connection that ends (the database restarted while this engine waited for
  // another's migration) is emitted as 'error' on the client, which would end the process unheard.
  let lost: Error | undefined;
  const onLost = (error: Error) => (lost = error);
  if (client !== pool) client.on('error', onLost);
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const now = await readVersion(client);
    refuseNewer(now);
    await client.query(VERSION_TABLE_SQL);
    for (const migration of MIGRATIONS) {
      if (migration.version <= now) continue;
      await client.query(migration.postgres);
      await client.query(numbered(RECORD_VERSION_SQL), [migration.version, Date.now()]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    if (client !== pool) {
      client.off('error', onLost);
      (client as pg.PoolClient).release(lost);
    }
  }
}

/**
 * `npm run report` on PostgreSQL: one connection, the counts in one read-only snapshot (REPEATABLE
 * READ), so every table counts the same events while the servers write. Rejects with one line
 * naming the database when it cannot be reached, or its schema is newer than this engine.
 */
export async function openPostgresReader(url: string, { connectTimeoutMs = 5000 } = {}): Promise<EventReader> {
  const where = describeDatabase(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // A connection that breaks later is reported by the query it fails.
  client.on('error', () => {});
  let problem: string | undefined;
  try {
    await client.connect();
    const found = await readVersion(client);
    if (found > SCHEMA_VERSION) problem = newerSchemaMessage(where, found, 'DATABASE_URL');
    else if (!(await client.query<{ present: boolean }>("SELECT to_regclass('events') IS NOT NULL AS present")).rows[0]!.present)
      problem = `No events yet: the events database ${where} has no events table; start creates it when it first connects.`;
  } catch (error) {
    problem = `The events database ${where} cannot be reached (${plainCause(error)}). Check DATABASE_URL.`;
  }
  if (problem) {
    await client.end().catch(() => {});
    throw new Error(problem);
  }
  return {
    async report({ from, to, patterns }) {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        return await reportCounts('postgres', async (sql) => (await client.query<Record<string, unknown>>(numbered(sql), [from, to])).rows, { patterns });
      } finally {
        await client.query('COMMIT').catch(() => {});
      }
    },
    async close() {
      await client.end();
    },
  };
}
