import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedAnswers } from '../../src/server/prepared';
import { rawRequest } from '../helpers/raw-request';

// The kept answers (src/server/prepared.ts) in front of a small full path of the test's own, over
// real HTTP: the full path numbers its answers in an X-Answer header, so a visitor given a kept
// answer sees the number of the answer it repeats. The clock is the test's (issue 42: every branch
// here meets a visitor as a status, a header or a body).
let now = 0;
let answers = 0;
let unchanged: (() => boolean) | undefined;
/** What each path is made from: a new object is a rebuilt page. */
const sources = new Map<string, object>();
const kept = preparedAnswers({ maxEntries: 3, maxBytes: 40, ttlMs: 1000, clock: () => now });
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const https = req.headers['x-https'] === '1';
    if (kept.answer(req, res, https)) return;
    answers++;
    const path = req.url!.split('?')[0]!;
    const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const body = Buffer.from(path === '/big' ? 'b'.repeat(30) : `${path} ${brotli ? 'br' : 'plain'}${https ? ' s' : ''}`);
    if (path === '/no-length') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    } else {
      res.setHeader('content-type', 'text/plain');
      res.setHeader('content-length', body.length);
      if (brotli) res.setHeader('content-encoding', 'br');
      if (path !== '/no-etag') res.setHeader('etag', `"${path.slice(1)}"`);
      res.setHeader('x-answer', String(answers));
      res.setHeader('x-tags', ['a', 'b']);
      res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
    }
    if (!sources.has(path)) sources.set(path, {});
    kept.keep(req, res, https, sources.get(path)!, body, unchanged);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(port, path, { headers, method });
const numberOf = async (path: string, headers: Record<string, string> = {}, method = 'GET') => (await get(path, headers, method)).headers['x-answer'];
/** Each test starts with nothing kept and its clock at 0. */
const fresh = () => {
  kept.clear();
  sources.clear();
  answers = 0;
  now = 0;
  unchanged = undefined;
};

describe('a page asked for again', () => {
  it('is the kept answer: same status, headers (both of a repeated one) and body; a query string is the same page', async () => {
    fresh();
    const first = await get('/deals', { 'accept-encoding': 'br' });
    const again = await get('/deals?utm_source=sms', { 'accept-encoding': 'br' });
    expect([again.status, again.headers['x-answer'], again.headers['content-encoding'], again.headers['x-tags'], again.text]).toEqual([
      200,
      '1',
      'br',
      'a, b',
      '/deals br',
    ]);
    expect(first.headers['x-answer']).toBe('1');
    expect(kept.size).toEqual({ paths: 1, bytes: 9 });
  });

  it('HEAD gets the kept headers and no body; POST and a long address go the full path', async () => {
    fresh();
    await get('/deals');
    const head = await get('/deals', {}, 'HEAD');
    expect([head.status, head.headers['x-answer'], head.headers['content-length'], head.text]).toEqual([200, '1', '12', '']);
    expect(await numberOf('/deals', {}, 'POST')).toBe('2');
    const long = `/deals?${'x'.repeat(2048)}`;
    expect([await numberOf(long), await numberOf(long)]).toEqual(['3', '4']);
    // 2,048 characters, the longest address kept: answered from what the first GET kept.
    const limit = `/deals?${'x'.repeat(2041)}`;
    expect(await numberOf(limit)).toBe('1');
    fresh();
    expect([await numberOf(limit), await numberOf(limit)]).toEqual(['1', '1']);
  });

  it('a HEAD or POST first is not kept: the GET after it goes the full path', async () => {
    fresh();
    expect(await numberOf('/deals', {}, 'HEAD')).toBe('1');
    expect(await numberOf('/deals', {}, 'POST')).toBe('2');
    expect(await numberOf('/deals')).toBe('3');
    expect(await numberOf('/deals')).toBe('3');
  });

  it('each encoding and http or https has its own kept answer', async () => {
    fresh();
    expect(await numberOf('/deals', { 'accept-encoding': 'br' })).toBe('1');
    expect(await numberOf('/deals', { 'accept-encoding': 'gzip' })).toBe('2');
    expect(await numberOf('/deals', { 'accept-encoding': 'br', 'x-https': '1' })).toBe('3');
    const plain = await get('/deals', { 'accept-encoding': 'gzip' });
    const secure = await get('/deals', { 'accept-encoding': 'br', 'x-https': '1' });
    expect([plain.headers['x-answer'], plain.text, secure.headers['x-answer'], secure.text]).toEqual(['2', '/deals plain', '3', '/deals br s']);
    expect(kept.size).toEqual({ paths: 1, bytes: 12 + 9 + 11 });
  });
});

