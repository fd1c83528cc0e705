// @vitest-environment node
// Byte ranges on a file of exactly 1,000 bytes (byte i holds i % 256), so every Content-Range and
// Content-Length below can be checked by hand. Chromium plays audio whatever these say, so only a
// test notices an end one byte past the file or a 416 where the range should be clamped (issue 29).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../src/server/range';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

const distDir = mkdtempSync(join(tmpdir(), 'byte-ranges-'));
let server: Server;
let base: string;

beforeAll(async () => {
  writeStubBuild(distDir);
  mkdirSync(join(distDir, 'media'), { recursive: true });
  writeFileSync(join(distDir, 'media', 'tone.mp3'), Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)));
  server = createSiteServer({ model: shippedModel(), distDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

async function get(range: string | undefined, more: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${base}/media/tone.mp3`, { method, headers: { ...(range === undefined ? {} : { range }), ...more } });
  const body = [...new Uint8Array(await response.arrayBuffer())];
  return {
    status: response.status,
    contentRange: response.headers.get('content-range'),
    contentLength: response.headers.get('content-length'),
    etag: response.headers.get('etag'),
    body,
  };
}

describe('Range on a 1,000-byte file', () => {
  it('bytes=990- is the last ten bytes: 206, bytes 990-999/1000, Content-Length 10', async () => {
    expect(await get('bytes=990-')).toMatchObject({
      status: 206,
      contentRange: 'bytes 990-999/1000',
      contentLength: '10',
      body: [222, 223, 224, 225, 226, 227, 228, 229, 230, 231],
    });
  });

  it('bytes=0- is the whole file as one range: bytes 0-999/1000, Content-Length 1000', async () => {
    const all = await get('bytes=0-');
    expect(all).toMatchObject({ status: 206, contentRange: 'bytes 0-999/1000', contentLength: '1000' });
    expect(all.body.length).toBe(1000);
    expect(all.body.slice(-2)).toEqual([230, 231]);
  });

  it('bytes=999- is the last byte alone', async () => {
    expect(await get('bytes=999-')).toMatchObject({ status: 206, contentRange: 'bytes 999-999/1000', contentLength: '1', body: [231] });
  });

  it('a range ending past the file is clamped to its last byte, not refused', async () => {
    expect(await get('bytes=995-2000')).toMatchObject({ status: 206, contentRange: 'bytes 995-999/1000', contentLength: '5', body: [227, 228, 229, 230, 231] });
    expect(await get('bytes=998-1000')).toMatchObject({ status: 206, contentRange: 'bytes 998-999/1000', contentLength: '2', body: [230, 231] });
  });

  it('bytes=10-14 is exactly five bytes, both ends included', async () => {
    expect(await get('bytes=10-14')).toMatchObject({ status: 206, contentRange: 'bytes 10-14/1000', contentLength: '5', body: [10, 11, 12, 13, 14] });
  });

  it('bytes=-3 is the last three bytes; a suffix longer than the file is the whole file', async () => {
    expect(await get('bytes=-3')).toMatchObject({ status: 206, contentRange: 'bytes 997-999/1000', contentLength: '3', body: [229, 230, 231] });
    expect(await get('bytes=-5000')).toMatchObject({ status: 206, contentRange: 'bytes 0-999/1000', contentLength: '1000' });
  });

  it('a range starting at or past the end is 416 with bytes */1000; so is bytes=-0', async () => {
    for (const range of ['bytes=1000-', 'bytes=1000-1005', 'bytes=-0']) {
      expect(await get(range), range).toMatchObject({ status: 416, contentRange: 'bytes */1000', body: [] });
    }
  });

  it('a 416 carries the headers docs/deploy.md promises on errors, not only nosniff', async () => {
    const response = await fetch(`${base}/media/tone.mp3`, { headers: { range: 'bytes=1000-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('answers the whole file, 200 and 1000 bytes, to ranges it may ignore', async () => {
    for (const range of ['bytes=14-10', 'bytes=0-1,5-6', 'items=0-5', 'bytes=a-b', 'bytes=-']) {
      expect(await get(range), range).toMatchObject({ status: 200, contentRange: null, contentLength: '1000' });
    }
  });

  it('honours If-Range that names this version, and HEAD sends the range headers without a body', async () => {
    const { etag } = await get(undefined);
    expect(await get('bytes=0-1', { 'if-range': etag! })).toMatchObject({ status: 206, contentRange: 'bytes 0-1/1000', contentLength: '2', body: [0, 1] });
    expect(await get('bytes=990-', {}, 'HEAD')).toMatchObject({ status: 206, contentRange: 'bytes 990-999/1000', contentLength: '10', body: [] });
  });
});

describe('parseRange', () => {
  it('gives the inclusive ends a Content-Range shows', () => {
    expect(parseRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange(' bytes=995-2000 ', 1000)).toEqual({ start: 995, end: 999 });
    expect(parseRange('bytes=5-5', 1000)).toEqual({ start: 5, end: 5 });
    expect(parseRange('bytes=-1', 1000)).toEqual({ start: 999, end: 999 });
    expect(parseRange('bytes=0-0', 1)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=1-0', 1000)).toBeUndefined();
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange('', 1000)).toBeUndefined();
    expect(parseRange('xbytes=0-1', 1000)).toBeUndefined();
    expect(parseRange('bytes=0-1x', 1000)).toBeUndefined();
  });
});
