import type { ConversionRow, RefusalCount, RefusalReason, Stage } from '../../schemas/conversions';
import type { EventRow } from '../../schemas/event';
import type { ReportCounts } from './report';

/**
 * Where events go. The embedded SQLite file (sqlite-store.ts) is the default; PostgreSQL
 * (postgres-store.ts, chosen by DATABASE_URL) implements the same calls over the same table
 * (schema.ts) when several servers share one truth: docs/deploy.md. No call may hold the event
 * loop: a database that is slow, locked or down makes the promises wait or fail, never the pages.
 */
export interface EventStore extends ConversionStore {
  /**
   * Store a batch in one transaction; resolves only once it is durable (committed). Rejects with
   * StoreUnavailable when the store cannot take it now; nothing of the batch is stored then.
   */
  append(batch: readonly EventRow[]): Promise<void>;
  /** Every event with from <= ts < to (ms since 1970), oldest first. */
  query(range: { from: number; to: number }): Promise<EventRow[]>;
  /** How many events are stored (the storage ceiling counts from it: storage-limits.ts). */
  count(): Promise<number>;
  /** Delete every event, conversion and count of refusals from before `before`; resolves with how many events went (the retention period). */
  deleteBefore(before: number): Promise<number>;
  /** Every conversion with from <= ts < to, oldest first. */
  queryConversions(range: { from: number; to: number }): Promise<ConversionRow[]>;
  /** The refused postbacks, counted per day, provider and reason. */
  queryRefusals(): Promise<RefusalCount[]>;
  close(): Promise<void>;
}

/**
 * What a provider's postback becomes (src/core/postbacks.ts): 'stored'; 'unknown-click' when no
 * press with its click id is stored; 'already' when this click id's stage is stored (nothing changes).
 */
export type ConversionOutcome = 'stored' | 'unknown-click' | 'already';

/** The part of a store the postbacks need: the Node stores and the Worker's D1 alike. */
export interface ConversionStore {
  /** Store a conversion of a stored press, once per click id and stage; resolves once committed. Rejects as `append` does. */
  recordConversion(conversion: ConversionRow): Promise<ConversionOutcome>;
  /** Count one refused postback (the postback itself is never kept). */
  countRefusal(refusal: { day: string; provider: string; reason: RefusalReason }): Promise<void>;
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
  // No press is kept, so no postback can name one.
  recordConversion: async () => 'unknown-click',
  countRefusal: async () => {},
  queryConversions: async () => [],
  queryRefusals: async () => [],
  close: async () => {},
};

export const INSERT_SQL =
  'INSERT INTO events (ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block, click_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

export const SELECT_SQL =
  'SELECT ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block, click_id FROM events WHERE ts >= ? AND ts < ? ORDER BY ts, id';

export const COUNT_SQL = 'SELECT count(*) AS n FROM events';

export const DELETE_BEFORE_SQL = 'DELETE FROM events WHERE ts < ?';

export const rowValues = (e: EventRow) => [
  e.ts,
  e.type,
  e.page,
  e.pattern,
  e.city,
  e.experiment,
  e.variant,
  e.utmSource,
  e.utmMedium,
  e.utmCampaign,
  e.affid ? 1 : 0,
  e.link,
  e.block,
  e.clickId ?? '',
];

export function rowFromSql(r: Record<string, unknown>): EventRow {
  const clickId = String(r.click_id ?? '');
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
    ...(clickId ? { clickId } : {}),
  };
}

/**
 * A conversion, stored only when a press with its click id is (one statement, so no press can be
 * missed between a look and the write) and only once per click id and stage (the unique key: the
 * second of two at once, on two servers too, changes nothing). The casts give PostgreSQL the
 * parameters' types, which a SELECT list does not. The values: ts, click id, stage, value in cents
 * (or null), provider, click id again.
 */
export const INSERT_CONVERSION_SQL = `INSERT INTO conversions (ts, click_id, stage, value_cents, provider)
SELECT CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS TEXT)
WHERE EXISTS (SELECT 1 FROM events WHERE click_id = ? AND click_id <> '' AND type = 'click')
ON CONFLICT (click_id, stage) DO NOTHING`;

export const conversionValues = (c: ConversionRow) => [c.ts, c.clickId, c.stage, c.valueCents, c.provider, c.clickId];

/** Whether a press with the click id is stored (after an insert that changed nothing: unknown, or already there). `<> ''` lets the partial index answer. */
export const CLICK_KNOWN_SQL = "SELECT 1 AS known FROM events WHERE click_id = ? AND click_id <> '' AND type = 'click' LIMIT 1";

export const SELECT_CONVERSIONS_SQL = 'SELECT ts, click_id, stage, value_cents, provider FROM conversions WHERE ts >= ? AND ts < ? ORDER BY ts, id';

export function conversionFromSql(r: Record<string, unknown>): ConversionRow {
  return {
    ts: Number(r.ts),
    clickId: String(r.click_id),
    stage: r.stage as Stage,
    valueCents: r.value_cents === null || r.value_cents === undefined ? null : Number(r.value_cents),
    provider: String(r.provider),
  };
}

/** One more refusal of the day, provider and reason. */
export const COUNT_REFUSAL_SQL =
  'INSERT INTO conversion_refusals (day, provider, reason, n) VALUES (?, ?, ?, 1) ON CONFLICT (day, provider, reason) DO UPDATE SET n = conversion_refusals.n + 1';

export const SELECT_REFUSALS_SQL = 'SELECT day, provider, reason, n FROM conversion_refusals ORDER BY day, provider, reason';

export const refusalFromSql = (r: Record<string, unknown>): RefusalCount => ({
  day: String(r.day),
  provider: String(r.provider),
  reason: r.reason as RefusalReason,
  n: Number(r.n),
});

/** The retention period's clean-up of conversions (ts in ms) and of refusal counts (their UTC day, YYYY-MM-DD). */
export const DELETE_CONVERSIONS_BEFORE_SQL = 'DELETE FROM conversions WHERE ts < ?';
export const DELETE_REFUSALS_BEFORE_SQL = 'DELETE FROM conversion_refusals WHERE day < ?';
