import { StoreUnavailable, type EventStore } from './store';

export interface StorageLimits {
  /** Most events kept; past it new ones are refused (503) until the retention period frees room. @default 1,000,000 */
  maxRows: number;
  /** Events older than this are deleted (at start, then hourly). @default 400 days: a year's comparison and a month's margin */
  retentionDays: number;
}

/**
 * A million rows is a modest SQLite file and what `report` reads in seconds; a flood stored about
 * as many in seconds before the site-wide ceiling existed (issue 25; docs/decisions/30-bounds-under-abuse.md).
 */
export const DEFAULT_STORAGE_LIMITS: StorageLimits = { maxRows: 1_000_000, retentionDays: 400 };

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Any event store with a storage ceiling and a retention period. Works from the store's own count
 * (at start and after each hourly clean-up) plus what it has accepted since, so it holds for any
 * adapter; several servers sharing one database may together overshoot by what each accepted in
 * the hour, which the next count corrects.
 */
export async function withStorageLimits(
  store: EventStore,
  { maxRows, retentionDays }: StorageLimits = DEFAULT_STORAGE_LIMITS,
  now: () => number = Date.now,
): Promise<EventStore & { prune(): Promise<void> }> {
  /** Events stored, as far as this server knows; undefined until a count succeeded. */
  let rows: number | undefined;
  let counting: Promise<void> | undefined;
  const prune = async () => {
    await store.deleteBefore(now() - retentionDays * DAY);
    rows = await store.count();
  };
  try {
    await prune();
  } catch (error) {
    // A shared database that is down at start (postgres-store.ts): counted once it answers, and
    // until then its own appends are refused anyway. Any other failure stops the start.
    if (!(error instanceof StoreUnavailable && error.kind === 'down')) throw error;
  }
  const timer = setInterval(
    () => void prune().catch((error: Error) => console.error(`Deleting events older than ${retentionDays} days failed: ${error.message}`)),
    HOUR,
  );
  timer.unref();
  return {
    ...store,
    async append(batch) {
      if (rows === undefined) await (counting ??= prune().finally(() => (counting = undefined)));
      if (rows! + batch.length > maxRows) {
        throw new StoreUnavailable(
          'full',
          `the event store holds its ceiling of ${maxRows.toLocaleString('en-US')} events (EVENTS_MAX_ROWS); room comes as events pass ${retentionDays} days (EVENTS_RETENTION_DAYS). The events were not stored.`,
          3600,
        );
      }
      // Counted before the commit, so concurrent batches cannot together pass the ceiling.
      rows! += batch.length;
      try {
        await store.append(batch);
      } catch (error) {
        rows! -= batch.length;
        throw error;
      }
    },
    async close() {
      clearInterval(timer);
      await store.close();
    },
    prune,
  };
}
