// @vitest-environment node
// The real @sanity/client against the local content store over HTTP on 127.0.0.1.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';
import { createContentClient } from '../../src/content/client';
import { loadSanityClient } from '../../src/content/sanity-client-module';
import { fetchDeals } from '../../src/content/fetch';
import { fetchTestimonials } from '../../src/content/fetch-testimonials';
import { startLocalStore, type LocalStore } from '../../dev/content-store';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const config = contentStoreSchema.parse({
  projectId: 'test-project',
  dataset: 'production',
  requestTag: 'landing.test',
  // Far past any answer on a loaded machine; only the hung store below meets a deadline (its own 300 ms).
  timeoutMs: 60_000,
});
// The error classes of the copy the engine loads (require: @sanity/client's CommonJS build); an
// import here would give the ES module build's classes, which the errors are not instances of.
const { ClientError, ServerError } = loadSanityClient();
type ClientError = InstanceType<typeof ClientError>;
type ServerError = InstanceType<typeof ServerError>;
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

let store: LocalStore;
beforeAll(async () => {
  // No query deadline a loaded machine could meet: the deadline has tests of its own (local-store.test.ts).
  store = await startLocalStore({ contentDir: CONTENT_DIR, projectId: 'test-project', datasets: ['production'], limits: { timeoutMs: 60_000 } });
});
afterEach(() => {
  store.setFault(null);
  store.requests.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => store.close());

const client = (options: Parameters<typeof createContentClient>[1] = {}) => createContentClient(config, { local: { url: store.url }, ...options });

describe('content client against the local store', () => {
  it('reads the testimonials with a tagged GET in the published perspective', async () => {
    const result = await fetchTestimonials(client(), quietLog());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((t) => t.name)).toContain('Thandeka Mokoena');
    expect(result.value).toHaveLength(7);
    expect(result.value[0]).toMatchObject({ company: 'Mokoena Plumbing & Projects', imgurl: { _type: 'image' } });
    expect(store.requests).toEqual([{ method: 'GET', dataset: 'production', tag: 'landing.test.testimonials', perspective: 'published' }]);
  });

  it('reads the published deals, the one with an unreadable amount too, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await fetchDeals(client());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // MD75999 sits in an unpublished document; MD77341 is a row marked publish false.
    expect(result.value.map((d) => d.projectCode)).toEqual(['MD77102', 'MD77118', 'MD77205', 'MD77211', 'MD77340', 'MD77402']);
    expect(result.value[1]).toMatchObject({ subtitle: 'Subcontractor - Construction', poAmount: 310000, financeFeePercent: 12 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/row 1 \(project code MD77211\).*cell 10 \(PO or invoice amount\).*"TBC"/);
  });

  it('switches to POST for a query longer than 11264 characters', async () => {
    const long = `*[_type == "testimonials" && name != "${'x'.repeat(11300)}"]{name}`;
    const names = await client().fetch<{ name: string }[]>(long);
    expect(names).toHaveLength(7);
    expect(store.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it('turns bad GROQ into a ClientError carrying the store message', async () => {
    const error = await client()
      .fetch('*[_type == ')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).statusCode).toBe(400);
    expect((error as ClientError).message).toContain('GROQ query parse error');
    expect((error as ClientError).message).toContain('Unexpected end of query');
  });

  it('reports an unknown dataset as a 404 ClientError', async () => {
    const other = createContentClient({ ...config, dataset: 'staging' }, { local: { url: store.url } });
    const error = await other.fetch('*').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).message).toBe('Not Found - Dataset "staging" not found for project ID "test-project"');
  });

  it('turns a 500 into a ServerError, and fetchDeals returns it without throwing', async () => {
    store.setFault({ kind: 'status', status: 500 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await fetchDeals(client());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ServerError);
    expect((result.error as ServerError).statusCode).toBe(500);
    expect(error.mock.calls[0]![0]).toMatch(/^Could not load deals from the content store: .*500/);
  });

  it('retries after a 429 and succeeds', async () => {
    store.setFault({ kind: 'rate-limit' });
    const result = await fetchTestimonials(client(), quietLog());
    expect(result.ok).toBe(true);
    expect(store.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('gives up on a hung request within the configured time-out', async () => {
    store.setFault({ kind: 'hang' });
    // No clock in the assertions: a client that ignored timeoutMs would hang past this test's own
    // time-out and fail there; one that gave up for another reason would not say "timed out".
    const slow = createContentClient({ ...config, timeoutMs: 300 }, { local: { url: store.url }, maxRetries: 0 });
    const log = quietLog();
    const result = await fetchTestimonials(slow, log);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/timed out/i);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('returns an error result for a malformed JSON body instead of throwing', async () => {
    store.setFault({ kind: 'malformed-json' });
    const log = quietLog();
    const result = await fetchDeals(client({ retryDelay: () => 1 }), log);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/JSON/);
    expect(log.error.mock.calls[0]![0]).toMatch(/^Could not load deals/);
  });
});

describe('deals without column_order', () => {
  let dir: string;
  let bare: LocalStore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    const doc = { _id: 'deals-bare', _type: 'deals', publish: true, details: { rows: [] } };
    writeFileSync(join(dir, 'deals.ndjson'), `${JSON.stringify(doc)}\n`);
    bare = await startLocalStore({ contentDir: dir, projectId: 'test-project', datasets: ['production'], limits: { timeoutMs: 60_000 } });
  });
  afterAll(async () => {
    await bare.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs that column_order was not found and yields no deals', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await fetchDeals(createContentClient(config, { local: { url: bare.url } }));
    expect(result).toEqual({ ok: true, value: [] });
    expect(error).toHaveBeenCalledWith('column_order property not found');
  });
});
