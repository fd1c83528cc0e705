import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../../src/config/problem';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { createRenderer } from '../../src/render/render-page';
import { loadWith, ROOT, shippedModel } from '../helpers/load-fixture';

const ASSETS = { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] };
const shipped = shippedModel();
const render = createRenderer(shipped, ASSETS);

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
function jsonLd(html: string): { '@graph': Array<Record<string, any>> } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
}

/** One path of each page type, with a listed city where the page has city forms. */
const PAGE_TYPES = [
  '/',
  '/privacy',
  '/terms',
  '/tolatenderpro-tender-search-bid-preparation-and-submission',
  '/tenderbriefattend-attend-tender-briefings-anywhere',
  '/invoice-discounting/durban',
  '/tender-finance/cape-town',
  '/invest/durban',
  '/bakkie-rental/durban',
];

describe('the head of every page type', () => {
  for (const path of PAGE_TYPES) {
    it(`${path} has title, description, keywords, canonical, Open Graph, Twitter and valid JSON-LD`, () => {
      const { status, html, match } = render(path);
      expect(status).toBe(200);
      const top = head(html);
      const title = /<title>([^<]+)<\/title>/.exec(top)?.[1];
      expect(title).toMatch(/ \| TolaBiz$/);
      expect(metaContent(top, 'description')!.length).toBeGreaterThan(20);
      // Keywords come from the page YAML only: no tag when the marketer lists none.
      const keywords = match!.page.page.meta.keywords;
      expect(metaContent(top, 'keywords')).toBe(keywords.length ? keywords.join(', ') : undefined);
      expect(canonical(top)).toBe(`https://www.tolabiz.example${path}`);
      expect(metaContent(top, 'og:title')).toBe(title);
      expect(metaContent(top, 'og:description')).toBe(metaContent(top, 'description'));
      expect(metaContent(top, 'og:url')).toBe(canonical(top));
      expect(metaContent(top, 'og:image')).toBe('https://www.tolabiz.example/media/og-default.png');
      expect(metaContent(top, 'og:type')).toBe('website');
      expect(metaContent(top, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(top, 'twitter:title')).toBe(title);
      expect(top).not.toContain('name="robots"');
      const graph = jsonLd(top)['@graph'];
      const org = graph.find((node) => node['@type'] === 'Organization')!;
      expect(org).toMatchObject({ name: 'TolaBiz', telephone: '+27 10 500 0199', address: { '@type': 'PostalAddress', addressCountry: 'ZA' } });
      expect(org.address.streetAddress).toContain('14 Rivonia Road');
      // The shipped site's default language is en (languages: in site.config.yaml; en-ZA on a site that declares none).
      expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({ url: canonical(top), inLanguage: 'en' });
    });
  }

  it('puts the city text into the title and description of a city page', () => {
    const top = head(render('/bakkie-hire-in-durban').html);
    expect(/<title>([^<]+)<\/title>/.exec(top)?.[1]).toContain('In Durban');
  });
});

describe('canonical URLs', () => {
  it('points every alias of a page at its first path', () => {
    for (const alias of ['/TheBizzPhone', '/voip', '/l/voip-phone-system-and-cloud-hosted-pbx'])
      expect(canonical(render(alias).html), alias).toBe('https://www.tolabiz.example/');
    for (const alias of ['/invoice-discounting/index.php', '/l/invoice-discounting', '/invoice-cashadvance-thank-you']) {
      expect(canonical(render(alias).html), alias).toBe('https://www.tolabiz.example/invoice-discounting');
    }
  });

  it("points every form of a page for one city at the page's first {city} form, product forms included", () => {
    for (const alias of [
      '/bakkie-hire-in-durban',
      '/bakkie-rental-in-durban',
      '/l/bakkie-hire/durban',
      '/l/furniture-removal-in-durban',
      '/BAKKIE-HIRE/durban',
    ]) {
      expect(canonical(render(alias).html), alias).toBe('https://www.tolabiz.example/bakkie-rental/durban');
    }
    for (const alias of ['/solar-tender-funder-club-crowdfunding-platform/durban', '/rfq/durban', '/tender-crowd-funding/durban']) {
      expect(canonical(render(alias).html), alias).toBe('https://www.tolabiz.example/invest/durban');
    }
    expect(canonical(render('/solar-tender-funder-club-crowdfunding-platform').html)).toBe('https://www.tolabiz.example/invest');
    // An alias is not noindex: its canonical link sends search engines to the page they should list.
    expect(render('/tender-funding-in-durban').html).not.toContain('name="robots"');
  });

  it('keeps a listed city page canonical to itself, in the case the YAML writes', () => {
    expect(canonical(render('/TENDER-FINANCE/durban').html)).toBe('https://www.tolabiz.example/tender-finance/durban');
  });

  it('makes a city that is not listed noindex and canonical to the base path', () => {
    const { status, html } = render('/bakkie-hire-in-soshanguve');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(canonical(html)).toBe('https://www.tolabiz.example/bakkie-rental');
    const product = render('/teapots-tender-funder-club-crowdfunding-platform/durban').html;
    expect(product).toContain('<meta name="robots" content="noindex, follow">');
    expect(canonical(product)).toBe('https://www.tolabiz.example/invest');
  });

  it("shares a page's own meta.image over the site's share image, and the site's on a page without one", () => {
    const model = shippedModel();
    const pages = model.pages.map((entry) =>
      entry.page.paths.includes('/invest') ? { ...entry, page: { ...entry.page, meta: { ...entry.page.meta, image: '/media/invest-share.png' } } } : entry,
    );
    const own = createRenderer({ ...model, pages }, ASSETS);
    expect(metaContent(own('/invest').html, 'og:image')).toBe('https://www.tolabiz.example/media/invest-share.png');
    expect(metaContent(own('/privacy').html, 'og:image')).toBe('https://www.tolabiz.example/media/og-default.png');
  });

  it('takes absolute URLs from publicUrl in the config, base path included', () => {
    const model = shippedModel();
    const moved: SiteModel = { ...model, site: { ...model.site, publicUrl: 'https://preview.example.org/site/' } };
    const html = createRenderer(moved, ASSETS)('/invest').html;
    expect(canonical(html)).toBe('https://preview.example.org/site/invest');
    expect(metaContent(html, 'og:image')).toBe('https://preview.example.org/site/media/og-default.png');
  });
});

/** The page's YAML with its meta.offers replaced by `offers` (YAML list lines). */
const offersText = (file: string, offers: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/^ {2}offers:\n(?: {4}- .*\n)*/m, '')
    .replace(/^meta:\n/m, `meta:\n  offers:\n${offers}`);

describe('offers in JSON-LD', () => {
  const withOffers = (file: string, offers: string, translations: Record<string, string> = {}) => {
    const text = offersText(file, offers);
    const result = loadWith({ [file]: text, ...translations });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return createRenderer(result.model, ASSETS);
  };

  it('lists the prices stated in meta.offers as schema.org Offers in ZAR', () => {
    const render = withOffers('pages/bakkie.yaml', '    - { name: Bakkie hire for furniture removal, price: 450 }\n');
    const graph = jsonLd(render('/bakkie-hire').html)['@graph'];
    const service = graph.find((node) => node['@type'] === 'Service')!;
    expect(service.offers).toEqual([
      { '@type': 'Offer', name: 'Bakkie hire for furniture removal', price: 450, priceCurrency: 'ZAR', url: 'https://www.tolabiz.example/bakkie-rental' },
    ]);
  });

  it('takes several plans from the page YAML, generically', () => {
    // The home page's translations name its offers too, one for each: three here as well.
    const firstThree = (tag: string) =>
      readFileSync(join(ROOT, `translations/${tag}/pages/home.yaml`), 'utf8').replace(/(\n {2}offers:\n(?: {4}- name: .*\n){3})(?: {4}- name: .*\n){2}/, '$1');
    const translations = { 'translations/af/pages/home.yaml': firstThree('af'), 'translations/zu/pages/home.yaml': firstThree('zu') };
    const render = withOffers(
      'pages/home.yaml',
      '    - { name: Lite setup, price: 199 }\n    - { name: Team 3x setup, price: 499, currency: ZAR }\n    - { name: Grow 5x setup, price: 899 }\n',
      translations,
    );
    const offers = jsonLd(render('/').html)['@graph'].find((node) => node['@type'] === 'Service')!.offers as Array<{ price: number }>;
    expect(offers.map((o) => o.price)).toEqual([199, 499, 899]);
  });

  it('ships the phone plan and bakkie prices the pages state', () => {
    const prices = (path: string) =>
      (jsonLd(render(path).html)['@graph'].find((node) => node['@type'] === 'Service')!.offers as Array<{ price: number }>).map((o) => o.price);
    expect(prices('/')).toEqual([199, 499, 899, 49, 0.59]);
    expect(prices('/bakkie-hire')).toEqual([450]);
  });

  it('has no Service node on a page that states no prices', () => {
    expect(jsonLd(render('/privacy').html)['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebPage']);
  });

  it('refuses a currency other than ZAR with the YAML position', () => {
    const text = offersText('pages/bakkie.yaml', '    - { name: Bakkie, price: 450, currency: USD }\n');
    const result = loadWith({ 'pages/bakkie.yaml': text });
    // meta: is line 22; offers go in at 23, the offer at 24, with USD at column 45.
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'pages/bakkie.yaml:24:45 meta.offers[0].currency: The only value currency takes is ZAR, not "USD". Currency of the price; the site sells in rand (ZAR). [LE222]',
    ]);
  });

  it('keeps "</script>" in page text from closing the JSON-LD early', () => {
    const text = offersText('pages/bakkie.yaml', '    - { name: "</script><script>alert(1)</script>", price: 1 }\n');
    const result = loadWith({ 'pages/bakkie.yaml': text });
    if (!result.ok) throw new Error('fixture should load');
    const html = createRenderer(result.model, ASSETS)('/bakkie-hire').html;
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)['@graph'].find((node) => node['@type'] === 'Service')!.offers[0].name).toBe('</script><script>alert(1)</script>');
  });
});
