// @vitest-environment node
// The nginx example of docs/deploy.md (docs/nginx/site.conf), run with Debian's nginx over a real build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploySettings } from '../../cli/deploy-settings';
import { openSqliteStore } from '../../src/events/sqlite-store';
import type { EventStore } from '../../src/events/store';
import { precompress } from '../../src/prerender/compress';
import { compressPages } from '../../src/prerender/compress-pages';
import { ROOT } from '../helpers/load-fixture';
import { startNginx, siteConf } from '../helpers/nginx';
import { freePort } from '../helpers/postgres';
import { buildAndServe, rawRequest, SAMPLE_CITY, type BuiltSite } from './built-site';

let site: BuiltSite;
let store: EventStore;
let dataDir: string;
/** The limits' clock (ms), moved by the tests: a second passes when a test says so, whatever the machine's speed. */
let clock = 0;
let nginx: { stop(): void } | undefined;
let port: number;

/** The variables of the comment line in site.conf that says how to start the Node server behind it. */
function environmentOf(conf: string): Record<string, string> {
  const line = /^#\s+((?:[A-Z_]+=\S*\s+)+)npx landing-engine start\s*$/m.exec(conf);
  if (!line) throw new Error('docs/nginx/site.conf does not say how to start the Node server (a comment line "#   NAME=value ... npx landing-engine start").');
  return Object.fromEntries(
    line[1]!
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nginx-events-'));
  store = await openSqliteStore(join(dataDir, 'events.db'));
  // The Node server as the example tells it to run: the environment line of docs/nginx/site.conf.
  const settings = deploySettings(environmentOf(readFileSync(join(ROOT, 'docs', 'nginx', 'site.conf'), 'utf8')));
  if (!settings.ok) throw new Error(settings.message);
  site = await buildAndServe(undefined, { events: { store }, trustedProxies: settings.trustedProxies, clock: () => clock });
  precompress(site.distDir);
  await compressPages(site.distDir);
  port = await freePort();
  nginx = await startNginx(siteConf(site.distDir, [site.port], port), port);
}, 180_000);
afterAll(async () => {
  nginx?.stop();
  await site?.close();
  await store?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(port, path, { headers });
const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security'];
/** What dist/_headers says for every path (/*). */
const expected = (name: string) => new RegExp(`^  ${name}: (.*)$`, 'm').exec(readFileSync(join(site.distDir, '_headers'), 'utf8'))![1]!;

describe('the documented nginx config', () => {
  it('sends every security header once on pages, assets, media, the 404 and pages from the Node server', async () => {
    const script = `/${(JSON.parse(readFileSync(join(site.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>)['src/client/main.ts']!.file}`;
    for (const path of ['/', '/invest', script, '/media/greeting.mp3', '/nope', '/tender-finance-in-soshanguve', '/.vite/manifest.json']) {
      const res = await get(path);
      // Exactly the value of dist/_headers: a second copy would show joined with ", ".
      for (const name of SECURITY) expect(res.headers[name], `${name} on ${path}`).toBe(expected(name));
      expect(res.headers['x-frame-options'], path).toBeUndefined();
      expect(res.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const manifest = JSON.parse(readFileSync(join(site.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    expect((await get(`/${manifest['src/client/main.ts']!.file}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/invest')).headers['cache-control']).toBe('no-cache');
    expect((await get('/tender-finance-in-soshanguve')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed .gz copy of an asset', async () => {
    const manifest = JSON.parse(readFileSync(join(site.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const script = manifest['src/client/main.ts']!.file;
    const res = await get(`/${script}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toEqual(readFileSync(join(site.distDir, `${script}.gz`)));
    expect(gunzipSync(res.body).toString()).toBe(readFileSync(join(site.distDir, script), 'utf8'));
  });

  it("sends the build's gzip copy of a prerendered page, compressing nothing", async () => {
    const res = await get('/invest', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toEqual(readFileSync(join(site.distDir, 'invest.html.gz')));
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(gunzipSync(res.body).toString())?.[1]).toBe('Invest in Tenders and Projects');
  });

  it('serves a page at its canonical path, without a trailing slash, and sends the slashed path there', async () => {
    const page = await get('/invest');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<link rel="canonical" href="https://www.tolabiz.example/invest">');
    const slashed = await get('/invest/?utm_source=mail');
    expect([slashed.status, slashed.headers.location]).toEqual([301, '/invest?utm_source=mail']);
    const city = await get(`/tender-finance/${SAMPLE_CITY}/`);
    expect([city.status, city.headers.location]).toEqual([301, `/tender-finance/${SAMPLE_CITY}`]);
    const home = await get('/');
    expect([home.status, /<link rel="canonical" href="([^"]*)">/.exec(home.text)?.[1]]).toEqual([200, 'https://www.tolabiz.example/']);
    expect((await get('/invoice-discounting/index.php')).status).toBe(200);
  });

  it('serves prerendered city pages from files and hands unlisted cities to the Node server', async () => {
    const listed = await get(`/tender-finance/${SAMPLE_CITY}`);
    expect(listed.status).toBe(200);
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(listed.text)?.[1]).toBe('Tender Finance In Port Elizabeth');
    const unlisted = await get('/tender-finance-in-soshanguve');
    expect(unlisted.status).toBe(200);
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(unlisted.text)?.[1]).toBe('Tender Finance In Soshanguve');
  });

  it('answers unknown paths with the branded 404 and keeps internal and host files away', async () => {
    const res = await get('/nope');
    expect(res.status).toBe(404);
    expect(res.text).toContain('We could not find that page');
    for (const path of ['/.vite/manifest.json', '/.prerender.json', '/_headers', '/_redirects', '/media/MANIFEST.md']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

/** One beacon as a visitor at `address` sends it (a loopback address of its own: 127.0.0.0/8 is all this machine's). */
function beacon(address: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ type: 'view', path: '/invest', utmCampaign: address, affid: false });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: address,
        path: '/__events',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const storedFrom = async (prefix: string) => (await store.query({ from: 0, to: Date.now() + 1000 })).filter((row) => row.utmCampaign.startsWith(prefix)).length;

describe('events through the documented nginx config (issue 25)', () => {
  it('stores every beacon of 200 visitors sending one a second each: the limit is per visitor, not per proxy', async () => {
    const visitors = Array.from({ length: 200 }, (_, i) => `127.0.1.${i + 2}`);
    const statuses: number[] = [];
    for (let second = 0; second < 5; second++) {
      statuses.push(...(await Promise.all(visitors.map((address) => beacon(address)))));
      clock += 1000;
    }
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    expect(await storedFrom('127.0.1.')).toBe(1000);
  }, 120_000);

  it("limits one visitor's burst of 100 to the 60 a visitor may send at once, whatever X-Forwarded-For it claims", async () => {
    clock += 60_000;
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => beacon('127.0.2.2', { 'x-forwarded-for': `203.0.113.${i}` })));
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(await storedFrom('127.0.2.2')).toBe(60);
    // Another visitor meanwhile is not held back by that one.
    expect(await beacon('127.0.2.3')).toBe(204);
  });
});
