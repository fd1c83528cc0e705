// @vitest-environment node
// The server's small parts on their own, with the test's clock: token buckets, the once-a-minute
// log, the LRU cache, static file paths, the experiment cookie and the port messages. Each was
// covered only through a whole server (issue 29); here every figure is one a person can check.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { experimentCookie, readCookie, secureCookies } from '../../src/core/assignment';
import { logEvery } from '../../src/server/log-every';
import { LruCache } from '../../src/server/lru';
import { checkPortFree, listenErrorMessage, portBusyMessage } from '../../src/server/port-check';
import { createRateLimit } from '../../src/core/rate-limit';
import { contentTypeOf as contentType } from '../../src/output/served-files';
import { resolveStaticFile } from '../../src/server/static-files';

describe('createRateLimit', () => {
  it('defaults to 60 at once and 10 a second per key', () => {
    let t = 0;
    const take = createRateLimit({}, () => t);
    expect(Array.from({ length: 61 }, () => take('a'))).toEqual([...Array(60).fill(true), false]);
    t = 99;
    expect(take('a')).toBe(false);
    t = 100;
    expect([take('a'), take('a')]).toEqual([true, false]);
  });

  it('takes a cost at once or nothing, refills at perSecond up to burst', () => {
    let t = 0;
    const take = createRateLimit({ perSecond: 2, burst: 5 }, () => t);
    expect(take('a', 5)).toBe(true);
    expect(take('a', 1)).toBe(false);
    t = 1500;
    // 3 tokens: a cost of 4 takes nothing, so 3 singles still fit.
    expect(take('a', 4)).toBe(false);
    expect([take('a'), take('a'), take('a'), take('a')]).toEqual([true, true, true, false]);
    t = 1_000_000;
    expect(take('a', 5)).toBe(true);
    expect(take('a', 1)).toBe(false);
    expect(take('a', 0)).toBe(true);
  });

  it('holds at most maxClients keys: an idle (full) bucket makes room, a busy one refuses the newcomer', () => {
    let t = 0;
    const take = createRateLimit({ perSecond: 1, burst: 2, maxClients: 2 }, () => t);
    expect([take('a'), take('b')]).toEqual([true, true]);
    // Both buckets are in use (not full again): a third address is refused, the two go on.
    expect(take('c')).toBe(false);
    expect(take('a')).toBe(true);
    // b has refilled to its burst by t = 1000 (1 token used, 1 a second): it is forgotten, c gets a bucket.
    t = 1000;
    expect(take('c')).toBe(true);
    // a (1 token by now) and c (just used) are in use: b, forgotten, is refused like any newcomer.
    expect(take('b')).toBe(false);
    t = 1999;
    expect(take('d')).toBe(false);
    // a is full again at t = 2000 (empty at t = 0): it goes, and d takes its place.
    t = 2000;
    expect(take('d')).toBe(true);
  });
});

describe('createRateLimit, the bounded map', () => {
  it('forgets a bucket once it has refilled at perSecond, not sooner', () => {
    let t = 0;
    const take = createRateLimit({ perSecond: 4, burst: 4, maxClients: 1 }, () => t);
    expect(take('a')).toBe(true);
    t = 249;
    expect(take('b')).toBe(false);
    // a is empty by one token at t = 0 and refills 4 a second: full again at t = 250, and forgotten.
    t = 250;
    expect(take('b')).toBe(true);
  });
});

describe('logEvery', () => {
  it('logs a kind at most once per interval, then says how often it recurred meanwhile', () => {
    let t = 0;
    const lines: string[] = [];
    t = 1000;
    const report = logEvery(
      (line) => lines.push(line),
      60_000,
      () => t,
    );
    report('busy', 'Busy.');
    report('busy', 'Busy.');
    report('full', 'Full.');
    t = 60_999;
    report('busy', 'Busy.');
    expect(lines).toEqual(['Busy.', 'Full.']);
    t = 61_000;
    report('busy', 'Busy.');
    t = 121_000;
    report('busy', 'Busy.');
    expect(lines).toEqual(['Busy.', 'Full.', 'Busy. (2 more times since the last such message)', 'Busy.']);
  });
});

