// The event store's batching and bounds on their own: group commit on fake timers with a commit
// the test finishes, the storage ceiling and retention on a store in memory with the test's clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventRow } from '../../schemas/event';
import { groupCommit } from '../../src/events/group-commit';
import { withStorageLimits } from '../../src/events/storage-limits';
import { DISCARD_EVENTS, StoreUnavailable, type EventStore } from '../../src/events/store';

afterEach(() => void vi.useRealTimers());

/** A commit that finishes (or fails) when the test says. */
function commits() {
  const batches: { batch: readonly number[]; done(): void; fail(error: Error): void }[] = [];
  const commit = (batch: readonly number[]) => new Promise<void>((resolve, reject) => batches.push({ batch, done: resolve, fail: reject }));
  return { batches, commit };
}

describe('groupCommit', () => {
  it('commits what arrived within 4 ms of the first event in one batch, and acknowledges after the commit', async () => {
    vi.useFakeTimers();
    const fake = commits();
    const queue = groupCommit<number>({ commit: fake.commit });
    const acknowledged: string[] = [];
    void (queue.add([1, 2]) as Promise<void>).then(() => acknowledged.push('a'));
    vi.advanceTimersByTime(3);
    void (queue.add([3]) as Promise<void>).then(() => acknowledged.push('b'));
    expect([fake.batches.length, queue.queued]).toEqual([0, 3]);
    vi.advanceTimersByTime(1);
    expect(fake.batches.map((b) => b.batch)).toEqual([[1, 2, 3]]);
    expect(queue.queued).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(acknowledged).toEqual([]);
    fake.batches[0]!.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(acknowledged).toEqual(['a', 'b']);
  });

  it('commits at once at maxBatch, one commit at a time; what comes meanwhile goes in the next', async () => {
    vi.useFakeTimers();
    const fake = commits();
    const queue = groupCommit<number>({ commit: fake.commit, maxBatch: 3 });
    void queue.add([1, 2, 3]);
    expect(fake.batches.map((b) => b.batch)).toEqual([[1, 2, 3]]);
    void queue.add([4, 5, 6, 7]);
    vi.advanceTimersByTime(100);
    expect(fake.batches).toHaveLength(1);
    fake.batches[0]!.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches.map((b) => b.batch)).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7],
    ]);
  });

  it('fails every request of a failed batch, refuses past maxQueued, and drains on shutdown', async () => {
    vi.useFakeTimers();
    const fake = commits();
    const queue = groupCommit<number>({ commit: fake.commit, windowMs: 10, maxQueued: 3 });
    const failed = queue.add([1]) as Promise<void>;
    const outcome = failed.then(
      () => 'stored',
      (error: Error) => error.message,
    );
    expect(queue.add([2, 3, 4])).toBe(false);
    const second = queue.add([2, 3]) as Promise<void>;
    const secondOutcome = second.then(
      () => 'stored',
      (error: Error) => error.message,
    );
    vi.advanceTimersByTime(10);
    fake.batches[0]!.fail(new Error('disk full'));
    expect([await outcome, await secondOutcome]).toEqual(['disk full', 'disk full']);
    // Nothing waits for a timer on shutdown.
    void queue.add([5]);
    const drained = queue.drain();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches.map((b) => b.batch)).toEqual([[1, 2, 3], [5]]);
    fake.batches[1]!.done();
    await drained;
    expect(queue.queued).toBe(0);
  });
});

describe('groupCommit on shutdown', () => {
  it('drains during a commit without starting a second one at once', async () => {
    vi.useFakeTimers();
    const fake = commits();
    const queue = groupCommit<number>({ commit: fake.commit, maxBatch: 1 });
    void queue.add([1]);
    void queue.add([2]);
    const drained = queue.drain();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches.map((b) => b.batch)).toEqual([[1]]);
    fake.batches[0]!.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches.map((b) => b.batch)).toEqual([[1], [2]]);
    fake.batches[1]!.done();
    await drained;
  });
});

