import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADLINE, ROUTE_TABLE } from '../helpers/route-table';
import { buildAndServe, rawRequest, SAMPLE_CITY, SAMPLE_PRODUCT, type BuiltSite } from './built-site';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildAndServe();
}, 120_000);
afterAll(() => site?.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(site.port, path, { headers });
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
/** The first heading of the page's main content (legal pages open with a copy block's h2). */
const firstHeading = (html: string) => /<main[\s\S]*?<h[12][^>]*>(.*?)<\/h[12]>/.exec(html)?.[1];
describe('the production server answers the spec route table', () => {
  for (const [pageId, patterns] of Object.entries(ROUTE_TABLE)) {
    for (const pattern of patterns) {
      const path = pattern.replace('{city}', SAMPLE_CITY).replace('{product}', SAMPLE_PRODUCT);
      it(`${path} answers 200 with the ${pageId} headline`, async () => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(firstHeading(res.text)).toBe(pattern.includes('{city}') ? `${HEADLINE[pageId]} In Port Elizabeth` : HEADLINE[pageId]);
      });
    }
  }
});

describe('pages not prerendered and unknown paths', () => {
  it('renders a city that is not in the list on the server, with its heading, noindex and canonical to the base path', async () => {
    const res = await get('/tender-finance-in-soshanguve');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Tender Finance In Soshanguve');
    expect(res.text).toContain('<meta name="robots" content="noindex, follow">');
    expect(res.text).toContain('<link rel="canonical" href="https://www.tolabiz.example/tender-finance">');
  });

  it('serves the same page, from the same file, whatever the letter case of the fixed part', async () => {
    const [written, lower] = await Promise.all([get('/TheBizzPhone'), get('/thebizzphone')]);
    expect(lower.status).toBe(200);
    expect(lower.text).toBe(written.text);
    const res = await get('/TENDER-FINANCE/port-elizabeth');
    expect(res.text).toContain('<link rel="canonical" href="https://www.tolabiz.example/tender-finance/port-elizabeth">');
  });

  it('answers unknown paths with 404 and the branded not-found page', async () => {
    for (const path of ['/nope', '/invest/durban/extra', '/tender-finance/Durban', '/404.html', '/invest.html', '/invest/index.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(h1(res.text), path).toBe('We could not find that page');
    }
  });

  it('sends a page not translated into a language to its default-language page (302), keeping the query', async () => {
    const res = await get('/af/invest/port-elizabeth?utm_source=ads&affid=7');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/invest/port-elizabeth?utm_source=ads&affid=7');
    expect((await get('/zu/bakkie-hire-in-durban')).headers.location).toBe('/bakkie-hire-in-durban');
    // A translated page answers in its language; a path no language has is still not found.
    expect((await get('/af/tender-finance-in-port-elizabeth')).status).toBe(200);
    expect((await get('/af/nope')).status).toBe(404);
  });

  it('answers a missing asset or media file with a plain 404, not a page', async () => {
    for (const path of ['/assets/missing-abc123.js', '/media/missing.svg']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('never serves the build manifest or the prerender stamp', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/.prerender.json')).status).toBe(404);
  });

  it("never serves host files, notes or the build's compressed copies as files of their own", async () => {
    const manifest = JSON.parse(readFileSync(join(site.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    for (const path of ['/_headers', '/_redirects', '/media/MANIFEST.md', `/${manifest['src/client/main.ts']!.file}.br`, '/sitemap.xml.gz']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get('/robots.txt')).status).toBe(200);
    expect((await get('/sitemap.xml')).status).toBe(200);
  });

  it('ignores the query string (tracking parameters) when choosing the page', async () => {
    const res = await get('/invest?utm_source=x&affid=7');
    expect(res.status).toBe(200);
    expect(res.text).toBe((await get('/invest')).text);
  });
});

describe('caching and compression', () => {
  it('compresses HTML with brotli or gzip as the browser accepts, the same bytes after decoding', async () => {
    const plain = await get('/invest');
    const br = await get('/invest', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/invest', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('asks browsers to revalidate HTML and answers 304 while it is unchanged', async () => {
    const first = await get('/bakkie-hire');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/bakkie-hire', { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/bakkie-hire', { 'if-modified-since': first.headers['last-modified']! })).status).toBe(304);
    expect((await get('/bakkie-hire', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('revalidates pages rendered on demand too', async () => {
    const first = await get('/invest/soshanguve');
    expect((await get('/invest/soshanguve', { 'if-none-match': first.headers.etag! })).status).toBe(304);
  });

  it('lets browsers keep hashed assets for a year, served precompressed', async () => {
    const manifest = JSON.parse(readFileSync(join(site.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const script = `/${manifest['src/client/main.ts']!.file}`;
    const res = await get(script, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(readFileSync(join(site.distDir, script), 'utf8'));
  });
});

describe('byte ranges', () => {
  const mp3 = () => readFileSync(join(site.distDir, 'media', 'greeting.mp3'));

  it('answers Range with 206 and exactly the bytes asked for (audio players seek with it)', async () => {
    const res = await get('/media/greeting.mp3', { range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${mp3().length}`);
    expect(res.headers['content-length']).toBe('10');
    expect(res.body).toEqual(mp3().subarray(0, 10));
    const tail = await get('/media/greeting.mp3', { range: 'bytes=-4' });
    expect(tail.status).toBe(206);
    expect(tail.body).toEqual(mp3().subarray(-4));
  });

  it('says it takes ranges, answers a range past the end with 416, and a stale If-Range with the whole file', async () => {
    const whole = await get('/media/greeting.mp3');
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const past = await get('/media/greeting.mp3', { range: 'bytes=99999999-' });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp3().length}`);
    const stale = await get('/media/greeting.mp3', { range: 'bytes=0-9', 'if-range': '"old-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(mp3().length);
  });
});

describe('security headers', () => {
  // An SVG opens as a document and may carry script; a PNG never does.
  const SVG = '/media/bakkie-1.svg';
  const RASTER = '/media/og-default.png';

  it('sends every security header on pages, XML files, 404s and errors alike', async () => {
    for (const path of ['/', '/sitemap.xml', '/nope', '/assets/missing.js', '/%00']) {
      const res = await get(path);
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], path).toContain('camera=()');
      // A browsing-context group of its own costs a first view its process (decision 38).
      expect(res.headers['cross-origin-opener-policy'], path).toBeUndefined();
      // Said by CSP's frame-ancestors; the legacy header would be the same bytes twice.
      expect(res.headers['x-frame-options'], path).toBeUndefined();
      expect(res.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('sends a script, a stylesheet, an image, audio and a text file only what they read: nosniff (and HSTS over HTTPS)', async () => {
    const manifest = JSON.parse(readFileSync(join(site.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
    const entry = manifest['src/client/main.ts']!;
    for (const path of [`/${entry.file}`, `/${entry.css![0]!}`, '/media/greeting.mp3', '/robots.txt', RASTER]) {
      for (const encoding of ['br', 'identity']) {
        const res = await get(path, { 'accept-encoding': encoding, 'x-forwarded-proto': 'https' });
        expect(res.status, path).toBe(200);
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
        for (const name of ['content-security-policy', 'permissions-policy', 'referrer-policy'])
          expect(res.headers[name], `${name} on ${path}`).toBeUndefined();
      }
    }
  });

  it('sends an SVG file a policy under which nothing runs and nothing is fetched, and nosniff', async () => {
    const res = await get(SVG, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['permissions-policy', 'referrer-policy']) expect(res.headers[name], name).toBeUndefined();
  });

  it('builds the policy from the config: own origin, the boot script by its hash and the chat widget host, no unsafe-inline', async () => {
    const csp = (await get('/')).headers['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/chat\.example\.com;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('sanity');
  });

  it('adds HSTS when the visitor came over HTTPS (X-Forwarded-Proto), without preload unless configured', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('serves pages the policy allows: one inline script (the boot script, by its hash) besides JSON-LD, no style attributes', async () => {
    for (const path of ['/', '/invest', '/bakkie-hire/port-elizabeth', '/nope', '/privacy']) {
      const { text, headers } = await get(path);
      const scripts = [...text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const running = scripts.filter(([, attributes]) => !attributes!.includes('type="application/ld+json"'));
      expect(
        running.map(([, attributes]) => attributes),
        path,
      ).toEqual([expect.stringMatching(/^ data-entry="\/assets\/main-[\w-]+\.js" data-late="\/assets\/boot-late-[\w-]+\.js"$/)]);
      const boot = running[0]![2]!;
      expect(headers['content-security-policy'], path).toContain(`'sha256-${createHash('sha256').update(boot).digest('base64')}'`);
      expect(text, path).not.toMatch(/\sstyle="/);
      expect(text, path).not.toMatch(/\son[a-z]+="/);
    }
  });

  it("allows each <style> of a page by its hash, and no other page's (issues 38, 55)", async () => {
    const listed: Record<string, number> = {};
    for (const path of ['/', '/invest', '/bakkie-hire/port-elizabeth', '/nope', '/privacy', '/af']) {
      const { text, headers } = await get(path);
      const styleSrc = String(headers['content-security-policy'])
        .split('; ')
        .find((directive) => directive.startsWith('style-src '))!;
      const held = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
      expect(styleSrc.split(' ').slice(2).toSorted(), path).toEqual(held.toSorted());
      listed[path] = held.length;
    }
    // Base on every page; a block type's part only where the block is. (The no-script rule was one
    // more on every page until it moved into the base under @media (scripting: none), decision 55.)
    expect(listed).toEqual({ '/': 4, '/invest': 3, '/bakkie-hire/port-elizabeth': 2, '/nope': 1, '/privacy': 2, '/af': 4 });
  });

  it('gives static hosts one policy for every page (_headers): the site-wide sections, the language switch and the no-script rule are in the base, 8 hashes, not 14 (issues 38, 55)', () => {
    const styleSrc = readFileSync(join(site.distDir, '_headers'), 'utf8')
      .split('\n')
      .find((line) => line.includes('content-security-policy'))!
      .split('; ')
      .find((directive) => directive.startsWith('style-src '))!;
    expect(styleSrc.match(/'sha256-/g)).toHaveLength(8);
  });
});