describe('LruCache', () => {
  it('drops the least recently used entry past the entry count, and past the total size', () => {
    const cache = new LruCache<string>(2, 10);
    cache.set('a', 'A', 3);
    cache.set('b', 'B', 3);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect([cache.count, cache.size]).toEqual([2, 6]);
    // 6 + 5 is past 10: the least recently used (a) goes.
    cache.set('d', 'D', 5);
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([undefined, 'C', 'D']);
    expect([cache.count, cache.size]).toEqual([2, 8]);
  });

  it('replaces an entry with its new size, keeps nothing larger than the whole cache, and deletes', () => {
    const cache = new LruCache<string>(5, 10);
    cache.set('a', 'A', 4);
    cache.set('a', 'A2', 6);
    expect([cache.get('a'), cache.count, cache.size]).toEqual(['A2', 1, 6]);
    cache.set('big', 'B', 11);
    expect([cache.get('big'), cache.count, cache.size]).toEqual([undefined, 1, 6]);
    cache.set('exact', 'E', 10);
    expect([cache.get('a'), cache.get('exact'), cache.size]).toEqual([undefined, 'E', 10]);
    cache.delete('exact');
    cache.delete('never');
    expect([cache.count, cache.size]).toEqual([0, 0]);
  });
});

describe('resolveStaticFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(root, 'media'), { recursive: true });
  mkdirSync(join(root, '.vite'), { recursive: true });
  mkdirSync(join(root, '.well-known'), { recursive: true });
  mkdirSync(join(root, 'folder.png'), { recursive: true });
  for (const file of ['media/a b.mp3', 'media/Logo.PNG', '.vite/manifest.json', '.well-known/security.txt', '_headers', 'app.js.br', 'robots.txt'])
    writeFileSync(join(root, file), 'x');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves files of known types under the root, decoded, whatever the extension case', () => {
    expect(resolveStaticFile(root, '/media/a%20b.mp3')).toBe(join(root, 'media', 'a b.mp3'));
    expect(resolveStaticFile(root, '/media/Logo.PNG')).toBe(join(root, 'media', 'Logo.PNG'));
    expect(resolveStaticFile(root, '/.well-known/security.txt')).toBe(join(root, '.well-known', 'security.txt'));
    expect(resolveStaticFile(root, '/robots.txt')).toBe(join(root, 'robots.txt'));
  });

  it('refuses what would leave the root, hidden files, host files, precompressed copies, folders and bad escapes', () => {
    for (const path of [
      '/media/../robots.txt',
      '/%2e%2e/etc/passwd.txt',
      '/media\\a.mp3',
      '/a%00.txt',
      '/.vite/manifest.json',
      '/_headers',
      '/app.js.br',
      '/missing.txt',
      '/folder.png',
      '/%E0%A4%A.txt',
      '/media/',
    ]) {
      expect(resolveStaticFile(root, path), path).toBeUndefined();
    }
  });

  it('names the content type by extension, any case; octet-stream for others', () => {
    expect(contentType('x/A.MP3')).toBe('audio/mpeg');
    expect(contentType('x/a.opus')).toBe('audio/ogg');
    expect(contentType('x/a.html')).toBe('text/html; charset=utf-8');
    expect(contentType('x/a.bin')).toBe('application/octet-stream');
  });
});

