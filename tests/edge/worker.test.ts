import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorker, cloudflareRedirects, edgeSite, wranglerConfig } from '../../src/edge/build-worker';
import { buildClient } from '../../src/prerender/client-build';
import { prerender } from '../../src/prerender/prerender';
import { assetsFromManifest } from '../../src/render/assets';
import { createSiteServer } from '../../src/server/server';
import { withHandEditions } from '../helpers/hand-editions';
import { HEADLINE, ROUTE_TABLE } from '../helpers/route-table';
import { ROOT, shippedModelWithExperimentsRunning } from '../helpers/load-fixture';
import { startWorker } from './workerd';

// The shipped site with its tender-hero experiment running, two cities and hand-made Afrikaans and
// isiZulu editions (decision 45), built once; the Node server and the Worker (in workerd) serve the same dist/.
const TENDER = '/tolatenderpro-tender-search-bid-preparation-and-submission';
const model = (() => {
  const running = shippedModelWithExperimentsRunning();
  const all = withHandEditions({ ...running, site: { ...running.site, cities: ['port-elizabeth', 'cape-town'], products: ['solar'] } });
  // isiZulu without the bakkie page, as the loader marks a page with no translation file (issue 54).
  return { ...all, editions: all.editions!.map((edition) => (edition.language.tag === 'zu' ? { ...edition, untranslated: ['bakkie'] } : edition)) };
})();
const root = mkdtempSync(join(tmpdir(), 'edge-site-'));
const distDir = join(root, 'dist');
const workerDir = join(root, 'cloudflare');
let server: Server;
let node: string;
let worker: Miniflare;

