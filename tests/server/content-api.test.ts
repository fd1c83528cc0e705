// @vitest-environment node
// The site's /content-api: named endpoints only, published content only, bounded in time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';
import { startLocalStore, type LocalStore } from '../../dev/content-store';
import { contentRoutes, type ContentRoutesOptions } from '../../src/server/content-routes';
import { ROOT } from '../helpers/load-fixture';
import { rawRequest } from './built-site';

// A deadline no real answer nears, even on a machine under load: only a store that never answers
// (a stub the test controls) meets one, and that with the short deadline below.
const config = contentStoreSchema.parse({ projectId: 'p1', dataset: 'production', timeoutMs: 60_000 });
/** For stores that never answer: 504 whatever the machine's speed, after 300 ms. */
const hungConfig = { ...config, timeoutMs: 300 };
const servers: Server[] = [];

/** The content routes alone on a loopback port, as the site server mounts them. */
async function serveRoutes(options: Omit<ContentRoutesOptions, 'config'> & { config?: typeof config }): Promise<number> {
  const handle = contentRoutes({ config, ...options });
  const server = createServer((req, res) => handle(req, res, new URL(req.url ?? '/', 'http://x').pathname));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

/** A stand-in content store that records what reaches it and answers as `answer` says. */
async function fakeStore(answer: (req: IncomingMessage, res: import('node:http').ServerResponse) => void) {
  const seen: { headers: IncomingMessage['headers']; closedEarly: boolean }[] = [];
  const server = createServer((req, res) => {
    const entry = { headers: req.headers, closedEarly: false };
    seen.push(entry);
    res.on('close', () => (entry.closedEarly = !res.writableFinished));
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

let store: LocalStore;
let dir: string;
let port: number;
beforeAll(async () => {
  // The shipped deals, plus a draft of one document that must never be read.
  dir = mkdtempSync(join(tmpdir(), 'content-api-'));
  const { readFileSync } = await import('node:fs');
  const draft = {
    _id: 'drafts.deals-2025-q1-construction',
    _type: 'deals',
    publish: true,
    details: { column_order: [], rows: [['x', 'x', 'x', 'x', 'MD99999', '', '', 'Draft deal', '', true]] },
  };
  writeFileSync(join(dir, 'deals.ndjson'), `${readFileSync(join(ROOT, 'content', 'deals.ndjson'), 'utf8')}${JSON.stringify(draft)}\n`);
  // No query deadline a loaded machine could meet: the deadline has tests of its own (local-store.test.ts).
  store = await startLocalStore({ contentDir: dir, projectId: 'p1', datasets: ['production'], limits: { timeoutMs: 60_000 } });
  port = await serveRoutes({ storeUrl: store.url });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const codes = (body: { result: { details: { rows: unknown[][] } }[] }) => body.result.flatMap((doc) => doc.details.rows.map((row) => row[4]));

describe('GET /content-api/deals', () => {
  it('answers the published rows of published documents, and nothing else leaves the server', async () => {
    const res = await rawRequest(port, '/content-api/deals');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // MD77211 is published (its unreadable amount is the browser's to show as written); MD77341 is a row marked
    // publish false, MD75999 sits in an unpublished document, MD99999 in a draft.
    expect(codes(JSON.parse(res.text))).toEqual(['MD77102', 'MD77118', 'MD77205', 'MD77211', 'MD77340', 'MD77402']);
    for (const hidden of ['MD77341', 'MD75999', 'MD99999', 'drafts.']) expect(res.text).not.toContain(hidden);
  });

  it('asks the store in the published perspective, once for many visitors (stale-while-revalidate)', async () => {
    store.requests.length = 0;
    const fresh = await serveRoutes({ storeUrl: store.url });
    const answers = await Promise.all(Array.from({ length: 10 }, () => rawRequest(fresh, '/content-api/deals')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[0]!.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(store.requests).toEqual([{ method: 'GET', dataset: 'production', tag: 'deals', perspective: 'published' }]);
  });

  it('sends no GROQ through: queries, mutations and other methods get 404 or 405', async () => {
    const query = `/content-api/v2023-10-08/data/query/production?query=${encodeURIComponent('*[_id in path("drafts.**")]')}`;
    expect((await rawRequest(port, query)).status).toBe(404);
    expect((await rawRequest(port, '/content-api/v1/data/mutate/production', { method: 'POST' })).status).toBe(405);
    expect((await rawRequest(port, '/content-api')).status).toBe(404);
  });

  it('answers 504 when the store does not answer within the configured time, and stops asking', async () => {
    const hung = await fakeStore(() => {});
    const routes = await serveRoutes({ storeUrl: hung.url, config: hungConfig });
    const res = await rawRequest(routes, '/content-api/deals');
    expect(res.status).toBe(504);
    expect(JSON.parse(res.text)).toEqual({ error: 'Gateway Timeout', message: 'The content service did not answer within 300 ms' });
    await until(() => hung.seen[0]?.closedEarly === true);
  });

  it('aborts the upstream read when the visitor goes away', async () => {
    const hung = await fakeStore(() => {});
    const routes = await serveRoutes({ storeUrl: hung.url });
    const req = (await import('node:http')).request({ host: '127.0.0.1', port: routes, path: '/content-api/deals', agent: false });
    req.on('error', () => {});
    req.end();
    await until(() => hung.seen.length === 1);
    req.destroy();
    await until(() => hung.seen[0]!.closedEarly);
  });

  it('sends no CORS headers unless the origin is configured, and never allows credentials', async () => {
    const other = await rawRequest(port, '/content-api/deals', { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    const allowed = await serveRoutes({ storeUrl: store.url, corsOrigins: ['https://partner.example'] });
    const yes = await rawRequest(allowed, '/content-api/deals', { headers: { origin: 'https://partner.example' } });
    expect(yes.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(yes.headers['access-control-allow-credentials']).toBeUndefined();
    const no = await rawRequest(allowed, '/content-api/deals', { headers: { origin: 'https://evil.example' } });
    expect(no.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('/content-api/images/*', () => {
  it('forwards the image request without hop-by-hop, cookie or CORS headers either way', async () => {
    const upstream = await fakeStore((_req, res) => {
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'keep-alive': 'timeout=99',
        'proxy-authenticate': 'Basic',
        'access-control-allow-origin': 'https://evil.example',
        'access-control-allow-credentials': 'true',
        'x-internal': 'secret',
      });
      res.end('<svg/>');
    });
    const routes = await serveRoutes({ storeUrl: upstream.url });
    const res = await rawRequest(routes, '/content-api/images/p1/production/abc-1x1.svg', {
      headers: { cookie: 'session=1', 'proxy-authorization': 'Basic eA==', te: 'trailers', origin: 'https://evil.example', accept: 'image/*' },
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe('<svg/>');
    for (const name of ['keep-alive', 'proxy-authenticate', 'access-control-allow-origin', 'access-control-allow-credentials', 'x-internal']) {
      expect(res.headers[name], name).toBeUndefined();
    }
    const sent = upstream.seen[0]!.headers;
    for (const name of ['cookie', 'proxy-authorization', 'te', 'origin']) expect(sent[name], name).toBeUndefined();
    expect(sent.accept).toBe('image/*');
  });

  it('answers 504 when the store hangs', async () => {
    const hung = await fakeStore(() => {});
    const routes = await serveRoutes({ storeUrl: hung.url, config: hungConfig });
    const res = await rawRequest(routes, '/content-api/images/p1/production/abc-1x1.svg');
    expect(res.status).toBe(504);
    expect(res.text).toContain('The local content store did not answer within 300 ms');
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