describe('what goes the full path', () => {
  it('a range, a date validator, an ETag that does not match; a matching one gets 304 without the body headers', async () => {
    fresh();
    await get('/deals', { 'accept-encoding': 'br' });
    expect(await numberOf('/deals', { 'accept-encoding': 'br', range: 'bytes=0-1' })).toBe('2');
    expect(await numberOf('/deals', { 'accept-encoding': 'br', 'if-modified-since': 'Sat, 28 Nov 2026 00:00:00 GMT' })).toBe('3');
    expect(await numberOf('/deals', { 'accept-encoding': 'br', 'if-none-match': '"other"' })).toBe('4');
    const unchangedPage = await get('/deals', { 'accept-encoding': 'br', 'if-none-match': '"deals"' });
    expect(unchangedPage.status).toBe(304);
    expect([
      unchangedPage.headers.etag,
      unchangedPage.headers['x-answer'],
      unchangedPage.headers['content-type'],
      unchangedPage.headers['content-encoding'],
      unchangedPage.text,
    ]).toEqual(['"deals"', '4', undefined, undefined, '']);
  });

  it('an answer whose headers went to writeHead alone is never kept', async () => {
    fresh();
    await get('/no-length');
    await get('/no-length');
    expect(answers).toBe(2);
    expect(kept.size).toEqual({ paths: 1, bytes: 0 });
  });

  it('after its second, an answer with no file to look at goes the full path once, then is kept again', async () => {
    fresh();
    await get('/deals');
    now = 1000;
    expect(await numberOf('/deals')).toBe('1');
    now = 1001;
    expect(await numberOf('/deals')).toBe('2');
    expect(await numberOf('/deals')).toBe('2');
  });

  it('after its second, an answer whose file is unchanged goes on for another second, then looks again', async () => {
    fresh();
    let stats = 0;
    unchanged = () => ++stats > 0;
    await get('/deals');
    now = 1500;
    expect(await numberOf('/deals')).toBe('1');
    now = 2400;
    expect(await numberOf('/deals')).toBe('1');
    expect(stats).toBe(1);
    now = 2501;
    expect(await numberOf('/deals')).toBe('1');
    expect(stats).toBe(2);
  });
});

describe('the kept answers are bounded', () => {
  it('by paths, the oldest first; by bytes, the oldest first', async () => {
    fresh();
    for (const path of ['/a', '/b', '/c', '/d']) await get(path);
    expect(kept.size).toEqual({ paths: 3, bytes: 24 });
    expect([await numberOf('/a'), await numberOf('/d')]).toEqual(['5', '4']);
    await get('/big');
    // 8 + 8 + 8 + 30 bytes: /c and /d go, /a (answered again, so newer) stays.
    expect(kept.size).toEqual({ paths: 2, bytes: 38 });
    expect([await numberOf('/big'), await numberOf('/a'), await numberOf('/c')]).toEqual(['6', '5', '7']);
    // 30 + 10 bytes is exactly the bound: both stay.
    fresh();
    await get('/big');
    await get('/abc');
    expect(kept.size).toEqual({ paths: 2, bytes: 40 });
  });

  it('a page answered again replaces its bytes; a rebuilt page starts afresh', async () => {
    fresh();
    await get('/deals');
    now = 5000;
    await get('/deals');
    expect(kept.size).toEqual({ paths: 1, bytes: 12 });
    sources.set('/deals', {});
    await get('/deals', { 'accept-encoding': 'br' });
    now = 10_000;
    await get('/deals', { 'accept-encoding': 'br' });
    expect(kept.size).toEqual({ paths: 1, bytes: 9 });
    // The plain answer went with the page it was made from.
    expect(await numberOf('/deals')).toBe('5');
  });
});
