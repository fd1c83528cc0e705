// @vitest-environment node
// Pages go out as the build wrote them: the .br or .gz copy beside a prerendered page (and beside
// 404.html) as it is, the page itself to a client that takes no encoding; pages made on demand as
// the render thread compressed them. The copies here are marked text, not real compressed bytes, so
// a body equal to the mark shows the server sent the file and compressed nothing itself.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ENTRY } from '../../src/render/assets';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { rawRequest } from '../helpers/raw-request';
import { writeStubBuildWithInvest } from '../helpers/stub-build';
import { closeNow, listenOnLoopback } from '../helpers/listen';

const distDir = mkdtempSync(join(tmpdir(), 'precompressed-pages-'));
const PAGE_TIME = new Date('2026-01-01T00:00:00Z');
const COPY_TIME = new Date('2026-01-01T00:00:05Z');

function write(path: string, body: string, time: Date) {
  const file = join(distDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
  utimesSync(file, time, time);
}

let server: Server;
let port: number;
beforeAll(async () => {
  writeStubBuildWithInvest(distDir);
  utimesSync(join(distDir, 'invest.html'), PAGE_TIME, PAGE_TIME);
  write('invest.html.br', 'BROTLI COPY OF INVEST', COPY_TIME);
  write('invest.html.gz', 'GZIP COPY OF INVEST', COPY_TIME);
  write('404.html', '<!doctype html><title>Not found</title><h1>We could not find that page</h1>', PAGE_TIME);
  write('404.html.br', 'BROTLI COPY OF 404', COPY_TIME);
  // A copy older than its page is from an earlier build: not sent.
  write('privacy.html', '<!doctype html><title>Privacy</title><h1>Privacy</h1>', COPY_TIME);
  write('privacy.html.br', 'STALE BROTLI COPY', PAGE_TIME);
  server = createSiteServer({ model: shippedModel(), distDir, clock: () => 0, log: () => {} });
  port = await listenOnLoopback(server);
});
afterAll(async () => {
  await closeNow(server);
  rmSync(distDir, { recursive: true, force: true });
});

const ask = (path: string, encoding?: string) => rawRequest(port, path, { headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('prerendered pages', () => {
  it("sends the build's brotli copy as it is, every time, with an ETag naming the encoding", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await ask('/invest', 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.text).toBe('BROTLI COPY OF INVEST');
      expect(res.headers['content-length']).toBe('21');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+-br"$/);
    }
  });

  it('sends the gzip copy to a client without brotli, and the page itself to one that takes no encoding', async () => {
    expect((await ask('/invest', 'gzip')).text).toBe('GZIP COPY OF INVEST');
    const plain = await ask('/invest');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('<!doctype html><title>Invest</title><h1>Invest</h1>');
  });

  it("sends the 404 page's copy for an unknown path", async () => {
    const res = await ask('/no-such-page', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe('BROTLI COPY OF 404');
  });

  it('compresses a page itself when its copy is older than it', async () => {
    const res = await ask('/privacy', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe('<!doctype html><title>Privacy</title><h1>Privacy</h1>');
  });
});

describe('pages made on demand', () => {
  const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  it("sends the render thread's brotli and gzip copies, and the page unpacked to a client that takes no encoding", async () => {
    const br = await ask('/tender-finance-in-soshanguve', 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(heading(brotliDecompressSync(br.body).toString())).toBe('Tender Finance In Soshanguve');
    const gzip = await ask('/tender-finance-in-soshanguve', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(heading(gunzipSync(gzip.body).toString())).toBe('Tender Finance In Soshanguve');
    const plain = await ask('/tender-finance-in-soshanguve');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(heading(plain.text)).toBe('Tender Finance In Soshanguve');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });
});

// A build whose CSS has a base part and a block's part (a block no page here has): each page's
// policy lists the hashes of the styles it holds, read from the page even when only its brotli
// copy is sent, and from the not-found page rendered here when the build wrote no 404.html.
describe("a page's policy when its copy is sent", () => {
  const styledDir = mkdtempSync(join(tmpdir(), 'precompressed-styled-'));
  // printf 'body{color:red}' (and 'a{color:blue}') | openssl dgst -sha256 -binary | base64
  const BASE = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='";
  const BLOCK = "'sha256-pH+7ADTsLNyJGZR831L0cyFo51lbyK7ynbNAtbXngYw='";
  let styled: Server;
  let styledPort: number;
  beforeAll(async () => {
    writeStubBuildWithInvest(styledDir);
    const manifest = {
      [CLIENT_ENTRY]: { file: 'assets/main.js', css: ['assets/main.css'] },
      'src/styles/blocks/no-such-block.css': { file: 'assets/no-such-block.css', src: 'src/styles/blocks/no-such-block.css' },
    };
    writeFileSync(join(styledDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    mkdirSync(join(styledDir, 'assets'), { recursive: true });
    writeFileSync(join(styledDir, 'assets', 'main.css'), 'body{color:red}');
    writeFileSync(join(styledDir, 'assets', 'no-such-block.css'), 'a{color:blue}');
    const page = join(styledDir, 'invest.html');
    writeFileSync(page, '<!doctype html><head><style>body{color:red}</style></head><h1>Invest</h1>');
    utimesSync(page, PAGE_TIME, PAGE_TIME);
    writeFileSync(join(styledDir, 'privacy.html'), '<!doctype html><head><style>body{color:red}</style><style>a{color:blue}</style></head><h1>Privacy</h1>');
    writeFileSync(`${page}.br`, 'BROTLI COPY OF INVEST');
    utimesSync(`${page}.br`, COPY_TIME, COPY_TIME);
    styled = createSiteServer({ model: shippedModel(), distDir: styledDir, clock: () => 0, log: () => {} });
    styledPort = await listenOnLoopback(styled);
  });
  afterAll(async () => {
    await closeNow(styled);
    rmSync(styledDir, { recursive: true, force: true });
  });
  const styleSources = async (path: string, encoding: string) => {
    const res = await rawRequest(styledPort, path, { headers: { 'accept-encoding': encoding } });
    const policy = String(res.headers['content-security-policy']);
    return [res.status, /style-src ([^;]*)/.exec(policy)?.[1]];
  };

  it('lists the styles the page holds when its brotli copy is sent, as when the page itself is', async () => {
    expect(await styleSources('/invest', 'br')).toEqual([200, `'self' ${BASE}`]);
    expect(await styleSources('/invest', 'identity')).toEqual([200, `'self' ${BASE}`]);
  });

  it('lists the styles of the not-found page it renders when the build wrote none, and both for a page that holds both', async () => {
    expect(await styleSources('/no-such-page', 'identity')).toEqual([404, `'self' ${BASE}`]);
    // A page that holds both is sent the site's whole policy, the one static hosts send with every page.
    expect(await styleSources('/privacy', 'identity')).toEqual([200, `'self' ${BASE} ${BLOCK}`]);
  });
});