describe('the experiment cookie', () => {
  it('is read only when it names a variant id, whatever the other cookies', () => {
    expect(readCookie('a=1; xp-hero=quote-first; b=2', 'hero')).toBe('quote-first');
    expect(readCookie('xp-hero = control ', 'hero')).toBe('control');
    expect(readCookie('xp-hero=Quote First', 'hero')).toBeUndefined();
    expect(readCookie('xp-hero=', 'hero')).toBeUndefined();
    expect(readCookie(`xp-hero=${'a'.repeat(41)}`, 'hero')).toBeUndefined();
    expect(readCookie(`xp-hero=${'a'.repeat(40)}`, 'hero')).toBe('a'.repeat(40));
    expect(readCookie('xp-hero2=control; xp-her=control', 'hero')).toBeUndefined();
    expect(readCookie(undefined, 'hero')).toBeUndefined();
  });

  it('is set for 90 days, Secure with an https site or request', () => {
    expect(experimentCookie('hero', 'control', false)).toBe('xp-hero=control; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly');
    expect(experimentCookie('hero', 'b', true)).toBe('xp-hero=b; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure');
    expect(secureCookies('https://www.example.com', false)).toBe(true);
    expect(secureCookies('http://test.example', false)).toBe(false);
    expect(secureCookies('http://test.example', true)).toBe(true);
  });
});

describe('a busy port', () => {
  const other = (port: number) => `PORT=${port} npm start`;

  it('is said in one line with the next port to try', async () => {
    expect(portBusyMessage(4173, other)).toBe(
      'Port 4173 is already in use (another server is running there). Stop it, or use another port: PORT=4174 npm start',
    );
    expect(listenErrorMessage(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), 80, other)).toBe(
      'Port 80 is already in use (another server is running there). Stop it, or use another port: PORT=81 npm start',
    );
    expect(listenErrorMessage(Object.assign(new Error('listen EACCES: permission denied'), { code: 'EACCES' }), 80, other)).toBe(
      'listen EACCES: permission denied',
    );
  });

  it('passes other listen errors on as they are', async () => {
    // 192.0.2.1 (TEST-NET-1) is no address of this machine.
    await expect(checkPortFree(0, other, '192.0.2.1')).rejects.toThrow(/^listen EADDRNOTAVAIL/);
  });

  it('is found before listening, and a free one is not', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(checkPortFree(port, other, '127.0.0.1')).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    await expect(checkPortFree(port, other, '127.0.0.1')).resolves.toBeUndefined();
  });
});

describe('answers Node gives on the socket', () => {
  async function rawAnswer(request: string): Promise<string> {
    const { createServer: createHttpServer } = await import('node:http');
    const { answerOnSocket } = await import('../../src/server/socket-answers');
    const { connect } = await import('node:net');
    const server = createHttpServer({ maxHeaderSize: 1024 }, (_req, res) => res.end('ok'));
    answerOnSocket(server, () => ({ 'x-frame-options': 'DENY' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise<string>((resolve, reject) => {
        const socket = connect((server.address() as { port: number }).port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.end(request);
      });
    } finally {
      server.close();
    }
  }

  it("answers a malformed request 400, headers too large 431 and CONNECT 405, with the site's headers, and closes", async () => {
    const headers = (status: string, allow = '') =>
      `HTTP/1.1 ${status}\r\nx-frame-options: DENY\r\n${allow}content-type: text/plain; charset=utf-8\r\ncache-control: no-store\r\ncontent-length: `;
    expect(await rawAnswer('NOT HTTP AT ALL\r\n\r\n')).toBe(`${headers('400 Bad Request')}12\r\nconnection: close\r\n\r\nBad Request\n`);
    expect(await rawAnswer(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(2000)}\r\n\r\n`)).toBe(
      `${headers('431 Request Header Fields Too Large')}32\r\nconnection: close\r\n\r\nRequest Header Fields Too Large\n`,
    );
    expect(await rawAnswer('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).toBe(
      `${headers('405 Method Not Allowed', 'allow: GET, HEAD, OPTIONS\r\n')}19\r\nconnection: close\r\n\r\nMethod Not Allowed\n`,
    );
  });

  it('answers a HEAD it refuses (a target not starting with /) without a body', async () => {
    expect(await rawAnswer('HEAD x HTTP/1.1\r\nHost: a\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request\r\nx-frame-options: DENY\r\ncontent-type: text/plain; charset=utf-8\r\ncache-control: no-store\r\ncontent-length: 12\r\nconnection: close\r\n\r\n',
    );
  });
});
