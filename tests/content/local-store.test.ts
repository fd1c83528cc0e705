// @vitest-environment node
// The local store spoken to with plain fetch(), as a browser or curl would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStore, type LocalStore } from '../../dev/content-store';
import { testimonialImageUrl } from '../../src/content/testimonials';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const ndjson = (...docs: object[]) => docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n';

let store: LocalStore;
let dir: string;
let scratch: LocalStore;
beforeAll(async () => {
  store = await startLocalStore({ contentDir: CONTENT_DIR, projectId: 'p1', datasets: ['production'] });
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  writeFileSync(
    join(dir, 'docs.ndjson'),
    ndjson({ _id: 'a', _type: 'note', text: 'published' }, { _id: 'drafts.a', _type: 'note', text: 'draft' }, { _id: 'drafts.b', _type: 'note', text: 'new' }),
  );
  scratch = await startLocalStore({ contentDir: dir, projectId: 'p1', datasets: ['production'] });
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
      expect(JSON.parse(answer.body), host).toEqual({ statusCode: 403, error: 'Forbidden', message: `Forbidden: the local content store answers only localhost, 127.0.0.1 and [::1], not ${host}.` });
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
    expect(drafts.result).toEqual([{ _id: 'a', text: 'draft' }, { _id: 'b', text: 'new' }]);
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
  let bounded: LocalStore;
  beforeAll(async () => {
    bounded = await startLocalStore({ contentDir: CONTENT_DIR, projectId: 'p1', datasets: ['production'], limits: { timeoutMs: 1000, maxResultBytes: 10_000 } });
  });
  afterAll(() => bounded.close());

  it('stops a query that runs past its deadline with 408, and keeps answering meanwhile', async () => {
    const order: string[] = [];
    const heavy = fetch(`${bounded.url}/v1/data/query/production?query=${encodeURIComponent(HEAVY)}`).then(async (res) => {
      order.push('heavy');
      return { status: res.status, body: await res.json() };
    });
    // Served on the main thread while the heavy query is evaluated on its own.
    const image = await fetch(`${bounded.url}/images/p1/production/d26bc2162b51f8de2313d92256fbc75a8640d48e-160x160.svg`);
    order.push('image');
    expect(image.status).toBe(200);
    const answer = await heavy;
    expect(order).toEqual(['image', 'heavy']);
    expect(answer.status).toBe(408);
    expect(answer.body.error).toEqual({ description: 'The query did not finish within 1000 ms', type: 'queryTimeout' });
    // The next query gets a fresh evaluating thread.
    expect((await query(bounded.url, 'count(*[_type == "deals"])')).result).toBe(5);
  });

  it('answers ten queued heavy queries and a light one within 2.5 s of their arrival, with the shipped 2 s deadline (issue 25)', async () => {
    const shipped = await startLocalStore({ contentDir: CONTENT_DIR, projectId: 'p1', datasets: ['production'] });
    try {
      const timed = (groq: string) => {
        const sent = performance.now();
        return fetch(`${shipped.url}/v1/data/query/production?query=${encodeURIComponent(groq)}`).then(async (res) => ({ status: res.status, ms: performance.now() - sent, body: await res.text() }));
      };
      const answers = await Promise.all([...Array.from({ length: 10 }, () => timed(HEAVY)), timed('count(*[_type == "deals"])')]);
      // The deadline counts from arrival, queue and thread restarts included: every heavy query
      // is stopped (408) and the light one queued behind them answered, none later than 2.5 s.
      expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(408));
      expect(answers.filter((a) => a.ms > 2500).map((a) => Math.round(a.ms))).toEqual([]);
      expect(answers[10]!.status === 200 || answers[10]!.status === 408).toBe(true);
    } finally {
      await shipped.close();
    }
  }, 60_000);

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
