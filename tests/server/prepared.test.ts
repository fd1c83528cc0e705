import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedAnswers } from '../../src/server/prepared';
import { buildAndServe, rawRequest, type BuiltSite, type RawResponse } from './built-site';

// The server keeps each answer it has given (src/server/prepared.ts) and sends it again as it
// went out. The clock is the test's: a kept answer is sent again for one second, then the full
// path answers once and looks at dist/ again.
let now = 1_000_000;
let site: BuiltSite;
beforeAll(async () => {
  site = await buildAndServe(undefined, { clock: () => now });
}, 120_000);
afterAll(() => site?.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(site.port, path, { headers, method });
/** Every header but Date, which Node writes for each answer. */
const headersOf = ({ headers: { date: _, ...rest } }: RawResponse) => rest;

describe('answers kept as they went out', () => {
  it('a page asked for again gets the same status, headers and bytes, for brotli, gzip and none', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get('/invest', { 'accept-encoding': encoding });
      const again = await get('/invest', { 'accept-encoding': encoding });
      expect(again.status, encoding).toBe(200);
      expect(headersOf(again), encoding).toEqual(headersOf(first));
      expect(again.body.equals(first.body), encoding).toBe(true);
    }
    const again = await get('/invest', { 'accept-encoding': 'br' });
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(again.body).toString()).toContain('Invest in Tenders and Projects');
  });

  it('answers HEAD with the headers only, a matching ETag with 304 and the validators, a query string with the same page', async () => {
    const page = await get('/bakkie-hire', { 'accept-encoding': 'br' });
    const head = await get('/bakkie-hire', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    const unchanged = await get('/bakkie-hire', { 'accept-encoding': 'br', 'if-none-match': page.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(page.headers.etag);
    expect(unchanged.headers['x-content-type-options']).toBe('nosniff');
    expect(unchanged.headers['content-type']).toBeUndefined();
    // A 304 has no body, so nothing about one: a Content-Encoding here would make a browser or
    // proxy decode its kept copy again (issue 42).
    expect([unchanged.headers['content-encoding'], unchanged.headers['content-length']]).toEqual([undefined, undefined]);
    expect(page.headers['content-encoding']).toBe('br');
    const tracked = await get('/bakkie-hire?utm_source=sms&affid=7', { 'accept-encoding': 'br' });
    expect(tracked.body.equals(page.body)).toBe(true);
  });

  it('adds HSTS only for a visitor who came over HTTPS, whichever asked first', async () => {
    await get('/privacy');
    expect((await get('/privacy', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await get('/privacy')).headers['strict-transport-security']).toBeUndefined();
  });

  it('serves byte ranges of a kept file from the disk, and its whole answer from memory with the same ETag', async () => {
    const mp3 = readFileSync(join(site.distDir, 'media', 'greeting.mp3'));
    const whole = await get('/media/greeting.mp3');
    expect((await get('/media/greeting.mp3')).headers.etag).toBe(whole.headers.etag);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get('/media/greeting.mp3', { range: 'bytes=0-9', 'if-range': whole.headers.etag! });
    expect(part.status).toBe(206);
    expect(part.body).toEqual(mp3.subarray(0, 10));
  });

  it('shows a rebuilt page once its kept answer is a second old', async () => {
    const file = join(site.distDir, 'invoice-discounting.html');
    const before = await get('/invoice-discounting');
    writeFileSync(file, before.text.replace('<h1', '<p>Rebuilt</p><h1'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await get('/invoice-discounting')).text).not.toContain('Rebuilt');
    now += 1001;
    expect((await get('/invoice-discounting')).text).toContain('<p>Rebuilt</p>');
  });
});

describe('kept answers past their second', () => {
  const request = { method: 'GET', url: '/invest', headers: { 'accept-encoding': 'br' } } as unknown as IncomingMessage;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': 4, etag: '"x-br"' };
  const answered = {
    getHeaders: () => headers,
    hasHeader: (name: string) => name in headers,
    getHeader: (name: string) => headers[name as keyof typeof headers],
  } as unknown as ServerResponse;
  const sink = () => ({ writeHead: () => ({ end: () => {} }), end: () => {} }) as unknown as ServerResponse;

  it('go on while their file is unchanged (one stat), and stop once it changed', () => {
    let clock = 0;
    let unchanged = true;
    const kept = preparedAnswers({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, clock: () => clock });
    kept.keep(request, answered, false, {}, Buffer.from('page'), () => unchanged);
    clock = 5000;
    expect(kept.answer(request, sink(), false)).toBe(true);
    clock = 10_000;
    unchanged = false;
    expect(kept.answer(request, sink(), false)).toBe(false);
  });

  it('without a file to look at, go the full path once their second is over', () => {
    let clock = 0;
    const kept = preparedAnswers({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000, clock: () => clock });
    kept.keep(request, answered, false, {}, Buffer.from('page'));
    expect(kept.answer(request, sink(), false)).toBe(true);
    clock = 1001;
    expect(kept.answer(request, sink(), false)).toBe(false);
  });
});

describe('the kept answers are bounded', () => {
  // What keep() reads of a request and of an answer whose headers are written.
  const request = (url: string) => ({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }) as unknown as IncomingMessage;
  const answer = (length: number) => {
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': length, etag: '"x-br"' };
    return {
      getHeaders: () => headers,
      hasHeader: (name: string) => name in headers,
      getHeader: (name: string) => headers[name as keyof typeof headers],
    } as unknown as ServerResponse;
  };

  it('by bytes: past maxBytes the path kept first goes first', () => {
    const kept = preparedAnswers({ maxEntries: 100, maxBytes: 25_000, ttlMs: 1000, clock: () => 0 });
    for (const path of ['/a', '/b', '/c']) kept.keep(request(path), answer(10_000), false, {}, Buffer.alloc(10_000));
    expect(kept.size).toEqual({ paths: 2, bytes: 20_000 });
  });

  it('by paths: past maxEntries the path kept first goes first; a new source replaces its path', () => {
    const kept = preparedAnswers({ maxEntries: 2, maxBytes: 1e9, ttlMs: 1000, clock: () => 0 });
    for (const path of ['/a', '/b', '/c']) kept.keep(request(path), answer(100), false, {}, Buffer.alloc(100));
    kept.keep(request('/c'), answer(300), false, {}, Buffer.alloc(300));
    expect(kept.size).toEqual({ paths: 2, bytes: 400 });
  });
});
