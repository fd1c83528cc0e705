// @vitest-environment node
// What the site server (src/server/server.ts) answers for each kind of path, on a stub build the
// test writes: prerendered pages, built files small (from memory) and large (streamed, with the
// build's .br and .gz copies), missing files, the branded 404, methods it refuses, HTTPS behind a
// proxy, and content that arrives after the server started. Exact status codes and header lines;
// no site build, so it runs for every mutant (npm run mutate). server.test.ts keeps the built site.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/site-content';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuildWithInvest } from '../helpers/stub-build';
import { rawRequest, type RawResponse } from '../helpers/raw-request';
import { closeNow, listenOnLoopback } from '../helpers/listen';

const distDir = mkdtempSync(join(tmpdir(), 'server-answers-'));
/** 2026-01-01T00:00:00Z, the time of every file written here: "mjuohs00" in base 36 (ms), as ETags show it. */
const FILE_TIME = new Date('2026-01-01T00:00:00Z');
const LAST_MODIFIED = 'Thu, 01 Jan 2026 00:00:00 GMT';
/** 1,100,000 bytes, past the 1 MB kept in memory: "nkrk" in base 36. */
const BIG = 1_100_000;
const SVG_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

function write(path: string, body: string | Buffer) {
  const file = join(distDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
  utimesSync(file, FILE_TIME, FILE_TIME);
}

let server: Server;
let port: number;
let arrive: (content: SiteContent) => void;

beforeAll(async () => {
  writeStubBuildWithInvest(distDir);
  write('assets/app.js', 'console.log("app");\n');
  write('assets/app.js.br', 'BROTLI COPY OF APP');
  write('assets/app.js.gz', 'GZIP COPY OF APP');
  write('assets/big.js', Buffer.alloc(BIG, 'a'));
  write('assets/big.js.br', 'BROTLI COPY OF BIG');
  write('assets/big.js.gz', 'GZIP COPY OF BIG');
  write('assets/big.css', Buffer.alloc(BIG, 'b'));
  write('media/clip.mp3', Buffer.alloc(BIG, 1));
  write('media/dot.png', Buffer.from([137, 80, 78, 71]));
  write('media/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('sitemap.xml', '<urlset/>');
  write('robots.txt', 'User-agent: *\n');
  // Exactly 1 MiB: still kept in memory (and so compressed here, having no build copies).
  write('assets/edge.js', Buffer.alloc(1024 * 1024, 'c'));
  const content = new Promise<SiteContent>((resolve) => (arrive = resolve));
  server = createSiteServer({ model: shippedModel(), distDir, content, hstsPreload: true, clock: () => 0, log: () => {} });
  port = await listenOnLoopback(server);
});
afterAll(async () => {
  await closeNow(server);
  rmSync(distDir, { recursive: true, force: true });
});

const ask = (path: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(port, path, options);
const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('pages', () => {
  it('sends a prerendered page with no-cache, its type and the security headers; HSTS (with preload) only over HTTPS', async () => {
    const page = await ask('/invest');
    expect(page.status).toBe(200);
    expect(page.text).toBe('<!doctype html><title>Invest</title><h1>Invest</h1>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // The proxy's first entry decides, in any case, with spaces around it.
    for (const proto of ['https', ' HTTPS , http']) {
      const secure = await ask('/invest', { headers: { 'x-forwarded-proto': proto } });
      expect(secure.headers['strict-transport-security'], proto).toBe('max-age=63072000; includeSubDomains; preload');
    }
    for (const proto of ['http', 'http, https', '']) {
      const plain = await ask('/invest', { headers: { 'x-forwarded-proto': proto } });
      expect(plain.headers['strict-transport-security'], proto).toBeUndefined();
    }
  });

  it('answers an unknown path 404 with the branded page and no-cache, the same page each time', async () => {
    const first = await ask('/no-such-page');
    expect(first.status).toBe(404);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(heading(first.text)).toBe('We could not find that page');
    const second = await ask('/another/missing/page');
    expect(second.status).toBe(404);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    const gzip = await ask('/no-such-page', { headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.status, gzip.headers['content-encoding']]).toEqual([404, 'gzip']);
  });

  it('renders a city page on demand without the content until it arrives, then with it', async () => {
    const before = await ask('/tender-finance/soshanguve');
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(heading(before.text)).toBe('Tender Finance In Soshanguve');
    expect(before.text).not.toContain('Zed Quill');
    arrive({
      testimonials: [
        { name: 'Zed Quill', feedback: 'Paid on time.', company: 'Quill Works', image: { src: '/content-api/images/zed.png', width: 96, height: 96 } },
      ],
    });
    // Waits for what a visitor sees, the page with the testimonial, not for a tick of the event loop:
    // the server takes the content when it can. The clock stands still, so a page kept from before
    // would never expire and this would fail.
    await expect.poll(async () => (await ask('/tender-finance/soshanguve')).text, { timeout: 60_000 }).toContain('Zed Quill');
    const after = await ask('/tender-finance/soshanguve');
    expect([after.status, after.headers['cache-control'], heading(after.text)]).toEqual([200, 'no-cache', 'Tender Finance In Soshanguve']);
  }, 120_000);
});

describe('methods and paths refused', () => {
  it('answers OPTIONS 204 with Allow and no body, other methods 405 with Allow, a path it cannot read 400', async () => {
    const options = await ask('/invest', { method: 'OPTIONS' });
    expect([options.status, options.headers.allow, options.text]).toEqual([204, 'GET, HEAD, OPTIONS', '']);
    expect(options.headers['content-type']).toBeUndefined();
    const post = await ask('/invest', { method: 'POST' });
    expect([post.status, post.headers.allow, post.text]).toEqual([405, 'GET, HEAD, OPTIONS', 'Method Not Allowed']);
    expect(post.headers['content-type']).toBe('text/plain; charset=utf-8');
    const bad = await ask('/%E0%A4%A');
    expect([bad.status, bad.headers.allow, bad.text]).toEqual([400, undefined, 'Bad Request']);
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing script, stylesheet or image a plain 404 with no-cache, not the branded page', async () => {
    for (const path of ['/assets/missing.js', '/media/missing.png']) {
      const missing = await ask(path);
      expect([missing.status, missing.text], path).toEqual([404, 'Not Found']);
      expect(missing.headers['cache-control'], path).toBe('no-cache');
      expect(missing.headers['content-type'], path).toBe('text/plain; charset=utf-8');
    }
  });
});

describe('built files kept in memory (1 MB or less)', () => {
  it('sends /assets/ files immutable, with the build .br or .gz copy as the accepted encoding, without the page-only headers', async () => {
    const br = await ask('/assets/app.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.text).toBe('BROTLI COPY OF APP');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(br.headers['permissions-policy']).toBeUndefined();
    expect(br.headers['referrer-policy']).toBeUndefined();
    expect(br.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    const gzip = await ask('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.text, gzip.headers['content-encoding']]).toEqual(['GZIP COPY OF APP', 'gzip']);
    const plain = await ask('/assets/app.js');
    expect([plain.text, plain.headers['content-encoding']]).toEqual(['console.log("app");\n', undefined]);
  });

  it('sends files outside /assets/ with no-cache; an SVG with its own policy, an XML file with the page policy', async () => {
    const robots = await ask('/robots.txt');
    expect([robots.status, robots.text, robots.headers['cache-control']]).toEqual([200, 'User-agent: *\n', 'no-cache']);
    const svg = await ask('/media/logo.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toBe(SVG_POLICY);
    expect(svg.headers['permissions-policy']).toBeUndefined();
    const xml = await ask('/sitemap.xml');
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(xml.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=()',
    );
    expect(xml.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends an image as it is with the streamed ETag (size and time in base 36) and Accept-Ranges', async () => {
    const png = await ask('/media/dot.png');
    expect(png.status).toBe(200);
    expect([...png.body]).toEqual([137, 80, 78, 71]);
    expect(png.headers.etag).toBe('"4-mjuohs00"');
    expect(png.headers['accept-ranges']).toBe('bytes');
    expect(png.headers['last-modified']).toBe(LAST_MODIFIED);
    expect(png.headers['content-encoding']).toBeUndefined();
  });
});

describe('built files streamed from the disk (past 1 MB)', () => {
  it('streams the build .br or .gz copy beside a large file, with an ETag naming the encoding, and 304 to that ETag', async () => {
    const br = await ask('/assets/big.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.text).toBe('BROTLI COPY OF BIG');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"nkrk-mjuohs00-br"',
      'last-modified': LAST_MODIFIED,
      vary: 'Accept-Encoding',
      'content-length': '18',
    });
    expect(br.headers['accept-ranges']).toBeUndefined();
    const gzip = await ask('/assets/big.js', { headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.text, gzip.headers['content-encoding'], gzip.headers.etag]).toEqual(['GZIP COPY OF BIG', 'gzip', '"nkrk-mjuohs00-gz"']);
    const same = await ask('/assets/big.js', { headers: { 'accept-encoding': 'br', 'if-none-match': '"nkrk-mjuohs00-br"' } });
    expect([same.status, same.text, same.headers.etag]).toEqual([304, '', '"nkrk-mjuohs00-br"']);
    const head = await ask('/assets/big.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect([head.status, head.text, head.headers['content-length']]).toEqual([200, '', '16']);
  });

  it('streams a large file as it is when no encoding is accepted or no copy is there, with Accept-Ranges and Vary', async () => {
    const plain = await ask('/assets/big.js');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBe(BIG);
    expect(plain.headers).toMatchObject({ etag: '"nkrk-mjuohs00"', 'content-length': '1100000', 'accept-ranges': 'bytes', vary: 'Accept-Encoding' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const css = await ask('/assets/big.css', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(css.body.length).toBe(BIG);
    expect(css.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      etag: '"nkrk-mjuohs00"',
      'accept-ranges': 'bytes',
      vary: 'Accept-Encoding',
    });
    expect(css.headers['content-encoding']).toBeUndefined();
  });

  it('streams a large file that is not compressible without Vary, with no-cache outside /assets/, HEAD without a body', async () => {
    const clip = await ask('/media/clip.mp3', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(clip.status).toBe(200);
    expect(clip.body.length).toBe(BIG);
    expect(clip.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'cache-control': 'no-cache',
      etag: '"nkrk-mjuohs00"',
      'content-length': '1100000',
      'accept-ranges': 'bytes',
    });
    expect(clip.headers.vary).toBeUndefined();
    expect(clip.headers['content-encoding']).toBeUndefined();
    const head = await ask('/media/clip.mp3', { method: 'HEAD' });
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, '1100000']);
    const since = await ask('/media/clip.mp3', { headers: { 'if-modified-since': LAST_MODIFIED } });
    expect([since.status, since.body.length]).toEqual([304, 0]);
    const older = await ask('/media/clip.mp3', { headers: { 'if-modified-since': 'Wed, 31 Dec 2025 23:59:59 GMT' } });
    expect([older.status, older.body.length]).toEqual([200, BIG]);
    const range = await ask('/media/clip.mp3', { headers: { range: 'bytes=0-1', 'if-range': '"other"' } });
    expect([range.status, range.body.length]).toEqual([200, BIG]);
  });
});

describe('what each page and file is kept as', () => {
  it('keeps each prerendered page apart (the home page is not /invest) and compresses pages for a client that accepts it', async () => {
    write('index.html', '<!doctype html><title>Home</title><h1>Home</h1>');
    expect((await ask('/invest')).text).toBe('<!doctype html><title>Invest</title><h1>Invest</h1>');
    expect((await ask('/')).text).toBe('<!doctype html><title>Home</title><h1>Home</h1>');
    const gzip = await ask('/invest', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a built page asked for by its file name as an unknown path', async () => {
    for (const path of ['/invest.html', '/invest/index.html']) {
      const file = await ask(path);
      expect(file.status, path).toBe(404);
      expect(heading(file.text)).toBe('We could not find that page');
    }
  });

  it('sends an image as it is even to a client that accepts compression', async () => {
    write('media/blank.png', Buffer.alloc(4000, 0));
    const png = await ask('/media/blank.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect([png.status, png.body.length, png.headers['content-encoding'], png.headers['content-length']]).toEqual([200, 4000, undefined, '4000']);
  });
});

describe('files of 1 MiB or less come from memory', () => {
  it('compresses a file with no build copy for a client that accepts it, up to exactly 1 MiB, and ignores Range on it', async () => {
    const robots = await ask('/robots.txt', { headers: { 'accept-encoding': 'gzip' } });
    expect([robots.status, robots.headers['content-encoding'], robots.headers.vary]).toEqual([200, 'gzip', 'Accept-Encoding']);
    const edge = await ask('/assets/edge.js', { headers: { 'accept-encoding': 'gzip' } });
    expect([edge.status, edge.headers['content-encoding']]).toEqual([200, 'gzip']);
    const ranged = await ask('/robots.txt', { headers: { range: 'bytes=0-3' } });
    expect([ranged.status, ranged.text, ranged.headers['content-range']]).toEqual([200, 'User-agent: *\n', undefined]);
  });
});

describe('answers the HTTP parser gives', () => {
  it('answers a request it cannot parse 400 with the security headers', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(raw).toContain('\r\nx-content-type-options: nosniff\r\n');
    expect(raw.endsWith('\r\n\r\nBad Request\n')).toBe(true);
  });
});

describe('a server with the defaults', () => {
  it('sends HSTS without preload over HTTPS, and routes /content-api to the content routes (no store running: 404, no Vary)', async () => {
    const plain = createSiteServer({ model: shippedModel(), distDir, log: () => {} });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const saved = port;
    port = (plain.address() as AddressInfo).port;
    try {
      const secure = await ask('/invest', { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      const deals = await ask('/content-api/deals', { headers: { origin: 'https://partner.example' } });
      expect([deals.status, deals.text, deals.headers['cache-control']]).toEqual([404, 'Not Found: the content API answers /content-api/deals', 'no-cache']);
      expect(deals.headers.vary).toBeUndefined();
      expect(deals.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      port = saved;
      plain.closeAllConnections();
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});

describe('the page cache bounds', () => {
  /** /invest written as `heading`, always 1,000 bytes and at FILE_TIME, so only the memory tells the two apart. */
  const investAs = (dir: string, heading: string) => {
    const file = join(dir, 'invest.html');
    const html = `<!doctype html><title>Invest</title><h1>${heading}</h1>`;
    writeFileSync(file, html.padEnd(1000, ' '));
    utimesSync(file, FILE_TIME, FILE_TIME);
  };

  async function withServer(
    cache: { maxEntries?: number } | undefined,
    run: (get: (path: string) => Promise<RawResponse>, tick: () => void, dir: string) => Promise<void>,
  ) {
    const dir = mkdtempSync(join(tmpdir(), 'server-cache-'));
    writeStubBuildWithInvest(dir);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
    investAs(dir, 'First');
    let now = 0;
    const site = createSiteServer({ model: shippedModel(), distDir: dir, cache, clock: () => now, log: () => {} });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const saved = port;
    try {
      port = (site.address() as AddressInfo).port;
      // Past the one second a kept answer is sent again without looking at the disk.
      await run(ask, () => (now += 1001), dir);
    } finally {
      port = saved;
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('keeps a 1,000-byte page in memory by default: a file of the same size and time is not read again', async () => {
    await withServer(undefined, async (get, tick, dir) => {
      expect(heading((await get('/invest')).text)).toBe('First');
      investAs(dir, 'Other');
      tick();
      expect(heading((await get('/invest')).text)).toBe('First');
    });
  });

  it('with maxEntries 1, forgets a page once another is kept, and reads the file again', async () => {
    await withServer({ maxEntries: 1 }, async (get, tick, dir) => {
      expect(heading((await get('/invest')).text)).toBe('First');
      expect(heading((await get('/')).text)).toBe('Home');
      investAs(dir, 'Other');
      tick();
      expect(heading((await get('/invest')).text)).toBe('Other');
    });
  });
});
