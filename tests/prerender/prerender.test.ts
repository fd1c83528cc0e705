import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { benchPrerender, citiesForPages } from '../../bench/synthetic-cities';
import { prerenderSite } from '../../src/prerender/build-site';
import { outputFile } from '../../src/output/files';
import { prerenderPaths } from '../../src/prerender/paths';
import { STAMP_FILE } from '../../src/output/stamp';
import { prerender } from '../../src/prerender/prerender';
import { sitemapFiles } from '../../src/prerender/sitemap';
import { NO_CONTENT } from '../../src/content/site-content';
import { engineFor } from '../helpers/engine';
import { ROOT, shippedModel, withCities } from '../helpers/load-fixture';

const ASSETS = { scripts: ['/assets/main-abc.js'], styles: ['/assets/main-abc.css'] };
const model: SiteModel = (() => {
  const m = shippedModel();
  return withCities(m, ['durban', 'port-elizabeth'], ['solar']);
})();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prerender-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('prerender', async () => {
  const outDir = tempDir();
  const summary = await prerender({ model, outDir, assets: ASSETS, workers: 0 });
  const paths = prerenderPaths(model);

  it('writes every path of the list as <path>.html, with its full content', () => {
    expect(summary.pages).toBe(paths.length);
    expect(summary.failed).toEqual([]);
    for (const { path } of paths) expect(existsSync(join(outDir, outputFile(path))), path).toBe(true);
    const page = readFileSync(join(outDir, 'tender-finance/durban.html'), 'utf8');
    expect(page).toContain('<h1>Tender Finance In Durban</h1>');
    expect(page).toContain('<script type="module" src="/assets/main-abc.js"></script>');
    expect(readFileSync(join(outDir, 'invoice-discounting/index.php.html'), 'utf8')).toContain('Invoice Cash Advance');
    expect(existsSync(join(outDir, 'TheBizzPhone.html'))).toBe(true);
  });

  it('writes 404.html with the branded not-found page for static hosts', () => {
    const html = readFileSync(join(outDir, '404.html'), 'utf8');
    expect(html).toContain('<h1>We could not find that page</h1>');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('lists exactly the canonical URLs in sitemap.xml: each written page points its canonical link at one of them', () => {
    const sitemap = locs(readFileSync(join(outDir, 'sitemap.xml'), 'utf8'));
    expect(sitemap).toHaveLength(summary.sitemapUrls);
    expect(new Set(sitemap).size).toBe(sitemap.length);
    const canonicalOf = (path: string) => /<link rel="canonical" href="([^"]+)">/.exec(readFileSync(join(outDir, outputFile(path)), 'utf8'))![1]!;
    const canonicals = new Set(paths.map((p) => canonicalOf(p.path)));
    expect(new Set(sitemap)).toEqual(canonicals);
    for (const url of sitemap) expect(canonicalOf(new URL(url).pathname)).toBe(url);
    expect(sitemap).toContain('https://www.tolabiz.example/');
    expect(sitemap).toContain('https://www.tolabiz.example/invest/port-elizabeth');
    expect(sitemap).not.toContain('https://www.tolabiz.example/solar-tender-funder-club-crowdfunding-platform/port-elizabeth');
    expect(sitemap).not.toContain('https://www.tolabiz.example/tender-finance-in-durban');
    expect(sitemap).not.toContain('https://www.tolabiz.example/TheBizzPhone');
    expect(sitemap).not.toContain('https://www.tolabiz.example/invoice-discounting/index.php');
  });

  it('points robots.txt at the sitemap on the public URL', () => {
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.tolabiz.example/sitemap.xml\n');
  });

  it('writes _headers and _redirects for static hosts and a stamp last', () => {
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain("content-security-policy: default-src 'self'");
    expect(headers).toContain('strict-transport-security: max-age=63072000');
    expect(headers).toContain('/assets/*\n  cache-control: public, max-age=31536000, immutable');
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toContain('/invoice-discounting/index.php /invoice-discounting/index.php.html 200');
    expect(JSON.parse(readFileSync(join(outDir, STAMP_FILE), 'utf8'))).toMatchObject({ pages: paths.length, failed: 0 });
  });

  it('writes the same files from worker threads', async () => {
    const threaded = tempDir();
    const result = await prerender({ model, outDir: threaded, assets: ASSETS, workers: 2 });
    expect(result.workers).toBe(2);
    expect(result.pages).toBe(summary.pages);
    for (const { path } of paths.filter((_, i) => i % 7 === 0)) {
      expect(readFileSync(join(threaded, outputFile(path)), 'utf8'), path).toBe(readFileSync(join(outDir, outputFile(path)), 'utf8'));
    }
  }, 60_000);
});

