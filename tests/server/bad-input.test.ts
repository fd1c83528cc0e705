import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, rawRequest, type BuiltSite } from './built-site';
import { unlistedPlaces } from '../helpers/places';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildAndServe();
}, 120_000);
afterAll(() => site?.close());

const send = (path: string, method = 'GET') => rawRequest(site.port, path, { method });

/** Bytes straight onto the socket, for request lines no HTTP client would send. */
function rawBytes(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(site.port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function expectAlive() {
  const res = await send('/invest');
  expect(res.status).toBe(200);
}

describe('the server answers bad input with a clean 4xx and stays up', () => {
  it('refuses path traversal, raw or percent-encoded, without touching files outside dist/', async () => {
    for (const path of [
      '/../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/assets/../../package.json',
      '/media/%2E%2E/%2E%2E/site.config.yaml',
      '/..%5c..%5cpackage.json',
      '/./invest',
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(400);
      expect(res.text, path).not.toContain('"name": "landing-engine"');
      expect(res.text, path).not.toContain('root:x:0:0');
    }
    await expectAlive();
  });

  it('refuses encoded NUL bytes, control characters and broken percent-encoding', async () => {
    for (const path of ['/%00', '/invest%00.html', '/assets/%00main.js', '/%0d%0aSet-Cookie:x=1', '/%E0%A4%A', '/%']) {
      expect((await send(path)).status, path).toBe(400);
    }
    await expectAlive();
  });

  it('answers 414 to a 10 KB URL and 400 to absolute or protocol-relative targets', async () => {
    expect((await send(`/${'a'.repeat(10 * 1024)}`)).status).toBe(414);
    expect((await send(`/invest?${'x=1&'.repeat(2600)}`)).status).toBe(414);
    expect((await send('//evil.example/invest')).status).toBe(400);
    expect(await rawBytes('GET http://evil.example/invest HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    await expectAlive();
  });

  it('answers HEAD like GET without a body, OPTIONS with 204 and Allow, other methods with 405', async () => {
    const head = await send('/invest', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect((await send('/nope', 'HEAD')).status).toBe(404);
    const options = await send('/invest', 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    for (const method of ['TRACE', 'PUT', 'POST', 'DELETE', 'PATCH', 'PROPFIND']) {
      const res = await send('/invest', method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, OPTIONS');
    }
    expect(await rawBytes('BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 4\d\d/);
    await expectAlive();
  });

  it('survives malformed requests on the socket', async () => {
    expect(await rawBytes('this is not http\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawBytes(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431/);
    await expectAlive();
  });

  it("answers Node's own 400 and 431 with the security headers, and CONNECT with 405 (issue 25)", async () => {
    const cases = [
      ['this is not http\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`, 'HTTP/1.1 431 Request Header Fields Too Large'],
      ['CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 'HTTP/1.1 405 Method Not Allowed'],
    ] as const;
    for (const [bytes, statusLine] of cases) {
      const [head = ''] = (await rawBytes(bytes)).split('\r\n\r\n');
      const [first, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expect(first, statusLine).toBe(statusLine);
      expect(headers['content-security-policy'], statusLine).toMatch(/^default-src 'self'; /);
      expect(headers['x-content-type-options'], statusLine).toBe('nosniff');
      expect(headers['content-security-policy'], statusLine).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], statusLine).toBeUndefined();
      expect(headers['referrer-policy'], statusLine).toBe('strict-origin-when-cross-origin');
      expect(headers.connection, statusLine).toBe('close');
    }
    await expectAlive();
  });

  it('answers a burst of 200 concurrent requests (pages, unlisted cities, assets, junk) and stays up', async () => {
    const towns = unlistedPlaces(site.model.site.cities, 41);
    const paths = Array.from(
      { length: 200 },
      (_, i) => [`/invest/${towns[i % 41]}`, '/', '/nope', '/%2e%2e/etc/passwd', '/robots.txt', `/tender-finance-in-${towns[i % 7]}`][i % 6]!,
    );
    const answers = await Promise.all(paths.map((path) => send(path)));
    const expected = (path: string) => (path.includes('%2e') ? 400 : path === '/nope' ? 404 : 200);
    // 41 cities not prerendered, all from this one address: the first ones are made, the rest
    // refused with 429 (one visitor may have 10 made at once: render-limits.test.ts).
    const madeOnDemand = (path: string) => path.startsWith('/invest/') || path.startsWith('/tender-finance-in-');
    answers.forEach((res, i) => {
      if (madeOnDemand(paths[i]!)) expect([200, 429], paths[i]).toContain(res.status);
      else expect(res.status, paths[i]).toBe(expected(paths[i]!));
    });
    expect(answers.filter((res, i) => madeOnDemand(paths[i]!) && res.status === 200).length).toBeGreaterThanOrEqual(10);
    await expectAlive();
  });
});
