import type { EventRow } from '../../schemas/event';
import type { ReportCounts } from './report';

/**
 * Where events go. The embedded SQLite file (sqlite-store.ts) is the default; PostgreSQL
 * (postgres-store.ts, chosen by DATABASE_URL) implements the same calls over the same table
 * (schema.ts) when several servers share one truth: docs/deploy.md. No call may hold the event
 * loop: a database that is slow, locked or down makes the promises wait or fail, never the pages.
 */
export interface EventStore {
  /**
   * Store a batch in one transaction; resolves only once it is durable (committed). Rejects with
   * StoreUnavailable when the store cannot take it now; nothing of the batch is stored then.
   */
  append(batch: readonly EventRow[]): Promise<void>;
  /** Every event with from <= ts < to (ms since 1970), oldest first. */
  query(range: { from: number; to: number }): Promise<EventRow[]>;
  /** How many events are stored (the storage ceiling counts from it: storage-limits.ts). */
  count(): Promise<number>;
  /** Delete every event with ts < `before`; resolves with how many went (the retention period). */
  deleteBefore(before: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * The store cannot take events now (its queue is full, its ceiling reached, its database locked):
 * the intake answers 503 with Retry-After. A rejection with this error stored nothing.
 */
export class StoreUnavailable extends Error {
  constructor(
    /** Which trouble (the intake logs each kind once a minute); 'down': the database cannot be reached. */
    readonly kind: 'busy' | 'locked' | 'full' | 'closed' | 'failed' | 'down' | 'refused',
    /** What happened, completing "Service Unavailable: ...". */
    message: string,
    /** Seconds before a retry may succeed, for the Retry-After header. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * What `report` reads: the counts made by the database (REPORT_SQL), in one consistent snapshot.
 * `patterns`: also count by path pattern (a site of several languages: the language is its prefix).
 */
export interface EventReader {
  report(range: { from: number; to: number; patterns?: boolean }): Promise<ReportCounts>;
  close(): Promise<void>;
}

/** A server run without a data folder (tests, a preview): takes every batch, keeps nothing. */
export const DISCARD_EVENTS: EventStore = {
  append: async () => {},
  query: async () => [],
  count: async () => 0,
  deleteBefore: async () => 0,
  close: async () => {},
};

export const INSERT_SQL =
  'INSERT INTO events (ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

export const SELECT_SQL =
  'SELECT ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block FROM events WHERE ts >= ? AND ts < ? ORDER BY ts, id';

export const COUNT_SQL = 'SELECT count(*) AS n FROM events';

export const DELETE_BEFORE_SQL = 'DELETE FROM events WHERE ts < ?';

export const rowValues = (e: EventRow) => [e.ts, e.type, e.page, e.pattern, e.city, e.experiment, e.variant, e.utmSource, e.utmMedium, e.utmCampaign, e.affid ? 1 : 0, e.link, e.block];

export function rowFromSql(r: Record<string, unknown>): EventRow {
  return {
    ts: Number(r.ts),
    type: r.type as EventRow['type'],
    page: String(r.page),
    pattern: String(r.pattern),
    city: String(r.city),
    experiment: String(r.experiment),
    variant: String(r.variant),
    utmSource: String(r.utm_source),
    utmMedium: String(r.utm_medium),
    utmCampaign: String(r.utm_campaign),
    affid: Number(r.affid) === 1,
    link: String(r.link),
    block: String(r.block),
  };
}