describe('withStorageLimits', () => {
  const DAY = 86_400_000;
  const row = (ts: number): EventRow => ({
    ts,
    type: 'view',
    page: 'p',
    pattern: '/p',
    city: '',
    experiment: '',
    variant: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    affid: false,
    link: '',
    block: '',
  });
  function memoryStore(rows: EventRow[], fail?: Error): EventStore {
    return {
      ...DISCARD_EVENTS,
      append: async (batch) => {
        if (fail) throw fail;
        rows.push(...batch);
      },
      query: async () => rows,
      count: async () => rows.length,
      deleteBefore: async (ts) => {
        const before = rows.length;
        rows.splice(0, rows.length, ...rows.filter((r) => r.ts >= ts));
        return before - rows.length;
      },
      close: async () => {},
    };
  }

  it('deletes events past the retention period at start, and refuses a batch that would pass the ceiling, whole', async () => {
    const now = 1000 * DAY;
    const rows = [row(now - 31 * DAY), row(now - 30 * DAY), row(now - DAY)];
    const store = await withStorageLimits(memoryStore(rows), { maxRows: 4, retentionDays: 30 }, () => now);
    expect(rows.map((r) => (now - r.ts) / DAY)).toEqual([30, 1]);
    await store.append([row(now), row(now)]);
    const refused = await store.append([row(now)]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreUnavailable);
    expect(refused).toMatchObject({
      kind: 'full',
      retryAfterSeconds: 3600,
      message:
        'the event store holds its ceiling of 4 events (EVENTS_MAX_ROWS); room comes as events pass 30 days (EVENTS_RETENTION_DAYS). The events were not stored.',
    });
    expect(rows).toHaveLength(4);
    await store.close();
  });

  it('gives back the room of a batch the store failed to write', async () => {
    const rows: EventRow[] = [];
    const failing = await withStorageLimits(memoryStore(rows, new Error('locked')), { maxRows: 1, retentionDays: 30 }, () => 0);
    await expect(failing.append([row(0)])).rejects.toThrow('locked');
    await expect(failing.append([row(0)])).rejects.toThrow('locked');
    await failing.close();
  });

  it('counts what a database holds once it answers, when it was down at start', async () => {
    const now = 1000 * DAY;
    const rows = [row(now - DAY), row(now - DAY), row(now - DAY)];
    const inner = memoryStore(rows);
    let down = true;
    const whileDown = <T>(call: () => Promise<T>) => (down ? Promise.reject(new StoreUnavailable('down', 'the events database cannot be reached', 5)) : call());
    const flaky: EventStore = {
      ...inner,
      append: (batch) => whileDown(() => inner.append(batch)),
      count: () => whileDown(inner.count),
      deleteBefore: (ts) => whileDown(() => inner.deleteBefore(ts)),
    };
    const store = await withStorageLimits(flaky, { maxRows: 4, retentionDays: 30 }, () => now);
    await expect(store.append([row(now)])).rejects.toMatchObject({ kind: 'down' });
    const untried = await withStorageLimits(flaky, { maxRows: 4, retentionDays: 30 }, () => now);
    down = false;
    // The very first batch once it answers is counted too.
    await expect(untried.append([row(now), row(now)])).rejects.toMatchObject({ kind: 'full' });
    await untried.close();
    // Three events were there before: room for one more, not four, and not for two at once.
    await expect(store.append([row(now), row(now)])).rejects.toMatchObject({ kind: 'full' });
    await store.append([row(now)]);
    await expect(store.append([row(now)])).rejects.toMatchObject({ kind: 'full' });
    expect(rows).toHaveLength(4);
    await store.close();
  });

  it('stops the start when the store fails at start for any reason but being down', async () => {
    const failing = (error: Error): EventStore => ({ ...memoryStore([]), deleteBefore: () => Promise.reject(error) });
    await expect(withStorageLimits(failing(new Error('disk I/O error')), { maxRows: 4, retentionDays: 30 }, () => 0)).rejects.toThrow('disk I/O error');
    const newer = new StoreUnavailable('refused', 'The events database has schema version 3.', 3600);
    await expect(withStorageLimits(failing(newer), { maxRows: 4, retentionDays: 30 }, () => 0)).rejects.toThrow('The events database has schema version 3.');
  });

  it('deletes old events every hour, logs a clean-up that failed, and stops with the store', async () => {
    vi.useFakeTimers();
    let now = 1000 * DAY;
    const rows = [row(now - DAY)];
    let fail: Error | undefined;
    let closed = false;
    const inner = memoryStore(rows);
    const store = await withStorageLimits(
      { ...inner, deleteBefore: (ts) => (fail ? Promise.reject(fail) : inner.deleteBefore(ts)), close: async () => void (closed = true) },
      { maxRows: 4, retentionDays: 30 },
      () => now,
    );
    now += 30 * DAY;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(rows).toEqual([]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fail = new Error('database is locked');
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(errors.mock.calls).toEqual([['Deleting events older than 30 days failed: database is locked']]);
    errors.mockRestore();
    await store.close();
    expect(closed).toBe(true);
    rows.push(row(0));
    fail = undefined;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(rows).toHaveLength(1);
  });

  it('holds a million events for 400 days as shipped', async () => {
    const rows: EventRow[] = [];
    const store = await withStorageLimits(memoryStore(rows), undefined, () => 401 * DAY);
    rows.push(row(DAY - 1), row(DAY));
    await store.prune();
    expect(rows.map((r) => r.ts)).toEqual([DAY]);
    await store.close();
  });
});