beforeAll(async () => {
  await buildClient({ root: ROOT, outDir: distDir });
  await prerender({ model, outDir: distDir, assets: assetsFromManifest(distDir, model), workers: 0 });
  await buildWorker({ model, distDir, outDir: workerDir, logLevel: 'silent' });
  server = createSiteServer({ model, distDir, random: () => 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  worker = startWorker(join(workerDir, 'wrangler.jsonc'));
  await worker.ready;
});

afterAll(async () => {
  await worker?.dispose();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** What both must agree on: status, body and headers but those that name one copy of a file (validators, length, encoding of the transfer). */
const PER_COPY = new Set([
  'date',
  'etag',
  'last-modified',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'accept-ranges',
  'mf-content-encoding',
]);
async function seen(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_COPY.has(name)));
  return { status: response.status, headers, body: await response.text() };
}
const plain = (headers: Record<string, string> = {}) => ({ headers: { 'accept-encoding': 'identity', ...headers } });
const fromWorker = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  (await worker.dispatchFetch(`http://www.tolabiz.example${path}`, { ...init, ...plain(init.headers) } as never)) as unknown as Response;
const fromNode = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => fetch(node + path, { ...init, ...plain(init.headers) });

describe('the Worker answers as the Node server for the same build', () => {
  const script = () => `/assets/${readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js'))}`;
  const cases: Array<[string, () => string, RequestInit & { headers?: Record<string, string> }]> = [
    ['the home page', () => '/', {}],
    ['a page without an experiment', () => '/invest', {}],
    ['a prerendered city page', () => '/bakkie-rental/port-elizabeth', {}],
    ['a city page not prerendered (made on demand)', () => '/bakkie-rental/soshanguve', {}],
    ['a path written in capitals', () => '/INVEST', {}],
    ['the control of the running experiment, by cookie', () => TENDER, { headers: { cookie: 'xp-tender-hero=control' } }],
    ['the variant of the running experiment, by cookie', () => TENDER, { headers: { cookie: 'xp-tender-hero=quote-first' } }],
    ['a script of the build', script, {}],
    ['the favicon (SVG)', () => '/media/favicon.svg', {}],
    ['robots.txt', () => '/robots.txt', {}],
    ['sitemap.xml', () => '/sitemap.xml', {}],
    ['an unknown page', () => '/no-such-page', {}],
    ['a prerendered city page in Afrikaans', () => '/af/tender-finance/cape-town', {}],
    ['an alias of a listed city page (made on demand, canonical to the first city form)', () => '/af/tender-finance-in-cape-town', {}],
    [
      'a page not translated into isiZulu (302 to the English page, query kept)',
      () => '/zu/bakkie-rental/cape-town?utm_source=ads&affid=7',
      { redirect: 'manual' },
    ],
    ['a city page in isiZulu not prerendered (made on demand), with parts in English', () => '/zu/tender-finance/soshanguve', {}],
    ['an unknown page under /af (the Afrikaans not-found page)', () => '/af/no-such-page', {}],
    ['a page under a prefix no language has', () => '/fr/invest', {}],
    ['a missing script', () => '/assets/no-such-file.js', {}],
    ['a hidden file of the build', () => '/.vite/manifest.json', {}],
    ['a host file of the build', () => '/_headers', {}],
    ['the deals of a site that reads its local store (none at the edge)', () => '/content-api/deals', {}],
    ['a POST to a page', () => '/invest', { method: 'POST', body: 'x' }],
    ['a HEAD of a page', () => '/invest', { method: 'HEAD' }],
  ];
  it.each(cases)('%s', async (_, path, init) => {
    const [fromWorkerd, fromNodeServer] = await Promise.all([fromWorker(path(), init).then(seen), fromNode(path(), init).then(seen)]);
    expect(fromWorkerd).toEqual(fromNodeServer);
  });

  it("sends a page not translated into a language to the default language's page, as start does", async () => {
    const moved = await fromWorker('/zu/bakkie-hire-in-durban?utm_campaign=winter', { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/bakkie-hire-in-durban?utm_campaign=winter');
  });

  it('serves the pages a visitor sees, with the 404 page for an unknown path', async () => {
    const home = await fromWorker('/invest');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fromWorker('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>We could not find that page</h1>');
    const script = await fromWorker(`/assets/${readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js'))}`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a repeated request with 304 when the ETag still matches', async () => {
    const first = await fromWorker('/invest');
    await first.arrayBuffer();
    const again = await fromWorker('/invest', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('the experiment in the Worker', () => {
  it('keeps a returning visitor on the variant the cookie names, with no cookie set and no shared caching', async () => {
    const response = await fromWorker(TENDER, { headers: { cookie: 'other=1; xp-tender-hero=quote-first' } });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('<h1>Get a Tender Quote Today</h1>');
    expect(html).toContain('<meta name="experiment" content="tender-hero:quote-first">');
  });

  it('shows a new visitor the variant drawn, and tells it by a 90-day cookie', async () => {
    const response = await fromWorker(TENDER);
    const cookie = response.headers.get('set-cookie')!;
    const variant = /^xp-tender-hero=([a-z-]+);/.exec(cookie)?.[1];
    expect(cookie).toBe(`xp-tender-hero=${variant}; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure`);
    expect(await response.text()).toContain(`<meta name="experiment" content="tender-hero:${variant}">`);
  });

  // 4,000 draws (HEAD: the cookie says the draw): each share is within 3 points of 50% but once in
  // about 7,000 runs (1,000 draws would miss it once in 17). Slow on a loaded machine, never wrong.
  it('draws new visitors by weight (50/50)', { timeout: 300_000 }, async () => {
    const counts: Record<string, number> = {};
    for (let batch = 0; batch < 40; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => fromWorker(TENDER, { method: 'HEAD' })));
      for (const response of answers) {
        const variant = /^xp-tender-hero=([a-z-]+);/.exec(response.headers.get('set-cookie')!)![1]!;
        counts[variant] = (counts[variant] ?? 0) + 1;
      }
    }
    expect(Object.keys(counts).sort()).toEqual(['control', 'quote-first']);
    expect(Math.abs(counts.control! / 4000 - 0.5)).toBeLessThan(0.03);
  });
});

describe('the spec route table, in the Worker', () => {
  const sitemap = () => readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  for (const [pageId, patterns] of Object.entries(ROUTE_TABLE)) {
    for (const pattern of patterns) {
      const path = pattern.replace('{city}', 'port-elizabeth').replace('{product}', 'solar');
      it(`${path} answers 200 with the ${pageId} headline`, async () => {
        // The tender page runs an experiment here: the control's headline, by its cookie.
        const res = await fromWorker(path, { headers: { cookie: 'xp-tender-hero=control' } });
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(/<main[\s\S]*?<h[12][^>]*>(.*?)<\/h[12]>/.exec(html)?.[1]).toBe(
          pattern.includes('{city}') ? `${HEADLINE[pageId]} In Port Elizabeth` : HEADLINE[pageId],
        );
        // Only a page's canonical URL is in the sitemap, and every form names one that is.
        const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)![1]!;
        expect(sitemap()).toContain(`<loc>${canonical}</loc>`);
        if (canonical !== `https://www.tolabiz.example${path}`) expect(sitemap()).not.toContain(`<loc>https://www.tolabiz.example${path}</loc>`);
      });
    }
  }
});

describe('a city not prerendered, in the Worker', () => {
  it('is rendered with the city in its heading, noindex and the canonical of the page, then kept in the edge cache', async () => {
    const path = '/bakkie-rental/kwa-mashu';
    const cacheKey = `http://www.tolabiz.example/__edge-pages/${edgeSite(model, distDir).site.buildId}${path}?variant=`;
    // The Worker's own caches.default, as workerd keeps it.
    const cache = ((await worker.getCaches()) as unknown as { default: { match(key: string): Promise<{ text(): Promise<string> } | undefined> } }).default;
    expect(await cache.match(cacheKey)).toBeUndefined();
    const first = await fromWorker(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const html = await first.text();
    expect(html).toContain('<h1>Bakkie Hire and Furniture Removal In KwaMashu</h1>');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<link rel="canonical" href="https://www.tolabiz.example/bakkie-rental">');
    const kept = await cache.match(cacheKey);
    expect(await kept!.text()).toBe(html);
    const second = await fromWorker(path);
    expect(await second.text()).toBe(html);
  });
});

describe('POST /__events in the Worker', () => {
  const beacon = (body: string, type = 'text/plain') => ({ method: 'POST', body, headers: { 'content-type': type } });
  const bad: Array<[string, RequestInit & { headers?: Record<string, string> }]> = [
    ['a body that is not JSON', beacon('{"type":')],
    ['a field of the wrong kind', beacon('{"type":"look","path":"/invest"}')],
    ['a path that is no page', beacon('{"type":"view","path":"/no-such-page"}')],
    ['a variant the experiment does not have', beacon(`{"type":"view","path":"${TENDER}","experiment":"tender-hero","variant":"blue"}`)],
    ['a body that is not JSON or text', beacon('{"type":"view","path":"/invest"}', 'application/x-www-form-urlencoded')],
    ['a body over 16 KB', beacon(JSON.stringify(Array.from({ length: 200 }, () => ({ type: 'view', path: '/invest', utmCampaign: 'x'.repeat(100) }))))],
    ['a GET', { method: 'GET' }],
  ];
  it.each(bad)("refuses %s with the Node intake's answer", async (_, init) => {
    const [fromWorkerd, fromNodeServer] = await Promise.all([fromWorker('/__events', init).then(seen), fromNode('/__events', init).then(seen)]);
    expect(fromWorkerd).toEqual(fromNodeServer);
    expect(fromWorkerd.status).toBeGreaterThanOrEqual(400);
  });

  it(
    "holds one visitor's flood to 60 beacons in 10 s (429 with the Node intake's words), while another visitor is still heard",
    { timeout: 300_000 },
    async () => {
      const from = (address: string) =>
        fromWorker('/__events', {
          method: 'POST',
          body: '{"type":"view","path":"/invest"}',
          headers: { 'content-type': 'text/plain', 'cf-connecting-ip': address },
        });
      const statuses: number[] = [];
      let refused: { retryAfter: string | null; text: string } | undefined;
      // 200 in a row: Cloudflare's limiter counts in fixed 10-s windows, so one window may end during
      // the flood and let 60 more through; never more than 120 of the 200.
      for (let beacon = 0; beacon < 200; beacon++) {
        const answer = await from('203.0.113.7');
        statuses.push(answer.status);
        const text = await answer.text();
        if (answer.status === 429) refused ??= { retryAfter: answer.headers.get('retry-after'), text };
      }
      expect(statuses.slice(0, 60)).toEqual(Array.from({ length: 60 }, () => 204));
      expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(120);
      expect(refused).toEqual({ retryAfter: '1', text: 'Too Many Requests: slow down.' });
      expect((await from('203.0.113.8')).status).toBe(204);
    },
  );

  it(
    'stores 1,000 beacons from 20 visitors in D1 exactly once, and landing-engine report counts them from the local D1 file',
    { timeout: 300_000 },
    async () => {
      const persist = join(root, 'd1');
      const withD1 = startWorker(join(workerDir, 'wrangler.jsonc'), { d1Persist: persist });
      try {
        // Visitors 0-9 were shown the control, 10-19 the variant; 50 page views each, 20 at a time.
        for (let round = 0; round < 50; round++) {
          const answers = await Promise.all(
            Array.from({ length: 20 }, (_, visitor) =>
              withD1.dispatchFetch('https://www.tolabiz.example/__events', {
                method: 'POST',
                headers: { 'content-type': 'text/plain', 'cf-connecting-ip': `198.51.100.${visitor}` },
                body: JSON.stringify({
                  type: 'view',
                  path: TENDER,
                  experiment: 'tender-hero',
                  variant: visitor < 10 ? 'control' : 'quote-first',
                  utmCampaign: `visitor-${visitor}`,
                }),
              }),
            ),
          );
          expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 204));
        }
        const db = (await withD1.getD1Database('EVENTS')) as unknown as { prepare(sql: string): { all(): Promise<{ results: unknown[] }> } };
        const { results } = await db
          .prepare('SELECT utm_campaign, variant, count(*) AS n FROM events GROUP BY utm_campaign, variant ORDER BY utm_campaign')
          .all();
        expect(results).toHaveLength(20);
        expect(results).toContainEqual({ utm_campaign: 'visitor-0', variant: 'control', n: 50 });
        expect(results).toContainEqual({ utm_campaign: 'visitor-19', variant: 'quote-first', n: 50 });
        expect(results.every((row) => (row as { n: number }).n === 50)).toBe(true);
      } finally {
        await withD1.dispose();
      }
      // The local D1 database is one SQLite file (with its write-ahead log): as events.db, it is what report reads.
      const file = readdirSync(persist, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.sqlite') && !name.includes('metadata'))!;
      const data = join(root, 'report');
      mkdirSync(data);
      for (const suffix of ['', '-wal', '-shm'])
        if (existsSync(join(persist, file + suffix))) copyFileSync(join(persist, file + suffix), join(data, `events.db${suffix}`));
      const report = spawnSync(process.execPath, [join(ROOT, 'bin', 'landing-engine.js'), 'report', '--data', data], { cwd: ROOT, encoding: 'utf8' });
      expect(report.stderr).toBe('');
      expect(report.stdout).toContain('(UTC): 1000\n');
      expect(report.stdout).toContain('  /tolatenderpro-tender-search-bid-preparation-and-submission   1000           0         0.0%\n');
      expect(report.stdout).toContain('  tender-hero / control        500           0         0.0%\n');
      expect(report.stdout).toContain('  tender-hero / quote-first    500           0         0.0%\n');
    },
  );
});

describe('the Worker restarted on the D1 database it wrote before', () => {
  it('keeps the events stored before the restart, stores new ones, and applies each migration once', { timeout: 300_000 }, async () => {
    const persist = join(root, 'd1-restarted');
    const view = (campaign: string) => ({
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'cf-connecting-ip': '198.51.100.77' },
      body: JSON.stringify({ type: 'view', path: '/invest', utmCampaign: campaign }),
    });
    type Db = { prepare(sql: string): { all(): Promise<{ results: unknown[] }> } };
    const run = async (campaign: string, read: (db: Db) => Promise<unknown>) => {
      const started = startWorker(join(workerDir, 'wrangler.jsonc'), { d1Persist: persist });
      try {
        const answer = await started.dispatchFetch('https://www.tolabiz.example/__events', view(campaign));
        expect(`${campaign}: ${answer.status} ${await answer.text()}`).toBe(`${campaign}: 204 `);
        return await read(await started.getD1Database('EVENTS'));
      } finally {
        await started.dispose();
      }
    };
    const events = async (db: Db) => (await db.prepare('SELECT utm_campaign FROM events ORDER BY id').all()).results;
    const versions = async (db: Db) => (await db.prepare('SELECT version FROM schema_version ORDER BY version').all()).results;
    expect(await run('before-restart', events)).toEqual([{ utm_campaign: 'before-restart' }]);
    expect(await run('after-restart', events)).toEqual([{ utm_campaign: 'before-restart' }, { utm_campaign: 'after-restart' }]);
    expect(await run('second-restart', versions)).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
  });
});

describe('GET /content-api/deals in the Worker', () => {
  // The site reading its hosted project, with a deadline of 5 s; the content service is a stand-in.
  const hosted = {
    ...model,
    site: { ...model.site, contentStore: { ...model.site.contentStore!, timeoutMs: 5000, local: { ...model.site.contentStore!.local, enabled: false } } },
  };
  const asked: Array<{ url: string; authorization: string | null }> = [];
  let hang: (() => void) | undefined;
  let withContent: Miniflare;
  beforeAll(async () => {
    const { config } = await buildWorker({ model: hosted, distDir, outDir: join(root, 'cloudflare-hosted'), logLevel: 'silent' });
    withContent = startWorker(config, {
      bindings: { SANITY_READ_TOKEN: 'stand-in-token' },
      outbound: async (request) => {
        asked.push({ url: request.url, authorization: request.headers.get('authorization') });
        if (hang) await new Promise<void>((resolve) => (hang = resolve));
        return Response.json({ result: [{ _id: 'deal-1', title: 'Solar geyser, installed' }], ms: 1 });
      },
    });
    await withContent.ready;
  });
  afterAll(async () => {
    hang?.();
    await withContent?.dispose();
  });
  const deals = async () => (await withContent.dispatchFetch('https://www.tolabiz.example/content-api/deals')) as unknown as Response;

  it("answers 504 with the Node server's words when the content service does not answer within the deadline", async () => {
    hang = () => {};
    const answer = await deals();
    expect(answer.status).toBe(504);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ error: 'Gateway Timeout', message: 'The content service did not answer within 5000 ms' });
    const waiting = hang;
    hang = undefined;
    waiting();
  });

  it('answers the deals from the hosted project with the read token, kept fresh 10 s and stale 60 s', async () => {
    asked.length = 0;
    const answer = await deals();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual({ result: [{ _id: 'deal-1', title: 'Solar geyser, installed' }] });
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).hostname).toMatch(/^tolabiz-site\.api(cdn)?\.sanity\.io$/);
    expect(new URL(asked[0]!.url).pathname).toBe('/v2023-10-08/data/query/production');
    expect(asked[0]!.authorization).toBe('Bearer stand-in-token');
    // Fresh for 10 s: the next visitor's answer comes from the Worker's cache, not the service.
    expect((await deals()).status).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('answers another path under /content-api with a plain 404', async () => {
    const answer = await withContent.dispatchFetch('https://www.tolabiz.example/content-api/everything');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Not Found: the content API answers /content-api/deals');
  });
});

describe('the Worker bundle', () => {
  it('names the D1 database by the id given (D1_DATABASE_ID, or the one written into the config before)', () => {
    expect(wranglerConfig(model, '../dist', '6f1c0a4e-5b7d-4c2a-9e1f-0d3b2a1c4e5f')).toContain(`"database_name": "www-tolabiz-example-events",
      "database_id": "6f1c0a4e-5b7d-4c2a-9e1f-0d3b2a1c4e5f"`);
  });

  it('is one ES module with no import statement left and nothing of Node in it', () => {
    const bundle = readFileSync(join(workerDir, 'worker.js'), 'utf8');
    // Static imports at a statement's start (the boot script's import() is text inside the page data).
    expect(
      bundle.match(/(?:^|[;}])\s*import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*(?:from\s*)?["'][^"']+["']|\brequire\(|["'`]node:/g) ?? [],
    ).toEqual([]);
  });

  // wrangler reads _redirects (dev and deploy) and warned at the Netlify-only rule "/af/* /af/404.html 404" (issue 61).
  it("leaves dist/_redirects only rules Cloudflare reads: no 404 rule, the untranslated page's 302 kept", () => {
    const rules = readFileSync(join(distDir, '_redirects'), 'utf8').split('\n');
    expect(rules.filter((rule) => / 404$/.test(rule))).toEqual([]);
    expect(rules).toContain('/zu/bakkie-rental /bakkie-rental 302');
    expect(cloudflareRedirects('/Deals /deals.html 200\n/af/* /af/404.html 404\n/zu/x /x 302\n/old /new\n')).toBe(
      '/Deals /deals.html 200\n/zu/x /x 302\n/old /new\n',
    );
    expect(cloudflareRedirects('/af/* /af/404.html 404\n')).toBe('');
  });

  it('comes with a wrangler config that sends every request to the Worker, dist/ as its assets, a D1 database for the events and the per-visitor limits of events and pages made', () => {
    expect(readFileSync(join(workerDir, 'wrangler.jsonc'), 'utf8'))
      .toBe(`// Written by landing-engine build --target cloudflare: build again rather than edit (a database_id written here is kept).
{
  "name": "www-tolabiz-example",
  "main": "worker.js",
  "compatibility_date": "2026-04-20",
  "assets": {
    "directory": "../dist",
    "binding": "ASSETS",
    "run_worker_first": true,
    "html_handling": "none",
    "not_found_handling": "none"
  },
  "d1_databases": [
    {
      "binding": "EVENTS",
      "database_name": "www-tolabiz-example-events"
    }
  ],
  "ratelimits": [
    {
      "name": "VISITOR_EVENTS",
      "namespace_id": "4401",
      "simple": {
        "limit": 60,
        "period": 10
      }
    },
    {
      "name": "VISITOR_RENDERS",
      "namespace_id": "4402",
      "simple": {
        "limit": 10,
        "period": 10
      }
    }
  ]
}
`);
  });
});
