import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { createTemplatedRenderer } from '../../src/prerender/city-templates';
import { prerenderPaths } from '../../src/prerender/paths';
import { prerender } from '../../src/prerender/prerender';
import { createRenderer } from '../../src/render/render-page';
import { withHandEditions } from '../helpers/hand-editions';
import { shippedModel } from '../helpers/load-fixture';

const ASSETS = { scripts: ['/assets/main-abc.js'], styles: ['/assets/main-abc.css'] };
/** The shipped site with two cities and one product (a small build), in English, Afrikaans and isiZulu. */
const model: SiteModel = (() => {
  const m = shippedModel();
  return withHandEditions({ ...m, site: { ...m.site, cities: ['durban', 'cape-town'], products: ['solar'] } });
})();
const outDir = mkdtempSync(join(tmpdir(), 'prerender-languages-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('prerendering a site in three languages', async () => {
  const summary = await prerender({ model, outDir, assets: ASSETS, workers: 0 });

  it('writes every page under each language’s prefix, cities included', () => {
    const english = prerenderPaths({ ...model, editions: [] }).length;
    expect(summary.failed).toEqual([]);
    expect(summary.pages).toBe(3 * english);
    expect(h1(read('af/tender-finance/cape-town.html'))).toBe('Tenderfinansiering in Kaapstad');
    expect(read('af/tender-finance/cape-town.html')).toContain('<html lang="af">');
    // An alias form is made on its first request (prerender: canonical), not written.
    expect(existsSync(join(outDir, 'af/tender-finance-in-cape-town.html'))).toBe(false);
    expect(h1(read('zu/tender-finance/durban.html'))).toBe('Tender Finance In Durban');
    expect(read('af.html')).toContain('<h1>Die Besigheidsfoonstelsel</h1>');
    expect(read('tender-finance/cape-town.html')).toContain('<html lang="en">');
  });

  it('writes experiment variants for the default language only, as another shows the page as written', () => {
    expect(existsSync(join(outDir, 'tolatenderpro-tender-search-bid-preparation-and-submission.tender-hero.quote-first.html'))).toBe(true);
    expect(existsSync(join(outDir, 'af/tolatenderpro-tender-search-bid-preparation-and-submission.tender-hero.quote-first.html'))).toBe(false);
    expect(existsSync(join(outDir, 'af/tolatenderpro-tender-search-bid-preparation-and-submission.html'))).toBe(true);
  });

  it('writes each language’s not-found page beside its pages', () => {
    expect(h1(read('404.html'))).toBe('We could not find that page');
    expect(h1(read('af/404.html'))).toBe('Ons kon nie daardie bladsy vind nie');
    expect(read('zu/404.html')).toContain('<html lang="zu">');
    expect(existsSync(join(outDir, 'fr'))).toBe(false);
    // For Netlify, which looks for no 404.html but the root one.
    expect(read('_redirects').split('\n').slice(-3)).toEqual(['/af/* /af/404.html 404', '/zu/* /zu/404.html 404', '']);
  });

  it('lists every canonical page of every language in the sitemap, each with its alternates', () => {
    const xml = read('sitemap.xml');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.tolabiz.example/tender-finance/durban"/>' +
      '<xhtml:link rel="alternate" hreflang="af" href="https://www.tolabiz.example/af/tender-finance/durban"/>' +
      '<xhtml:link rel="alternate" hreflang="zu" href="https://www.tolabiz.example/zu/tender-finance/durban"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.tolabiz.example/tender-finance/durban"/>';
    expect(xml).toContain(`<url><loc>https://www.tolabiz.example/tender-finance/durban</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://www.tolabiz.example/af/tender-finance/durban</loc>${alternates}</url>`);
    expect(xml).not.toContain('tender-finance-in-durban');
    expect(xml).toContain('<url><loc>https://www.tolabiz.example/zu</loc><xhtml:link rel="alternate" hreflang="en" href="https://www.tolabiz.example/"/>');
    expect(summary.sitemapUrls).toBe([...xml.matchAll(/<loc>/g)].length);
  });

  it('fills the city templates of another language byte for byte as a direct render', () => {
    const templated = createTemplatedRenderer(model, ASSETS);
    const direct = createRenderer(model, ASSETS);
    for (const path of [
      '/af/tender-finance-in-durban',
      '/af/tender-finance-in-cape-town',
      '/zu/tender-finance/cape-town',
      '/af/solar-tender-funder-club-crowdfunding-platform/durban',
    ]) {
      expect(templated(path).html, path).toBe(direct(path).html);
    }
  });
});

describe('a page not translated into a language', async () => {
  // isiZulu without the investor page: as the loader marks a page with no translation file.
  const partly: SiteModel = {
    ...model,
    editions: model.editions!.map((edition) => (edition.language.tag === 'zu' ? { ...edition, untranslated: ['invest'] } : edition)),
  };
  const dir = mkdtempSync(join(tmpdir(), 'prerender-untranslated-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  await prerender({ model: partly, outDir: dir, assets: ASSETS, workers: 0 });
  const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');

  it('is not written under that prefix, nor listed there in the sitemap', () => {
    expect(existsSync(join(dir, 'zu/invest.html'))).toBe(false);
    expect(existsSync(join(dir, 'af/invest.html'))).toBe(true);
    expect(xml).not.toContain('https://www.tolabiz.example/zu/invest');
  });

  it('names only the languages it has as alternates', () => {
    expect(xml).toContain(
      '<url><loc>https://www.tolabiz.example/invest</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.tolabiz.example/invest"/>' +
        '<xhtml:link rel="alternate" hreflang="af" href="https://www.tolabiz.example/af/invest"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.tolabiz.example/invest"/></url>',
    );
    const page = readFileSync(join(dir, 'invest/durban.html'), 'utf8');
    expect(page).not.toContain('hreflang="zu"');
    expect(page).toContain('<link rel="alternate" hreflang="af" href="https://www.tolabiz.example/af/invest/durban">');
  });

  it('tells static hosts to send its addresses there to the default language (302), before the not-found rule', () => {
    const rules = readFileSync(join(dir, '_redirects'), 'utf8').split('\n');
    expect(rules).toContain('/zu/invest /invest 302');
    expect(rules).toContain('/zu/invest/:city /invest/:city 302');
    expect(rules.indexOf('/zu/invest /invest 302')).toBeLessThan(rules.indexOf('/zu/* /zu/404.html 404'));
    expect(rules).not.toContain('/af/invest /invest 302');
  });
});
