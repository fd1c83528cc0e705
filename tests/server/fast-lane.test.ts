// @vitest-environment node
// The fast lane (src/server/fast-lane.ts) answers kept answers straight on the socket, in front of
// node:http. Its promise: a visitor cannot tell. Each test sends the same bytes to a server with
// the lane and to one without it (node:http alone) over the same dist/, and compares every byte
// that comes back (the Date header aside, which says when).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHead } from '../../src/server/fast-lane';
import { createSiteServer, type SiteServerOptions } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

const distDir = mkdtempSync(join(tmpdir(), 'fast-lane-'));
const now = 1_000_000;
let withLane: { server: Server; port: number; answered: () => number };
let nodeAlone: { server: Server; port: number };

/** A file and the build's brotli and gzip copies beside it, as `npm run build` writes them. */
function writeWithCopies(path: string, text: string) {
  const file = join(distDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

async function serve(options: Partial<SiteServerOptions>) {
  // The clock held still: a kept answer is never past its time, whichever server is slower.
  const server = createSiteServer({ model: shippedModel(), distDir, clock: () => now, random: () => 0, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, answered: () => server.fastLane?.answered() ?? 0 };
}

beforeAll(async () => {
  writeStubBuild(distDir);
  writeWithCopies('invest.html', `<!doctype html><title>Invest</title><h1>Invest in Tenders and Projects</h1>${'<p>Returns.</p>'.repeat(200)}`);
  writeWithCopies('privacy.html', '<!doctype html><title>Privacy</title><h1>Privacy Policy</h1>');
  writeWithCopies('404.html', '<!doctype html><title>Not found</title><h1>Page not found</h1>');
  writeWithCopies('assets/site.css', `body{margin:0}${'.a{color:red}'.repeat(100)}`);
  mkdirSync(join(distDir, 'images'), { recursive: true });
  writeFileSync(join(distDir, 'images', 'logo.png'), Buffer.alloc(3000, 7));
  writeFileSync(join(distDir, 'images', 'photo.png'), Buffer.alloc(200_000, 9));
  withLane = await serve({});
  nodeAlone = await serve({ fastLane: false });
});
afterAll(async () => {
  for (const { server } of [withLane, nodeAlone]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(distDir, { recursive: true, force: true });
});

/** How many whole answers `text` holds, for requests made with `methods` in order (a HEAD's has no body). */
function wholeAnswers(text: string, methods: readonly string[]): number {
  return answerCounter(methods)(text);
}

/** The same, fed the text as it comes: each call adds to what came before and says how many answers are whole. */
function answerCounter(methods: readonly string[]): (more: string) => number {
  let head = '';
  /** Bytes of the body being read still to come. */
  let body = 0;
  let count = 0;
  return (more) => {
    let rest = more;
    for (;;) {
      if (body > 0) {
        const taken = Math.min(body, rest.length);
        body -= taken;
        rest = rest.slice(taken);
        if (body > 0) return count;
        count++;
      }
      head += rest;
      rest = '';
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return count;
      const status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: (\d+)/i.exec(head.slice(0, end));
      body = methods[count] === 'HEAD' || status === 204 || status === 304 || !length ? 0 : Number(length[1]);
      rest = head.slice(end + 4);
      head = '';
      if (body === 0) count++;
    }
  };
}

/**
 * Send `pieces` on one connection (each its own write, a turn of the event loop apart); once the
 * answers to the requests made with `methods` are all in, send `last` if given and end the sending
 * side (node:http then ends the connection, answers still being made or not: only once every
 * answer is in is what comes back the same on every run); resolve with all the server sent.
 */
function exchange(port: number, pieces: ReadonlyArray<string | Buffer>, methods: readonly string[] = methodsOf(pieces.join('')), last?: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    let sending = true;
    let ended = false;
    const count = answerCounter(methods);
    let answers = 0;
    const endWhenAnswered = () => {
      if (ended || sending || answers < methods.length) return;
      ended = true;
      if (last !== undefined) socket.write(last);
      socket.end();
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      answers = count(chunk.toString('latin1'));
      endWhenAnswered();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1').replace(/\r\nDate: [^\r]*/g, '\r\nDate: (when)')));
    socket.once('connect', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) break;
        socket.write(piece);
        await new Promise((next) => setImmediate(next));
      }
      sending = false;
      endWhenAnswered();
    });
  });
}

