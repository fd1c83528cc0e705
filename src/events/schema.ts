/**
 * The events schema, versioned: each migration is applied once, in order, and recorded in
 * schema_version, on SQLite and PostgreSQL alike (their SQL differs in types only). A database
 * whose schema_version is above SCHEMA_VERSION was migrated by a newer engine: this one refuses it
 * and writes nothing, since its rows may mean something this code does not know.
 */
export interface Migration {
  version: number;
  /** What it adds, for the decision record and a reader of the table. */
  why: string;
  sqlite: string;
  postgres: string;
}

const COLUMNS = (id: string, ts: string, affid: string) => `(
  id ${id},
  ts ${ts} NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('view', 'click')),
  page TEXT NOT NULL,
  pattern TEXT NOT NULL,
  city TEXT NOT NULL,
  experiment TEXT NOT NULL,
  variant TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  affid ${affid} NOT NULL,
  link TEXT NOT NULL,
  block TEXT NOT NULL
)`;

const CONVERSIONS = (id: string, integer: string) => `CREATE TABLE IF NOT EXISTS conversions (
  id ${id},
  ts ${integer} NOT NULL,
  click_id TEXT NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('submitted', 'approved', 'paid')),
  value_cents ${integer},
  provider TEXT NOT NULL,
  UNIQUE (click_id, stage)
)`;

const REFUSALS = (integer: string) => `CREATE TABLE IF NOT EXISTS conversion_refusals (
  day TEXT NOT NULL,
  provider TEXT NOT NULL,
  reason TEXT NOT NULL,
  n ${integer} NOT NULL,
  PRIMARY KEY (day, provider, reason)
)`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    why: 'the events table and its time index (what databases made before schema_version already hold)',
    sqlite: `CREATE TABLE IF NOT EXISTS events ${COLUMNS('INTEGER PRIMARY KEY', 'INTEGER', 'INTEGER')};
CREATE INDEX IF NOT EXISTS events_ts ON events (ts);`,
    postgres: `CREATE TABLE IF NOT EXISTS events ${COLUMNS('BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY', 'BIGINT', 'SMALLINT')};
CREATE INDEX IF NOT EXISTS events_ts ON events (ts);`,
  },
  {
    version: 2,
    why: "the report's indexes. SQLite groups by sorting, and sorting a million rows per table took 1.6 to 2.8 s each: an index in the order of each table's groups, holding every column the query reads, lets it count in one pass over the index instead. PostgreSQL groups by hashing in one scan of the table, so it only gets the experiments' index",
    sqlite: `CREATE INDEX IF NOT EXISTS events_page ON events (page, type, ts);
CREATE INDEX IF NOT EXISTS events_link ON events (link, ts) WHERE type = 'click';
CREATE INDEX IF NOT EXISTS events_campaign ON events (utm_source, utm_medium, utm_campaign, type, ts);
CREATE INDEX IF NOT EXISTS events_affid ON events (affid, type, ts);
CREATE INDEX IF NOT EXISTS events_experiment ON events (experiment, variant, ts, type) WHERE experiment <> '';`,
    postgres: "CREATE INDEX IF NOT EXISTS events_experiment ON events (experiment, variant, ts, type) WHERE experiment <> '';",
  },
  {
    version: 3,
    why: "completed applications (issue 58): each press of a tracked link keeps its click id (found by a partial index, as most events have none); a provider's postback is a row of conversions, one per click id and stage (the unique key makes a repeat a no-op, also between servers sharing PostgreSQL); refused postbacks are counted per day, provider and reason, never kept",
    sqlite: `ALTER TABLE events ADD COLUMN click_id TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS events_click ON events (click_id) WHERE click_id <> '';
${CONVERSIONS('INTEGER PRIMARY KEY', 'INTEGER')};
CREATE INDEX IF NOT EXISTS conversions_ts ON conversions (ts);
${REFUSALS('INTEGER')};`,
    postgres: `ALTER TABLE events ADD COLUMN click_id TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS events_click ON events (click_id) WHERE click_id <> '';
${CONVERSIONS('BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY', 'BIGINT')};
CREATE INDEX IF NOT EXISTS conversions_ts ON conversions (ts);
${REFUSALS('BIGINT')};`,
  },
];

/** The schema this engine writes. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** One row per migration applied; the highest version is the schema's. */
export const VERSION_TABLE_SQL = 'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)';
export const RECORD_VERSION_SQL = 'INSERT INTO schema_version (version, applied_at) VALUES (?, ?)';
export const READ_VERSION_SQL = 'SELECT max(version) AS version FROM schema_version';

/** The code a store's open fails with for a newer schema (the SQLite worker sends it across). */
export const NEWER_SCHEMA = 'NEWER_SCHEMA';

/**
 * The refusal, in one line: `where` names the database (a file, or host/database), `setting` the
 * variable that chose it.
 */
export function newerSchemaMessage(where: string, found: number, setting: string): string {
  return `The events database ${where} has schema version ${found}, made by a newer landing-engine (this one knows up to version ${SCHEMA_VERSION}); nothing was written to it. Run the newer landing-engine, or point ${setting} at another database.`;
}

/** SQL written with ? placeholders, for PostgreSQL's $1, $2, ... */
export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
