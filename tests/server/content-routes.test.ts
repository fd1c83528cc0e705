// @vitest-environment node
// /content-api (content-routes.ts, content-api.ts, content-proxy.ts) against stand-in stores the
// test controls: no local store, no site build, so it runs for every mutant (npm run mutate).
// content-api.test.ts keeps the tests against the real local store. A store that "hangs" never
// answers at all, so its 504 does not depend on how fast this machine is.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';
import { isContentRequest } from '../../src/content/proxy-path';
import { isImageRequest } from '../../src/server/content-proxy';
import { contentRoutes, type ContentRoutesOptions } from '../../src/server/content-routes';

const config = contentStoreSchema.parse({ projectId: 'p1', dataset: 'production', timeoutMs: 60_000 });
const hungConfig = { ...config, timeoutMs: 300 };
const servers: Server[] = [];
afterEach(() => vi.restoreAllMocks());
/** What the server writes to console.error meanwhile (kept out of the test output). */
const errorLines = () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => spy.mock.calls.map((args) => args.join(' '));
};
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

async function serveRoutes(options: Omit<ContentRoutesOptions, 'config'> & { config?: typeof config }): Promise<number> {
  const handle = contentRoutes({ config, ...options });
  return listen((req, res) => handle(req, res, new URL(req.url ?? '/', 'http://x').pathname));
}

