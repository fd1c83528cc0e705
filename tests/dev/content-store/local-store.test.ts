// @vitest-environment node
// The local store spoken to with plain fetch(), as a browser or curl would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStore, type LocalStore } from '../../../dev/content-store';
import { testimonialImageUrl } from '../../../src/content/testimonials';

const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));
const ndjson = (...docs: object[]) => docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n';

let store: LocalStore;
let dir: string;
let scratch: LocalStore;
beforeAll(async () => {
  // No query deadline a loaded machine could meet: the deadline has tests of its own (local-store.test.ts).
  store = await startLocalStore({ contentDir: CONTENT_DIR, projectId: 'p1', datasets: ['production'], limits: { timeoutMs: 60_000 } });
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  writeFileSync(
    join(dir, 'docs.ndjson'),
    ndjson({ _id: 'a', _type: 'note', text: 'published' }, { _id: 'drafts.a', _type: 'note', text: 'draft' }, { _id: 'drafts.b', _type: 'note', text: 'new' }),
  );
  scratch = await startLocalStore({ contentDir: dir, projectId: 'p1', datasets: ['production'], limits: { timeoutMs: 60_000 } });
});
afterAll(async () => {
  await Promise.all([store.close(), scratch.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const query = (base: string, groq: string, extra = '') =>
  fetch(`${base}/v2023-10-08/data/query/production?query=${encodeURIComponent(groq)}${extra}`).then((r) => r.json());

describe('local content store', () => {
  it('binds 127.0.0.1 and refuses other addresses', async () => {
    expect(store.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(startLocalStore({ host: '0.0.0.0', contentDir: CONTENT_DIR, projectId: 'p1', datasets: ['production'] })).rejects.toThrow(/loopback only/);
  });

  it('answers only loopback Host names: a page on another site cannot read it by DNS rebinding (issue 25)', async () => {
    const ask = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const path = `/v2023-10-08/data/query/production?query=${encodeURIComponent('*[_type == "deals"]')}&perspective=raw`;
        const req = request({ host: '127.0.0.1', port: store.port, path, headers: { host }, agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const host of [`localhost:${store.port}`, `127.0.0.1:${store.port}`]) expect((await ask(host)).status, host).toBe(200);
    for (const host of [`rebind.attacker.example:${store.port}`, 'attacker.example']) {
      const answer = await ask(host);
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body), host).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: `Forbidden: the local content store answers only localhost, 127.0.0.1 and [::1], not ${host}.`,
      });
    }
  });

  it('answers GET with $params and POST with a JSON body', async () => {
    const viaGet = await query(store.url, '*[_type == $type][0].name', `&$type=${encodeURIComponent('"testimonials"')}`);
    expect(viaGet).toMatchObject({ query: '*[_type == $type][0].name', result: 'Thandeka Mokoena' });
    expect(typeof viaGet.ms).toBe('number');
    const viaPost = await fetch(`${store.url}/v1/data/query/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_type == $type])', params: { type: 'deals' } }),
    }).then((r) => r.json());
    expect(viaPost.result).toBe(5);
  });

  it('says which parameter is not JSON', async () => {
    const res = await fetch(`${store.url}/vX/data/query/production?query=*&$type=testimonials`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.description).toMatch(/Parameter "\$type" is not valid JSON/);
  });

  it('answers CORS preflight for loopback origins only, never allowing credentials', async () => {
    const preflight = (origin: string) =>
      fetch(`${store.url}/v2023-10-08/data/query/production`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Headers': 'authorization,content-type' },
      });
    const res = await preflight('http://localhost:5173');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, X-Sanity-Project-ID');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('serves the testimonial portraits at the URL the image builder makes', async () => {
    const docs = await query(store.url, '*[_type == "testimonials"].imgurl');
    for (const imgurl of docs.result) {
      const res = await fetch(testimonialImageUrl(imgurl, { projectId: 'p1', dataset: 'production' }, { local: store }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg /);
      expect(svg.length).toBeLessThan(2048);
    }
  });

  it('answers 404 for unknown images, datasets, projects and paths', async () => {
    const statuses = await Promise.all(
      [
        '/images/p1/production/abc-1x1.svg',
        '/images/other/production/abc-1x1.svg',
        '/images/p1/production/..%2Fdeals.ndjson',
        '/v1/data/query/staging?query=*',
        '/v1/data/mutate/production',
      ].map((path) => fetch(store.url + path).then((r) => r.status)),
    );
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    const wrongProject = await fetch(`${store.url}/v1/data/query/production?query=1`, { headers: { 'X-Sanity-Project-ID': 'p2' } });
    expect(wrongProject.status).toBe(404);
  });

  it('applies the perspective: published hides drafts, previewDrafts shows them in place', async () => {
    const published = await query(scratch.url, '*[_type == "note"]{_id, text}', '&perspective=published');
    expect(published.result).toEqual([{ _id: 'a', text: 'published' }]);
    const drafts = await query(scratch.url, '*[_type == "note"]{_id, text}', '&perspective=previewDrafts');
    expect(drafts.result).toEqual([
      { _id: 'a', text: 'draft' },
      { _id: 'b', text: 'new' },
    ]);
    const raw = await query(scratch.url, 'count(*[_type == "note"])', '&perspective=raw');
    expect(raw.result).toBe(3);
  });

  it('answers in the published perspective unless the caller asks for drafts', async () => {
    expect((await query(scratch.url, '*[_id in path("drafts.**")]._id')).result).toEqual([]);
    expect((await query(scratch.url, '*[_type == "note"].text')).result).toEqual(['published']);
    expect((await query(scratch.url, '*[_id in path("drafts.**")]._id', '&perspective=raw')).result).toEqual(['drafts.a', 'drafts.b']);
  });

  it('picks up an edited seed file without a restart, and reports a broken one by file and line', async () => {
    const file = join(dir, 'more.ndjson');
    writeFileSync(file, ndjson({ _id: 'c', _type: 'extra' }));
    expect((await query(scratch.url, 'count(*[_type == "extra"])')).result).toBe(1);
    writeFileSync(file, `${ndjson({ _id: 'c', _type: 'extra' })}{"_id": "d"}\n`);
    const res = await fetch(`${scratch.url}/v1/data/query/production?query=1`);
    expect(res.status).toBe(500);
    expect((await res.json()).message).toMatch(/more\.ndjson:2: a document needs a string _id and a string _type/);
    rmSync(file);
  });

  it("moves the seed's dates from the day content/seed-dates.json names to the day it is given (or starts): the deals keep their standing", async () => {
    const deliveries = async (base: string) => {
      const doc = (await query(base, '*[_type == "deals" && _id == "deals-2025-q1-construction"][0]{_createdAt, "rows": details.rows}')).result as {
        _createdAt: string;
        rows: string[][];
      };
      return { _createdAt: doc._createdAt, rows: doc.rows.map((row) => ({ code: row[4], at: row[1], delivery: row[19] })) };
    };
    // As written on the day it names; ten days later, every date ten days later, times kept.
    const asWritten = await startLocalStore({
      contentDir: CONTENT_DIR,
      projectId: 'p1',
      datasets: ['production'],
      limits: { timeoutMs: 60_000 },
      today: '2025-03-20',
    });
    const later = await startLocalStore({
      contentDir: CONTENT_DIR,
      projectId: 'p1',
      datasets: ['production'],
      limits: { timeoutMs: 60_000 },
      today: '2025-03-30',
    });
    try {
      await expect(deliveries(asWritten.url)).resolves.toEqual({
        _createdAt: '2025-01-14T09:12:00Z',
        rows: [
          { code: 'MD77102', at: '2025-01-14T09:12:00Z', delivery: '2025-03-28' },
          { code: 'MD77118', at: '2025-01-20T14:05:00Z', delivery: '2025-04-11' },
        ],
      });
      await expect(deliveries(later.url)).resolves.toEqual({
        _createdAt: '2025-01-24T09:12:00Z',
        rows: [
          { code: 'MD77102', at: '2025-01-24T09:12:00Z', delivery: '2025-04-07' },
          { code: 'MD77118', at: '2025-01-30T14:05:00Z', delivery: '2025-04-21' },
        ],
      });
    } finally {
      await Promise.all([asWritten.close(), later.close()]);
    }
  });

  it('serves the dates as written without content/seed-dates.json, and refuses to start on one that names no day', async () => {
    const own = mkdtempSync(join(tmpdir(), 'content-'));
    writeFileSync(join(own, 'x.ndjson'), ndjson({ _id: 'a', _type: 't', on: '2025-03-28' }));
    const plain = await startLocalStore({ contentDir: own, projectId: 'p1', datasets: ['production'], today: '2030-01-01' });
    try {
      expect((await query(plain.url, '*[_id == "a"][0].on')).result).toBe('2025-03-28');
    } finally {
      await plain.close();
    }
    writeFileSync(join(own, 'seed-dates.json'), '{"writtenOn": "20 March 2025"}');
    await expect(startLocalStore({ contentDir: own, projectId: 'p1', datasets: ['production'] })).rejects.toThrow(
      /seed-dates\.json: writtenOn should be the day the seed's dates are written as of, like "2025-03-20", got "20 March 2025"/,
    );
    rmSync(own, { recursive: true, force: true });
  });

  it('refuses to start on a seed file with a duplicate _id', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'content-'));
    writeFileSync(join(bad, 'x.ndjson'), ndjson({ _id: 'a', _type: 't' }, { _id: 'a', _type: 't' }));
    await expect(startLocalStore({ contentDir: bad, projectId: 'p1', datasets: ['production'] })).rejects.toThrow(
      /x\.ndjson:2: _id "a" is already used at .*x\.ndjson:1/,
    );
    rmSync(bad, { recursive: true, force: true });
  });
});

describe('local content store bounds', () => {
  // Seven nested counts over the seed documents: about 11^7 evaluations, many seconds unbounded.
  const HEAVY = 'count(*[count(*[count(*[count(*[count(*[count(*[count(*)>0])>0])>0])>0])>0])>0])';
  const LIGHT = 'count(*[_type == "deals"])';
  // Deadlines the test fires itself: whether a query is stopped never depends on the machine's speed.
  const deadlines = heldDeadlines();
  let bounded: LocalStore;
  beforeAll(async () => {
    bounded = await startLocalStore({
      contentDir: CONTENT_DIR,
      projectId: 'p1',
      datasets: ['production'],
      limits: { timeoutMs: 1000, maxResultBytes: 10_000, deadlines: deadlines.timers },
    });
  });
  afterAll(() => bounded.close());

  const ask = (base: string, groq: string) =>
    fetch(`${base}/v1/data/query/production?query=${encodeURIComponent(groq)}`).then(async (res) => ({ status: res.status, body: await res.json() }));

  it('stops a query that runs past its deadline with 408, and keeps answering meanwhile', async () => {
    const order: string[] = [];
    const heavy = ask(bounded.url, HEAVY).then((answer) => (order.push('heavy'), answer));
    await until(() => deadlines.waiting().length === 1);
    // Served on the main thread while the heavy query is evaluated on its own.
    const image = await fetch(`${bounded.url}/images/p1/production/d26bc2162b51f8de2313d92256fbc75a8640d48e-160x160.svg`);
    order.push('image');
    expect(image.status).toBe(200);
    expect(deadlines.waiting()).toEqual([1000]);
    deadlines.fireAll();
    const answer = await heavy;
    expect(order).toEqual(['image', 'heavy']);
    expect(answer.status).toBe(408);
    expect(answer.body.error).toEqual({ description: 'The query did not finish within 1000 ms', type: 'queryTimeout' });
    // The next query gets a fresh evaluating thread, and its deadline goes with its answer.
    expect((await query(bounded.url, LIGHT)).result).toBe(5);
    expect(deadlines.waiting()).toEqual([]);
  });

  it('sets each query its shipped 2 s deadline on arrival: ten queued heavy queries and a light one are all answered at their own (issue 25)', async () => {
    const shippedDeadlines = heldDeadlines();
    const shipped = await startLocalStore({
      contentDir: CONTENT_DIR,
      projectId: 'p1',
      datasets: ['production'],
      limits: { deadlines: shippedDeadlines.timers },
    });
    try {
      const answers = Promise.all([...Array.from({ length: 10 }, () => ask(shipped.url, HEAVY)), ask(shipped.url, LIGHT)]);
      // Every query's deadline runs from its arrival, while the first heavy one is still evaluated
      // (set when a query started, ten in a row took up to 35 s).
      await until(() => shippedDeadlines.waiting().length === 11);
      expect(shippedDeadlines.waiting()).toEqual(Array(11).fill(2000));
      shippedDeadlines.fireAll();
      // The running one is stopped, the queued ones answered where they stand.
      expect((await answers).map((a) => a.status)).toEqual(Array(11).fill(408));
      // A fresh thread answers the next query.
      expect(await ask(shipped.url, LIGHT)).toMatchObject({ status: 200, body: { result: 5 } });
    } finally {
      await shipped.close();
    }
  });

  it('refuses a result larger than the bound with 413', async () => {
    const res = await fetch(`${bounded.url}/v1/data/query/production?query=${encodeURIComponent('*{"a": *{"b": *}}')}`);
    expect(res.status).toBe(413);
    expect((await res.json()).error.type).toBe('queryTooLarge');
  });

  it('refuses a request body over 64 KB with 413', async () => {
    const res = await fetch(`${bounded.url}/v1/data/query/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '*', params: { pad: 'x'.repeat(70_000) } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/queries are at most 65536 bytes/);
  });
});

/** Query deadlines held until the test fires them (GroqLimits.deadlines). */
function heldDeadlines() {
  const pending = new Map<number, { expire: () => void; ms: number }>();
  let next = 0;
  return {
    timers: {
      set: (expire: () => void, ms: number) => (pending.set(next, { expire, ms }), next++),
      clear: (handle: unknown) => void pending.delete(handle as number),
    },
    /** The length of each deadline set and neither cleared nor fired, in the order set. */
    waiting: () => [...pending.values()].map((deadline) => deadline.ms),
    fireAll: () => {
      for (const [id, deadline] of [...pending]) {
        pending.delete(id);
        deadline.expire();
      }
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
