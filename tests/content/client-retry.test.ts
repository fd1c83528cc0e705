// @vitest-environment node
// The real @sanity/client against the local content store, with the client's timers faked: the
// retry waits exactly the delay it is given, and the test runs that time on instead of waiting.
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';
import { createContentClient } from '../../src/content/client';
import { fetchTestimonials } from '../../src/content/fetch-testimonials';
import { loadSiteContent } from '../../src/content/load-site-content';
import { startLocalStore, type LocalStore } from '../../dev/content-store';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const config = contentStoreSchema.parse({ projectId: 'test-project', dataset: 'production', timeoutMs: 60_000 });
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });
/** Event-loop turns (not time) to let loopback HTTP finish. */
const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

let store: LocalStore;
beforeAll(async () => {
  // No query deadline a loaded machine could meet: the deadline has tests of its own (local-store.test.ts).
  store = await startLocalStore({ contentDir: CONTENT_DIR, projectId: 'test-project', datasets: ['production'], limits: { timeoutMs: 60_000 } });
});
afterEach(() => {
  vi.useRealTimers();
  store.setFault(null);
  store.requests.length = 0;
});
afterAll(() => store.close());

describe('content client retries', () => {
  it('asks again after a 503 only once the retry delay has passed, and then succeeds', async () => {
    store.setFault({ kind: 'status', status: 503 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let firstFailure!: () => void;
    const failed = new Promise<void>((resolve) => (firstFailure = resolve));
    const attempts: number[] = [];
    const client = createContentClient(config, {
      local: { url: store.url },
      maxRetries: 1,
      retryDelay: (attempt) => {
        attempts.push(attempt);
        firstFailure();
        return 10_000;
      },
    });
    let settled = false;
    const result = fetchTestimonials(client, quietLog()).finally(() => (settled = true));

    await failed;
    store.setFault(null);
    await vi.advanceTimersByTimeAsync(9_999);
    await turns(50);
    expect(store.requests).toHaveLength(1);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const read = await result;
    expect(read.ok).toBe(true);
    expect(store.requests).toHaveLength(2);
    expect(attempts).toEqual([0]);
  });

  it('gives up after maxRetries and returns the 503 without throwing', async () => {
    store.setFault({ kind: 'status', status: 503 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const attempts: number[] = [];
    const client = createContentClient(config, {
      local: { url: store.url },
      maxRetries: 2,
      retryDelay: (attempt) => {
        attempts.push(attempt);
        // Run the clock on by the delay as soon as the client has scheduled its wait.
        queueMicrotask(() => void vi.advanceTimersByTimeAsync(500));
        return 500;
      },
    });
    const log = quietLog();
    const read = await fetchTestimonials(client, log);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(/503/);
    expect(store.requests).toHaveLength(3);
    expect(attempts).toEqual([0, 1]);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('the site, reading the local store, asks twice in all before it renders without testimonials', async () => {
    store.setFault({ kind: 'status', status: 503 });
    const log = quietLog();
    const content = await loadSiteContent(config, store.url, { log });
    expect(store.requests).toHaveLength(2);
    expect(content.testimonials).toEqual([]);
    expect(content.unavailable).toMatch(/503/);
    expect(log.error).toHaveBeenCalledOnce();
  });
});