describe('sitemapFiles', () => {
  it('splits into an index of sitemaps past the limit', () => {
    const files = sitemapFiles(model.site, ['/a', '/b', '/c'], 2);
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(locs(files['sitemap.xml']!)).toEqual(['https://www.tolabiz.example/sitemap-1.xml', 'https://www.tolabiz.example/sitemap-2.xml']);
    expect(locs(files['sitemap-1.xml']!)).toEqual(['https://www.tolabiz.example/a', 'https://www.tolabiz.example/b']);
    expect(locs(files['sitemap-2.xml']!)).toEqual(['https://www.tolabiz.example/c']);
  });

  it('keeps exactly as many URLs as the limit in one sitemap.xml', () => {
    const files = sitemapFiles(model.site, ['/a', '/b'], 2);
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(locs(files['sitemap.xml']!)).toEqual(['https://www.tolabiz.example/a', 'https://www.tolabiz.example/b']);
  });
});

describe('prerenderSite (the build step)', () => {
  const fakeBuild = () => {
    const dist = tempDir();
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/client/main.ts': { file: 'assets/main-abc.js', css: ['assets/main-abc.css'] } }));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log("x");\n'.repeat(200));
    writeFileSync(join(dist, 'assets', 'main-abc.css'), 'h1{color:#0b2545}');
    writeFileSync(join(dist, '.vite', 'boot.js'), 'window.x=1');
    return dist;
  };
  const quiet = () => {
    const lines: string[] = [];
    return { lines, log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) } };
  };

  it('bakes the testimonials from the local content store and precompresses the assets', async () => {
    const distDir = fakeBuild();
    const { lines, log } = quiet();
    const source = await engineFor(model, { distDir, log }).openContent();
    const summary = await prerenderSite({ model, root: ROOT, distDir, content: await source.content, workers: 0, log });
    await source.close();
    expect(summary.failed).toEqual([]);
    expect(lines.at(-1)).toMatch(/prerender: \d+ pages .* [1-9]\d* testimonials baked/);
    expect(lines.some((line) => /^prerender: \d+\/\d+ pages, \d+ pages\/s$/.test(line))).toBe(true);
    expect(readdirSync(join(distDir, 'assets')).sort()).toEqual(['main-abc.css', 'main-abc.js', 'main-abc.js.br', 'main-abc.js.gz']);
    // The shipped site draws no large raster image: no line about phone sizes of images.
    expect(lines.filter((line) => line.startsWith('images:'))).toEqual([]);
  });

  it('inlines the built CSS and the boot script in every page and allows both by their hashes in _headers', async () => {
    const distDir = fakeBuild();
    await prerenderSite({ model, root: ROOT, distDir, content: NO_CONTENT, workers: 0, log: quiet().log });
    for (const page of ['index.html', 'invest.html', '404.html']) {
      const html = readFileSync(join(distDir, page), 'utf8');
      expect(html).toContain('<style>h1{color:#0b2545}</style>');
      expect(html).not.toContain('rel="stylesheet"');
      // The boot script ends the body and names the entry script it loads; nothing in <head> asks for a script.
      expect(html).toContain('<script data-entry="/assets/main-abc.js">window.x=1</script>\n</body>');
      expect(html).not.toContain(' src="/assets/');
    }
    const headers = readFileSync(join(distDir, '_headers'), 'utf8');
    // printf 'h1{color:#0b2545}' | openssl dgst -sha256 -binary | base64
    expect(headers).toContain("style-src 'self' 'sha256-b08Bi3Di7VbAAzZlppFaDXB9xMiAeFCFIEVjU5FjCdA='");
    // printf 'window.x=1' | openssl dgst -sha256 -binary | base64
    expect(headers).toContain("script-src 'self' 'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ=' https://chat.example.com;");
  });

  it('stops when the local content store does not start, naming it', async () => {
    const distDir = fakeBuild();
    const { lines, log } = quiet();
    // A site folder with no content/ folder: the local store cannot start.
    const source = await engineFor(model, { root: tempDir(), distDir, log }).openContent({ forBuild: true });
    await expect(prerenderSite({ model, root: ROOT, distDir, content: await source.content, workers: 0, log })).rejects.toThrow(
      'The build cannot read its content: the local content store (contentStore.local, port 3999) did not start. Check that the store can start (landing-engine content), or build without testimonials on purpose with --allow-missing-content.',
    );
    expect(lines.some((line) => line.startsWith('ERROR The local content store did not start'))).toBe(true);
  });
});

describe('benchPrerender', () => {
  it('prerenders N synthetic cities into a folder and measures it', async () => {
    const cities = citiesForPages(shippedModel(), 300);
    const summary = await benchPrerender(shippedModel(), { cities, outDir: tempDir(), workers: 0 });
    expect(summary.pages).toBeGreaterThanOrEqual(300);
    // Made-up cities in every language, not only the default's: the real ones would make thousands (issue 45).
    expect(summary.pages).toBeLessThan(600);
    expect(summary.pagesPerSecond).toBeGreaterThan(0);
  });
});
