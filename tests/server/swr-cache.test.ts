import { describe, expect, it } from 'vitest';
import { swrCache } from '../../src/core/swr-cache';

/** A loader whose reads the test settles by hand, and a clock the test moves. */
function setup(start = 0) {
  let time = start;
  const reads: { resolve: (value: string) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const cache = swrCache<string>((signal) => new Promise((resolve, reject) => reads.push({ resolve, reject, signal })), {
    freshMs: 10_000,
    staleMs: 60_000,
    now: () => time,
  });
  return { cache, reads, advance: (ms: number) => (time += ms) };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('stale-while-revalidate cache', () => {
  it('shares one read between callers that arrive while it runs', async () => {
    const { cache, reads } = setup();
    const answers = Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(reads).toHaveLength(1);
    reads[0]!.resolve('deals v1');
    expect(await answers).toEqual(['deals v1', 'deals v1', 'deals v1']);
  });

  it('answers from memory while fresh, then stale at once while one refresh runs', async () => {
    const { cache, reads, advance } = setup();
    const first = cache.get();
    reads[0]!.resolve('v1');
    await first;
    advance(5_000);
    expect(await cache.get()).toBe('v1');
    expect(reads).toHaveLength(1);
    advance(10_000);
    expect(await cache.get()).toBe('v1');
    expect(await cache.get()).toBe('v1');
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('v2');
    await tick();
    expect(await cache.get()).toBe('v2');
  });

  it('keeps the last value when a read fails, and gives the error when there is none', async () => {
    const { cache, reads, advance } = setup();
    const none = cache.get();
    reads[0]!.reject(new Error('store down'));
    await expect(none).rejects.toThrow('store down');
    const ok = cache.get();
    reads[1]!.resolve('v1');
    await ok;
    advance(120_000);
    const old = cache.get();
    reads[2]!.reject(new Error('store down'));
    expect(await old).toBe('v1');
  });

  it('aborts a read when every caller waiting for it has gone', async () => {
    const { cache, reads } = setup();
    const [a, b] = [new AbortController(), new AbortController()];
    const first = cache.get(a.signal).catch(() => 'gone');
    const second = cache.get(b.signal).catch(() => 'gone');
    a.abort();
    expect(reads[0]!.signal.aborted).toBe(false);
    b.abort();
    expect(reads[0]!.signal.aborted).toBe(true);
    reads[0]!.reject(new Error('aborted'));
    expect(await Promise.all([first, second])).toEqual(['gone', 'gone']);
  });

  it('is fresh up to freshMs after the read, stale up to freshMs + staleMs, then read again (clock not at 0)', async () => {
    const { cache, reads, advance } = setup(1_000);
    const first = cache.get();
    reads[0]!.resolve('v1');
    await first;
    advance(10_000);
    expect(await cache.get()).toBe('v1');
    expect(reads).toHaveLength(1);
    advance(1);
    expect(await cache.get()).toBe('v1');
    expect(reads).toHaveLength(2);
    reads[1]!.reject(new Error('store down'));
    await tick();
    // The failed refresh kept v1, read at 1,000: stale until 71,000 inclusive.
    advance(59_999);
    expect(await cache.get()).toBe('v1');
    expect(reads).toHaveLength(3);
    reads[2]!.reject(new Error('store down'));
    await tick();
    advance(1);
    const waited = cache.get();
    expect(reads).toHaveLength(4);
    reads[3]!.resolve('v2');
    expect(await waited).toBe('v2');
  });

  it('does not abort a background refresh when a caller who joined it goes away', async () => {
    const { cache, reads, advance } = setup();
    const first = cache.get();
    reads[0]!.resolve('v1');
    await first;
    advance(20_000);
    expect(await cache.get()).toBe('v1');
    expect(reads).toHaveLength(2);
    // Past the stale window while the refresh runs: a new caller waits for that same refresh, then leaves.
    advance(60_000);
    const leaving = new AbortController();
    const joined = cache.get(leaving.signal).catch(() => 'gone');
    expect(reads).toHaveLength(2);
    leaving.abort();
    expect(reads[1]!.signal.aborted).toBe(false);
    reads[1]!.resolve('v2');
    expect(await joined).toBe('v2');
  });
});