/** A stand-in store: records each request (method, url, headers) and answers as `answer` says. */
async function fakeStore(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; closedEarly: boolean }[] = [];
  const port = await listen((req, res) => {
    const entry = { method: req.method!, url: req.url!, headers: req.headers, closedEarly: false };
    seen.push(entry);
    res.on('close', () => (entry.closedEarly = !res.writableFinished));
    answer(req, res);
  });
  return { url: `http://127.0.0.1:${port}`, port, seen };
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
}
function ask(port: number, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

const DEALS = '{"result":[{"code":"MD1"}]}';

describe('GET /content-api/deals against a stand-in store', () => {
  it('answers the query result as JSON with exact headers, and HEAD with the same headers and no body', async () => {
    const store = await fakeStore((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ms":1,"result":[{"code":"MD1"}]}'));
    const port = await serveRoutes({ storeUrl: store.url });
    const got = await ask(port, '/content-api/deals');
    expect(got.status).toBe(200);
    expect(got.text).toBe(DEALS);
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(got.headers['content-length']).toBe('27');
    const head = await ask(port, '/content-api/deals', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe('27');
    // The query runs in the published perspective, tagged, whatever the config says.
    expect(store.seen).toHaveLength(1);
    expect(store.seen[0]!.method).toBe('GET');
    expect(new URL(store.seen[0]!.url, 'http://x').searchParams.get('perspective')).toBe('published');
  });

  it('answers 502 with a JSON reason and no-store when the store fails', async () => {
    const store = await fakeStore((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}'));
    const port = await serveRoutes({ storeUrl: store.url });
    const logged = errorLines();
    const got = await ask(port, '/content-api/deals');
    expect(logged()).toEqual(['Content endpoint /content-api/deals: boom']);
    expect(got.status).toBe(502);
    expect(got.text).toBe('{"error":"Bad Gateway","message":"The content service did not answer"}');
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 504 naming the deadline when the store never answers', async () => {
    const store = await fakeStore(() => {});
    const port = await serveRoutes({ storeUrl: store.url, config: hungConfig });
    const logged = errorLines();
    const got = await ask(port, '/content-api/deals');
    expect(logged()).toEqual(['Content endpoint /content-api/deals: no answer within 300 ms']);
    expect(got.status).toBe(504);
    expect(got.text).toBe('{"error":"Gateway Timeout","message":"The content service did not answer within 300 ms"}');
    expect(got.headers['cache-control']).toBe('no-store');
  });
});

describe('the named endpoint, cached (the test sets the date)', () => {
  afterEach(() => vi.useRealTimers());

  it('serves an answer fresh for 10 s, then stale while one refresh runs, for 60 s more; past that it waits for the store', async () => {
    let asked = 0;
    const store = await fakeStore((_req, res) => {
      asked += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"result":[{"n":${asked}}]}`);
    });
    // Before the routes are made: the cache reads Date.now as it is then.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00.000Z') });
    const port = await serveRoutes({ storeUrl: store.url });
    expect((await ask(port, '/content-api/deals')).text).toBe('{"result":[{"n":1}]}');
    vi.setSystemTime(new Date('2026-11-27T10:00:10.000Z'));
    expect((await ask(port, '/content-api/deals')).text).toBe('{"result":[{"n":1}]}');
    expect(asked).toBe(1);
    // Stale: the kept answer at once, and one refresh behind it.
    vi.setSystemTime(new Date('2026-11-27T10:00:11.000Z'));
    expect((await ask(port, '/content-api/deals')).text).toBe('{"result":[{"n":1}]}');
    await until(() => asked === 2);
    // Once the refresh is kept (at 10:00:11), it is the answer.
    await until(async () => (await ask(port, '/content-api/deals')).text === '{"result":[{"n":2}]}');
    expect(asked).toBe(2);
    // Past 10 s fresh and 60 s stale (10:01:21): the visitor waits for the store.
    vi.setSystemTime(new Date('2026-11-27T10:01:21.001Z'));
    expect((await ask(port, '/content-api/deals')).text).toBe('{"result":[{"n":3}]}');
    expect(asked).toBe(3);
  });
});

describe('content routes', () => {
  it('answers other methods 405 with Allow: GET, HEAD', async () => {
    const port = await serveRoutes({ storeUrl: 'http://127.0.0.1:9' });
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const got = await ask(port, '/content-api/deals', { method });
      expect([got.status, got.headers.allow, got.text]).toEqual([405, 'GET, HEAD', 'Method Not Allowed']);
    }
  });

  it('answers unknown paths 404 naming the endpoints, and without a running local store the endpoints and images too', async () => {
    const notFound = [404, 'no-cache', 'Not Found: the content API answers /content-api/deals'];
    const port = await serveRoutes({ storeUrl: 'http://127.0.0.1:9' });
    const got = await ask(port, '/content-api/other');
    expect([got.status, got.headers['cache-control'], got.text]).toEqual(notFound);
    // local.enabled (the default) and no store URL: nothing to read from.
    const none = await serveRoutes({});
    for (const path of ['/content-api/deals', '/content-api/images/p1/production/a.png']) {
      const answer = await ask(none, path);
      expect([answer.status, answer.headers['cache-control'], answer.text]).toEqual(notFound);
    }
  });

  it('sends Vary: Origin only when origins are configured, and allows only those', async () => {
    const plain = await serveRoutes({ storeUrl: 'http://127.0.0.1:9' });
    const a = await ask(plain, '/content-api/other', { headers: { origin: 'https://partner.example' } });
    expect(a.headers.vary).toBeUndefined();
    expect(a.headers['access-control-allow-origin']).toBeUndefined();
    const cors = await serveRoutes({ storeUrl: 'http://127.0.0.1:9', corsOrigins: ['https://partner.example'] });
    const b = await ask(cors, '/content-api/other', { headers: { origin: 'https://partner.example' } });
    expect(b.headers.vary).toBe('Origin');
    expect(b.headers['access-control-allow-origin']).toBe('https://partner.example');
    const c = await ask(cors, '/content-api/other');
    expect(c.headers.vary).toBe('Origin');
    expect(c.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tells content and image paths from others by whole segments', () => {
    expect(['/content-api', '/content-api/', '/content-api/deals', '/content-apix', '/content', '/x/content-api'].map(isContentRequest)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['/content-api/images/a.png', '/content-api/images', '/content-api/imagesx/a', '/images/a.png'].map(isImageRequest)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('/content-api/images/* against a stand-in store', () => {
  it('forwards the path under /content-api with its query, the allowed request headers and the store host; passes the answer headers back', async () => {
    const store = await fakeStore((_req, res) => {
      res.writeHead(206, {
        'content-type': 'image/png',
        'content-length': '4',
        'content-encoding': 'identity',
        'cache-control': 'public, max-age=60',
        etag: '"abc"',
        'last-modified': 'Fri, 27 Nov 2026 10:00:00 GMT',
        'content-range': 'bytes 0-3/10',
        'accept-ranges': 'bytes',
        vary: 'Accept',
        'set-cookie': 'store=1',
      });
      res.end('PNG!');
    });
    const port = await serveRoutes({ storeUrl: store.url });
    const got = await ask(port, '/content-api/images/p1/production/abc-1x1.png?w=96', {
      headers: {
        accept: 'image/*',
        'accept-encoding': 'gzip',
        'if-none-match': '"old"',
        'if-modified-since': 'Thu, 26 Nov 2026 10:00:00 GMT',
        range: 'bytes=0-3',
        cookie: 'session=1',
      },
    });
    expect(got.status).toBe(206);
    expect(got.text).toBe('PNG!');
    expect(got.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '4',
      'content-encoding': 'identity',
      'cache-control': 'public, max-age=60',
      etag: '"abc"',
      'last-modified': 'Fri, 27 Nov 2026 10:00:00 GMT',
      'content-range': 'bytes 0-3/10',
      'accept-ranges': 'bytes',
      vary: 'Accept',
    });
    expect(got.headers['set-cookie']).toBeUndefined();
    expect(store.seen).toHaveLength(1);
    const sent = store.seen[0]!;
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe('/images/p1/production/abc-1x1.png?w=96');
    expect(sent.headers).toMatchObject({
      host: `127.0.0.1:${store.port}`,
      accept: 'image/*',
      'accept-encoding': 'gzip',
      'if-none-match': '"old"',
      'if-modified-since': 'Thu, 26 Nov 2026 10:00:00 GMT',
      range: 'bytes=0-3',
    });
    expect(sent.headers.cookie).toBeUndefined();
  });

  it('forwards HEAD as HEAD', async () => {
    const store = await fakeStore((_req, res) => res.writeHead(200, { 'content-type': 'image/png', 'content-length': '4' }).end());
    const port = await serveRoutes({ storeUrl: store.url });
    const got = await ask(port, '/content-api/images/a.png', { method: 'HEAD' });
    expect([got.status, got.headers['content-length'], got.text]).toEqual([200, '4', '']);
    expect(store.seen.map((s) => [s.method, s.url])).toEqual([['HEAD', '/images/a.png']]);
  });

  it('answers 502 as JSON when the store is not running', async () => {
    // A port nothing listens on: the store refuses the connection.
    const closed = await listen(() => {});
    servers.pop()!.close();
    const port = await serveRoutes({ storeUrl: `http://127.0.0.1:${closed}` });
    const logged = errorLines();
    const got = await ask(port, '/content-api/images/a.png');
    expect(logged()).toEqual([`Content store did not answer: connect ECONNREFUSED 127.0.0.1:${closed}`]);
    expect(got.status).toBe(502);
    expect(got.text).toBe('{"statusCode":502,"error":"Bad Gateway","message":"The local content store did not answer"}');
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.headers['content-length']).toBe('91');
  });

  it('answers 504 as JSON naming the deadline when the store never answers', async () => {
    const store = await fakeStore(() => {});
    const port = await serveRoutes({ storeUrl: store.url, config: hungConfig });
    const got = await ask(port, '/content-api/images/a.png');
    expect(got.status).toBe(504);
    expect(got.text).toBe('{"statusCode":504,"error":"Gateway Timeout","message":"The local content store did not answer within 300 ms"}');
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.headers['content-length']).toBe('109');
    // And it stops asking.
    await until(() => store.seen[0]?.closedEarly === true);
  });

  it('cuts the answer off when the store stops sending halfway (the headers are gone already)', async () => {
    const store = await fakeStore((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '10' });
      res.write('PNG');
    });
    const port = await serveRoutes({ storeUrl: store.url, config: hungConfig });
    const cut = await new Promise<{ status: number; complete: boolean }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/content-api/images/a.png', agent: false }, (res) => {
        res.on('data', () => {});
        res.on('error', () => {});
        res.on('close', () => resolve({ status: res.statusCode ?? 0, complete: res.complete }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(cut).toEqual({ status: 200, complete: false });
  });

  it('stops asking the store when the visitor goes away', async () => {
    const store = await fakeStore(() => {});
    const port = await serveRoutes({ storeUrl: store.url });
    const logged = errorLines();
    const req = request({ host: '127.0.0.1', port, path: '/content-api/images/a.png', agent: false });
    req.on('error', () => {});
    req.end();
    await until(() => store.seen.length === 1);
    req.destroy();
    await until(() => store.seen[0]!.closedEarly);
    // The aborted upstream request is not a store failure: nothing is logged.
    expect(logged()).toEqual([]);
  });
});

/** Waits for what the test expects to happen; the test's time-out is the failure, not a clock here. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
