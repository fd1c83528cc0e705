import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { prerender } from '../../src/prerender/prerender';
import { shippedModel, withCities } from '../helpers/load-fixture';

// What the shipped site publishes (issue 54): one canonical URL per page, city and language, and
// a page under /af or /zu only where it is translated. Built with prerender: every, so that every
// alias form is on the disk to be compared, not only the canonical ones.
const ASSETS = { scripts: ['/assets/main-abc.js'], styles: ['/assets/main-abc.css'] };
const model: SiteModel = (() => {
  const small = withCities(shippedModel(), ['durban', 'cape-town', 'port-elizabeth'], ['solar', 'franchise']);
  return { ...small, site: { ...small.site, prerender: 'every' } };
})();
const outDir = mkdtempSync(join(tmpdir(), 'published-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The page's own text: what <main> holds, tags and spacing dropped (the head, canonical and alternates are not in it). */
const mainText = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every page file the build wrote, by its URL path (404 pages and experiment variants left out). */
function writtenPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const file = join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html' && entry.name.split('.').length === 2) {
        const path = `/${relative(dir, file).replace(/\.html$/, '')}`;
        pages.set(path === '/index' ? '/' : path, readFileSync(file, 'utf8'));
      }
    }
  };
  walk(dir);
  return pages;
}

describe('what the build publishes', async () => {
  await prerender({ model, outDir, assets: ASSETS, workers: 0 });
  const pages = writtenPages(outDir);
  const sitemap = new Set(
    [...readFileSync(join(outDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>https:\/\/www\.tolabiz\.example([^<]*)<\/loc>/g)].map((m) => m[1] || '/'),
  );

  it('lists no two URLs that serve the same main text in the sitemap', () => {
    const groups = new Map<string, string[]>();
    for (const [path, html] of pages) {
      const text = mainText(html);
      groups.set(text, [...(groups.get(text) ?? []), path]);
    }
    const listedTwice = [...groups.values()].map((paths) => paths.filter((path) => sitemap.has(path))).filter((listed) => listed.length > 1);
    expect(listedTwice).toEqual([]);
    // The aliases are there, answering, and each group has its one canonical URL listed.
    expect(pages.has('/bakkie-hire-in-durban')).toBe(true);
    expect([...groups.values()].every((paths) => paths.some((path) => sitemap.has(path)))).toBe(true);
  });

  it('points every form of a page for one city at one canonical URL', () => {
    const canonical = (path: string) => /<link rel="canonical" href="https:\/\/www\.tolabiz\.example([^"]*)">/.exec(pages.get(path)!)?.[1];
    for (const alias of [
      '/bakkie-rental-in-durban',
      '/bakkie-hire/durban',
      '/l/bakkie-hire-in-durban',
      '/l/furniture-removal/durban',
      '/bakkie-rental/durban',
    ]) {
      expect(canonical(alias), alias).toBe('/bakkie-rental/durban');
    }
    for (const alias of ['/solar-tender-funder-club-crowdfunding-platform/cape-town', '/rfq/cape-town', '/invest/cape-town'])
      expect(canonical(alias), alias).toBe('/invest/cape-town');
    expect(canonical('/franchise-tender-funder-club-crowdfunding-platform')).toBe('/invest');
    expect(canonical('/af/tender-funding-in-port-elizabeth')).toBe('/af/tender-finance/port-elizabeth');
    expect(pages.get('/tender-finance-in-durban')).toContain('"url":"https://www.tolabiz.example/tender-finance/durban"');
    expect(pages.get('/tender-finance-in-durban')).toContain('<meta property="og:url" content="https://www.tolabiz.example/tender-finance/durban">');
  });

  it("writes under /af and /zu only pages translated there, none with the default language's main text", () => {
    const foreign = [...pages.keys()].filter((path) => /^\/(af|zu)(\/|$)/.test(path));
    expect(foreign.length).toBeGreaterThan(0);
    for (const path of foreign) {
      const english = pages.get(path.replace(/^\/(af|zu)/, '') || '/');
      expect(english, path).toBeDefined();
      expect(mainText(pages.get(path)!) === mainText(english!), path).toBe(false);
    }
    // Home and tender finance are translated; the investor, bakkie and legal pages are not.
    expect(pages.has('/af/tender-finance/durban')).toBe(true);
    expect(pages.has('/zu')).toBe(true);
    for (const path of ['/af/invest', '/zu/invest/durban', '/af/bakkie-rental', '/zu/privacy', '/af/invoice-discounting'])
      expect(pages.has(path), path).toBe(false);
  });

  it('offers in the language switch and hreflang only the languages a page has', () => {
    const invest = pages.get('/invest/durban')!;
    expect(invest).not.toContain('hreflang=');
    expect(invest).not.toContain('class="language-switch');
    const finance = pages.get('/tender-finance/durban')!;
    expect(finance).toContain('<link rel="alternate" hreflang="af" href="https://www.tolabiz.example/af/tender-finance/durban">');
    expect(finance).toContain('<link rel="alternate" hreflang="zu" href="https://www.tolabiz.example/zu/tender-finance/durban">');
  });
});