/** The methods of the requests in a stream of well-formed ones (a body that looks like a request is counted too: give `methods` then). */
const methodsOf = (stream: string) => [...stream.matchAll(/(?:^|\r\n\r\n)([A-Z]+) \S+ HTTP\/1\.1\r\n/g)].map((match) => match[1]!);

/** Both servers' answers to the same bytes; the lane's answers counted. */
async function both(pieces: ReadonlyArray<string | Buffer>, methods?: readonly string[], last?: string | Buffer) {
  const before = withLane.answered();
  const lane = await exchange(withLane.port, pieces, methods, last);
  const node = await exchange(nodeAlone.port, pieces, methods, last);
  return { lane, node, answeredByLane: withLane.answered() - before };
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  `${method} ${path} HTTP/1.1\r\nHost: example.test\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('the fast lane', () => {
  it('sends a kept page, file, HEAD and 304 with the bytes node:http sends, for each encoding and for https', async () => {
    const requests = [
      get('/invest', { 'Accept-Encoding': 'gzip, deflate, br' }),
      get('/invest', { 'accept-encoding': 'gzip' }),
      get('/invest'),
      get('/invest?utm_source=sms&affid=7', { 'Accept-Encoding': 'br', Connection: 'keep-alive' }),
      get('/invest', { 'Accept-Encoding': 'br' }, 'HEAD'),
      get('/invest', { 'Accept-Encoding': 'br', 'X-Forwarded-Proto': 'https' }),
      get('/assets/site.css', { 'Accept-Encoding': 'br' }),
      get('/images/logo.png'),
    ];
    let last = '';
    for (const request of requests) {
      // The first time node:http's and kept, unless kept already (a HEAD after its GET); the second time the lane's.
      const first = await both([request]);
      expect(first.lane, request).toBe(first.node);
      const again = await both([request]);
      expect(again.answeredByLane, request).toBe(1);
      expect(again.lane, request).toBe(again.node);
      expect(again.lane, request).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      last += again.lane;
    }
    expect(last).toContain('strict-transport-security: max-age=');
    expect(last).toContain('Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n');
    expect(last).toContain('<h1>Invest in Tenders and Projects</h1>');
    await both([get('/invest', { 'Accept-Encoding': 'br' })]);
    const again = await both([get('/invest', { 'Accept-Encoding': 'br' })]);
    const etag = /etag: ("[^"]+-br")/.exec(again.lane)![1]!;
    const revalidated = await both([get('/invest', { 'Accept-Encoding': 'br', 'If-None-Match': etag })]);
    expect(revalidated.answeredByLane).toBe(1);
    expect(revalidated.lane).toBe(revalidated.node);
    expect(revalidated.lane).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(revalidated.lane).not.toContain('content-length');
  });

  it('answers requests sent together in order, passing to node:http a plain one it keeps no answer for and carrying on after it, and leaving the rest to node:http from an odd one', async () => {
    await both([get('/privacy', { 'Accept-Encoding': 'br' })]);
    const pieces = [
      get('/privacy', { 'Accept-Encoding': 'br' }) +
        get('/no-such-page') +
        get('/privacy', { 'Accept-Encoding': 'br' }) +
        get('/invest', {}, 'DELETE') +
        get('/privacy', { 'Accept-Encoding': 'br' }, 'HEAD'),
    ];
    const { lane, node, answeredByLane } = await both(pieces);
    expect(lane).toBe(node);
    // The DELETE is no plain request: node:http answers it and the HEAD after it.
    expect(answeredByLane).toBe(2);
    expect([...lane.matchAll(/HTTP\/1\.1 (\d+)/g)].map((match) => match[1])).toEqual(['200', '404', '200', '405', '200']);
    expect(lane).toContain('Page not found');
  });

  it('gives the connection to node:http for good at a request with a body, and node:http reads the body as its own', async () => {
    await both([get('/privacy', { 'Accept-Encoding': 'gzip' })]);
    const body = '{"events":[]}';
    const smuggled = get('/privacy', { 'Accept-Encoding': 'gzip' });
    const pieces = [
      get('/privacy', { 'Accept-Encoding': 'gzip' }) + `POST /__events HTTP/1.1\r\nHost: example.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length + smuggled.length}\r\n\r\n${body}${smuggled}`,
      get('/privacy', { 'Accept-Encoding': 'gzip' }),
    ];
    const { lane, node, answeredByLane } = await both(pieces, ['GET', 'POST', 'GET']);
    expect(lane).toBe(node);
    // The request inside the body is the body's, not a request: two answers after the lane's one.
    expect(answeredByLane).toBe(1);
    expect([...lane.matchAll(/HTTP\/1\.1 (\d+)/g)]).toHaveLength(3);
  });

  it('answers 300 requests for a 200 KB picture sent at once to a client that reads nothing for a while, all of them, in order', async () => {
    await both([get('/images/photo.png')]);
    const stream = Array.from({ length: 300 }, (_, n) => get(n % 30 === 29 ? '/no-such-page' : '/images/photo.png')).join('');
    const readLate = (port: number) =>
      new Promise<string>((resolve) => {
        const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
        const received: Buffer[] = [];
        const count = answerCounter(Array<string>(300).fill('GET'));
        socket.pause();
        socket.on('data', (chunk: Buffer) => {
          received.push(chunk);
          if (count(chunk.toString('latin1')) === 300) socket.end();
        });
        socket.on('close', () => resolve(Buffer.concat(received).toString('latin1').replace(/\r\nDate: [^\r]*/g, '\r\nDate: (when)')));
        // 60 MB of answers wait for the client: the server must hold off, then go on where it stopped.
        socket.write(stream, () => setTimeout(() => socket.resume(), 200));
      });
    const before = withLane.answered();
    const lane = await readLate(withLane.port);
    const node = await readLate(nodeAlone.port);
    expect(lane.length).toBe(node.length);
    expect(lane === node).toBe(true);
    expect([...lane.matchAll(/HTTP\/1\.1 (\d+)/g)].map((match) => match[1]).filter((status) => status === '404')).toHaveLength(10);
    expect(withLane.answered() - before).toBeGreaterThan(0);
  });

  it('keeps the visitor address for requests it passes to node:http: one visitor is limited, another is not', async () => {
    const cities = Array.from({ length: 11 }, (_, n) => get(`/tender-finance-in-fast-lane-${n}`));
    const limited = await exchange(withLane.port, [cities.join('')]);
    expect([...limited.matchAll(/HTTP\/1\.1 (\d+)/g)].map((match) => match[1])).toEqual([...Array<string>(10).fill('200'), '429']);
    const other = await new Promise<string>((resolve) => {
      const socket = connect({ port: withLane.port, host: '127.0.0.1', localAddress: '127.0.0.2' });
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (wholeAnswers(text, ['GET']) === 1) socket.destroy();
      });
      socket.on('close', () => resolve(text));
      socket.write(get('/tender-finance-in-fast-lane-other'));
    });
    expect(other).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('lets close() finish with an idle kept-alive connection open, and closes such a connection after the keep-alive time', async () => {
    const own = await serve({});
    own.server.keepAliveTimeout = 300;
    await exchange(own.port, [get('/privacy')]);
    const socket = connect({ port: own.port, host: '127.0.0.1' });
    const closedByServer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
    });
    socket.write(get('/privacy'));
    const answer = await closedByServer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('Keep-Alive: timeout=0');
    expect(own.answered()).toBe(1);

    own.server.keepAliveTimeout = 60_000;
    const idle = connect({ port: own.port, host: '127.0.0.1' });
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    await new Promise<void>((resolve) => idle.once('data', () => resolve()).write(get('/privacy')));
    // Without the lane's part in close(), this waits for the visitor to hang up.
    await new Promise((resolve) => own.server.close(resolve));
    await idleClosed;
    expect(own.answered()).toBe(2);
  });
});

describe('the fast lane and the connection\'s end', () => {
  it('answers a connection that asks nothing within headersTimeout with 408, as node:http does', async () => {
    const own = await serve({});
    own.server.headersTimeout = 300;
    const text = await new Promise<string>((resolve) => {
      const socket = connect({ port: own.port, host: '127.0.0.1' });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('close', () => resolve(received));
    });
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(text).toContain('connection: close');
    own.server.closeAllConnections();
    await new Promise((resolve) => own.server.close(resolve));
  });
});

describe('the fast lane against node:http alone, on generated request streams', () => {
  /** A small seeded generator (mulberry32): the same streams on every run, and a failure names its seed. */
  function random(seed: number) {
    let state = seed;
    const next = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    return { next, pick };
  }

  const TARGETS = ['/invest', '/invest', '/privacy', '/privacy', '/invest?utm_source=x&affid=9', "/invest?q=it's(1)", '/assets/site.css', '/images/logo.png', '/no-such-page', '/INVEST', '/invest/', '/%69nvest', '/invest#top', '/../etc/passwd', '//evil.test/x', '/a%00b', 'http://example.test/invest', '/privacy?x=%zz', `/${'x'.repeat(2100)}`];
  const ENCODINGS = ['br', 'gzip', 'gzip, deflate, br', 'identity', 'br;q=0, gzip', '*', '', 'BR', 'gzip;q=0'];
  const casing = (rng: ReturnType<typeof random>, name: string) => rng.pick([name, name.toUpperCase(), name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())]);

  /**
   * A well-formed HTTP/1.1 request that leaves the connection open, whatever node:http answers it.
   * `atOnce`: one node:http answers before it reads on (no body to read, no file streamed), as
   * before a refused request: node:http itself drops answers still being made when it meets one.
   */
  function plainRequest(rng: ReturnType<typeof random>, etags: string[], atOnce = false): string {
    const method = rng.pick(atOnce ? ['GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'DELETE'] : ['GET', 'GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'DELETE', 'POST']);
    const headers: string[] = [`${casing(rng, 'host')}: ${rng.pick(['example.test', '127.0.0.1:80', ''])}`];
    if (rng.next() < 0.8) headers.push(`${casing(rng, 'accept-encoding')}:${rng.pick(['', ' ', '  '])}${rng.pick(ENCODINGS)}${rng.pick(['', ' ', '\t'])}`);
    if (rng.next() < 0.2 && etags.length) headers.push(`If-None-Match: ${rng.pick([...etags, '"nope"', '*', `W/${rng.pick(etags)}`])}`);
    if (!atOnce && rng.next() < 0.1) headers.push('Range: bytes=0-10');
    if (rng.next() < 0.1) headers.push('If-Modified-Since: Wed, 01 Jan 2031 00:00:00 GMT');
    if (rng.next() < 0.15) headers.push(`X-Forwarded-Proto: ${rng.pick(['https', 'http', 'HTTPS ', 'https, http', 'http, https'])}`);
    if (rng.next() < 0.2) headers.push(`${casing(rng, 'connection')}: ${rng.pick(['keep-alive', 'Keep-Alive'])}`);
    if (rng.next() < 0.2) headers.push(`X-Extra: ${rng.pick(['a\tb', 'x', '!#$%&()*+,-./:;<=>?@[]^_`{|}~'])}`);
    if (rng.next() < 0.1) headers.push(`Accept-Encoding: ${rng.pick(ENCODINGS)}`);
    if (rng.next() < 0.05) headers.push(`X-Forwarded-Proto: https`);
    if (rng.next() < 0.05) headers.push('Cookie: ab_tender-hero=control');
    let body = '';
    if (method === 'POST' || (!atOnce && rng.next() < 0.05)) {
      body = rng.pick(['', '{"events":[]}', get('/invest', { 'Accept-Encoding': 'br' })]);
      if (rng.next() < 0.5) headers.push(`Content-Length: ${body.length}`);
      else {
        headers.push('Transfer-Encoding: chunked');
        body = body ? `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n` : '0\r\n\r\n';
      }
    }
    const target = method === 'OPTIONS' && rng.next() < 0.3 ? '*' : rng.pick(TARGETS);
    return `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
  }

  /** A request node:http refuses, or answers and then closes: only ever the last of a stream. */
  function lastRequest(rng: ReturnType<typeof random>, etags: string[]): string {
    const plain = plainRequest(rng, etags).split('\r\n\r\n')[0]!;
    return rng.pick([
      `${plain}\r\nConnection: close\r\n\r\n`,
      `${plain.replace('HTTP/1.1', 'HTTP/1.0')}\r\n\r\n`,
      `${plain.replace('HTTP/1.1', 'HTTP/2.0')}\r\n\r\n`,
      `${plain.replace(/^GET/, 'get')}\r\n\r\n`,
      `${plain.replace(' /', '  /')}\r\n\r\n`,
      `${plain.replaceAll('\r\n', '\n')}\n\n`,
      `${plain}\r\nX-Folded: a\r\n  b\r\n\r\n`,
      `${plain}\r\nX-Space : a\r\n\r\n`,
      `${plain}\r\nX-Control: a\x01b\r\n\r\n`,
      `${plain}\r\nX-Latin: caf\xe9\r\n\r\n`,
      `${plain}\r\nHost: second.test\r\n\r\n`,
      `${plain.replace(/\r\nhost:[^\r]*/i, '')}\r\n\r\n`,
      `${plain}\r\nX-Long: ${'y'.repeat(9000)}\r\n\r\n`,
      `${plain}\r\nExpect: 100-continue\r\n\r\n`,
      `${plain}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`,
      `${plain}\r\n`,
      plain.slice(0, Math.floor(plain.length / 2)),
      'NONSENSE\r\n\r\n',
      `${plain}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
      `${plain}\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nabcdef`,
    ]);
  }

  it('sends every byte node:http sends, in 300 streams of one to five requests cut into pieces at random', async () => {
    // The validators both servers give, so some requests revalidate.
    const etags: string[] = [];
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await exchange(nodeAlone.port, [get('/invest', { 'Accept-Encoding': encoding })]);
      etags.push(/etag: ("[^"]+")/.exec(answer)![1]!);
    }
    let answeredByLane = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const rng = random(seed);
      const refused = rng.next() < 0.4;
      const requests = Array.from({ length: Math.floor(rng.next() * 5) + (refused ? 0 : 1) }, () => plainRequest(rng, etags, refused));
      // Cut the stream at random points; a last request node:http may refuse goes once the others are answered.
      const stream = requests.join('');
      const cuts = [...new Set(Array.from({ length: Math.floor(rng.next() * 3) }, () => Math.floor(rng.next() * stream.length)))].filter((cut) => cut > 0).sort((a, b) => a - b);
      const pieces = [0, ...cuts].map((from, i) => Buffer.from(stream.slice(from, [...cuts, stream.length][i]), 'latin1'));
      const last = refused ? Buffer.from(lastRequest(rng, etags), 'latin1') : undefined;
      const result = await both(pieces, requests.map((request) => request.slice(0, request.indexOf(' '))), last);
      expect(result.lane, `seed ${seed}: ${JSON.stringify((stream + (last?.toString('latin1') ?? '')).slice(0, 800))}`).toBe(result.node);
      answeredByLane += result.answeredByLane;
    }
    // The lane did its part (most streams hold a request it leaves to node:http, which then answers the rest).
    expect(answeredByLane).toBeGreaterThan(50);
  }, 120_000);
});

describe('which requests the lane reads itself (parseHead)', () => {
  it("reads a browser's plain GET, with what the kept answer depends on", () => {
    const head = 'GET /invest?utm_source=sms HTTP/1.1\r\nHost: example.co.za\r\nConnection: keep-alive\r\nUser-Agent: Mozilla/5.0 (Linux; Android 10; K)\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nIf-None-Match: "2df-mx0lff78-br"\r\nX-Forwarded-Proto: https';
    expect(parseHead(head)).toEqual({ method: 'GET', url: '/invest?utm_source=sms', headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'if-none-match': '"2df-mx0lff78-br"' }, https: true });
  });

  it('leaves to node:http what it may read otherwise: no Host, a body, a fold, a space before the colon, a byte past ASCII, 100 header lines', () => {
    const plain = 'GET /invest HTTP/1.1\r\nHost: example.test';
    expect(parseHead(plain)).toBeDefined();
    for (const odd of [
      'GET /invest HTTP/1.1',
      `${plain}\r\nContent-Length: 0`,
      `${plain}\r\nTransfer-Encoding: chunked`,
      `${plain}\r\nConnection: close`,
      `${plain}\r\nX-A: b\r\n c`,
      `${plain}\r\nX-A : b`,
      `${plain}\r\nX-A: caf\xe9`,
      `${plain}\r\nAccept-Encoding: br\r\nAccept-Encoding: gzip`,
      `${plain}\r\nHost: other.test`,
      `${plain}${'\r\nX-A: b'.repeat(99)}`,
      'GET /a"b HTTP/1.1\r\nHost: example.test',
      'GET http://example.test/invest HTTP/1.1\r\nHost: example.test',
      'GET /invest HTTP/1.0\r\nHost: example.test',
      'POST /invest HTTP/1.1\r\nHost: example.test',
    ]) {
      expect(parseHead(odd), JSON.stringify(odd)).toBeUndefined();
    }
  });
});
