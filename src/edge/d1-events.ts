import type { EventRow } from '../../schemas/event';
import { MIGRATIONS, READ_VERSION_SQL, RECORD_VERSION_SQL, SCHEMA_VERSION, VERSION_TABLE_SQL } from '../events/schema';
import { CLICK_KNOWN_SQL, conversionValues, COUNT_REFUSAL_SQL, INSERT_CONVERSION_SQL, INSERT_SQL, rowValues, type ConversionStore } from '../events/store';

/** The part of Cloudflare's D1 binding the Worker uses. */
export interface D1Database {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown[]>;
}
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  first<T>(): Promise<T | null>;
  run(): Promise<{ meta: { changes: number } }>;
}

/** One migration's statements, for D1's batch (which takes one statement each). */
const statements = (sql: string) =>
  sql
    .split(/;\s*(?:\n|$)/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The SQLite store's schema and migrations (src/events/schema.ts) applied to D1 (SQLite too), in
 * one batch, which D1 runs as a transaction; then each POST's rows in one batch, the SQLite store's
 * INSERT, and each postback's conversion with the SQLite store's statements. So a D1 export, or the
 * local D1 file, is an events.db that `landing-engine report` reads.
 */
function d1Events(db: D1Database): ConversionStore & { append(rows: EventRow[]): Promise<void> } {
  let ready: Promise<void> | undefined;
  const migrate = async () => {
    await db.batch([db.prepare(VERSION_TABLE_SQL)]);
    const found = Number((await db.prepare(READ_VERSION_SQL).first<{ version: number | null }>())?.version ?? 0);
    if (found > SCHEMA_VERSION)
      throw new Error(`the events database is at schema ${found}, newer than this engine's ${SCHEMA_VERSION}: deploy the newer engine.`);
    const missing = MIGRATIONS.filter((migration) => migration.version > found);
    if (missing.length === 0) return;
    await db.batch(
      missing.flatMap(({ version, sqlite }) => [...statements(sqlite).map((sql) => db.prepare(sql)), db.prepare(RECORD_VERSION_SQL).bind(version, Date.now())]),
    );
  };
  // Once per isolate; a failed migration (another isolate's at the same moment) is tried again on the next call.
  const migrated = () =>
    (ready ??= migrate().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return {
    async append(rows) {
      await migrated();
      await db.batch(rows.map((row) => db.prepare(INSERT_SQL).bind(...rowValues(row))));
    },
    async recordConversion(conversion) {
      await migrated();
      const { meta } = await db
        .prepare(INSERT_CONVERSION_SQL)
        .bind(...conversionValues(conversion))
        .run();
      if (meta.changes === 1) return 'stored';
      return (await db.prepare(CLICK_KNOWN_SQL).bind(conversion.clickId).first()) ? 'already' : 'unknown-click';
    },
    async countRefusal({ day, provider, reason }) {
      await migrated();
      await db.prepare(COUNT_REFUSAL_SQL).bind(day, provider, reason).run();
    },
  };
}

const stores = new WeakMap<D1Database, ReturnType<typeof d1Events>>();

/** One store per binding, shared by the beacons and the postbacks, so the migration runs once per isolate. */
export function d1EventsFor(db: D1Database): ReturnType<typeof d1Events> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = d1Events(db)));
  return store;
}
