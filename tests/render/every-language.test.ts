import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { withHandEditions } from '../helpers/hand-editions';
import { loadWith, ROOT, shippedModel } from '../helpers/load-fixture';

/** Decision 45 on the shipped site with hand-made Afrikaans (/af) and isiZulu (/zu) editions. */
const renderer = () => createRenderer(withHandEditions(shippedModel()), { scripts: [], styles: [] });
const SITE = 'https://www.tolabiz.example';
const lang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const hreflang = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => `${m[1]} ${m[2]}`);
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('every page type in every language', () => {
  // One path of each page of the shipped site (a fixed one and, where it has one, a city form).
  const PATHS = [
    '/',
    '/3cx-voip-phone/durban',
    '/bakkie-rental',
    '/bakkie-rental/cape-town',
    '/tenderbriefattend-attend-tender-briefings-anywhere',
    '/invest',
    '/invoice-discounting',
    '/privacy',
    '/terms',
    '/tolatenderpro-tender-search-bid-preparation-and-submission',
    '/tender-finance',
    '/tender-finance/cape-town',
  ];
  it.each(PATHS)('answers %s with 200, its lang, its own canonical and the hreflang set in en, af and zu', (path) => {
    const render = renderer();
    for (const [tag, prefix] of [
      ['en', ''],
      ['af', '/af'],
      ['zu', '/zu'],
    ] as const) {
      const at = prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
      const { status, html } = render(at);
      expect(status, at).toBe(200);
      expect(lang(html), at).toBe(tag);
      expect(canonical(html), at).toBe(`${SITE}${at}`);
      const rest = path === '/' ? '' : path;
      expect(hreflang(html), at).toEqual([`en ${SITE}${path}`, `af ${SITE}/af${rest}`, `zu ${SITE}/zu${rest}`, `x-default ${SITE}${path}`]);
    }
  });

  it('points an alias form at the canonical form of its city in its language, with the canonical forms as alternates', () => {
    const { status, html } = renderer()('/af/tender-funding-in-cape-town');
    expect(status).toBe(200);
    expect(canonical(html)).toBe(`${SITE}/af/tender-finance/cape-town`);
    expect(hreflang(html)).toEqual([
      `en ${SITE}/tender-finance/cape-town`,
      `af ${SITE}/af/tender-finance/cape-town`,
      `zu ${SITE}/zu/tender-finance/cape-town`,
      `x-default ${SITE}/tender-finance/cape-town`,
    ]);
  });

  it('writes the city text from the language: its template and its names', () => {
    const render = renderer();
    expect(h1(render('/af/tender-finance-in-cape-town').html)).toBe('Tenderfinansiering in Kaapstad');
    expect(h1(render('/af/tender-finance-in-durban').html)).toBe('Tenderfinansiering in Durban');
    // isiZulu gives no template: the default " In <City>".
    expect(h1(render('/zu/tender-finance-in-durban').html)).toBe('Tender Finance In Durban');
    expect(h1(render('/tender-finance-in-cape-town').html)).toBe('Tender Finance In Cape Town');
  });

  it('makes an unlisted city in another language, noindex and canonical to the base path of that language', () => {
    const { status, html } = renderer()('/af/tender-finance-in-nowhere-ville');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Tenderfinansiering in Nowhere Ville');
    expect(canonical(html)).toBe(`${SITE}/af/tender-finance`);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('answers a path under a language with that language’s not-found page, and an undeclared prefix with the default one', () => {
    const render = renderer();
    const af = render('/af/no-such-page');
    expect(af.status).toBe(404);
    expect(lang(af.html)).toBe('af');
    expect(h1(af.html)).toBe('Ons kon nie daardie bladsy vind nie');
    const fr = render('/fr/tender-finance');
    expect(fr.status).toBe(404);
    expect(lang(fr.html)).toBe('en');
    expect(h1(fr.html)).toBe('We could not find that page');
  });

  it('marks what is shown in English for want of a translation with lang="en"', () => {
    const { html } = renderer()('/zu/tender-finance');
    expect(html).toContain('<footer class="site-footer" lang="en">');
    expect(html).toContain('<section lang="en" class="slideshow carousel" id="how-tender-finance-helps-your-business"');
    expect(html).toContain('<section lang="en" class="refer-and-earn refer-and-earn-with-image" id="refer">');
    expect(html).not.toContain('<template');
    expect(renderer()('/af/tender-finance').html).not.toContain('lang="en" class=');
  });
});

describe('what a translated page keeps', () => {
  it.each(['/tender-finance-in-cape-town', '/', '/invest'])('sends %s’s outbound links, with their tracking marks, as the English page does', (path) => {
    const render = renderer();
    const outbound = (html: string) => [...html.matchAll(/<a [^>]*href="https:[^"]*"[^>]*>/g)].map((m) => m[0]);
    const english = outbound(render(path).html);
    expect(english.length).toBeGreaterThan(2);
    expect(outbound(render(`/af${path === '/' ? '' : path}`).html)).toEqual(english);
    expect(outbound(render(`/zu${path === '/' ? '' : path}`).html)).toEqual(english);
  });
});

describe('the language switch', () => {
  const switchOf = (html: string) => /<nav aria-label="([^"]*)" class="language-switch language-row"><ul class="language-list">(.*?)<\/ul><\/nav>/.exec(html);
  it('links the same page and city in each language, each link in its own language, the current one marked', () => {
    const found = switchOf(renderer()('/af/tender-finance/durban').html)!;
    expect(found[1]).toBe('Taal');
    expect(found[2]).toBe(
      '<li><a href="/tender-finance/durban" lang="en" hrefLang="en">EN<span class="visually-hidden"> English</span></a></li>' +
        '<li><a href="/af/tender-finance/durban" lang="af" hrefLang="af" aria-current="true">AF<span class="visually-hidden"> Afrikaans</span></a></li>' +
        '<li><a href="/zu/tender-finance/durban" lang="zu" hrefLang="zu">ZU<span class="visually-hidden"> isiZulu</span></a></li>',
    );
    // In the phone menu, where there is room, each language by its name.
    expect(renderer()('/af/tender-finance/durban').html).toContain(
      '<li><a href="/af/tender-finance/durban" lang="af" hrefLang="af" aria-current="true">Afrikaans</a></li>',
    );
  });

  it('keeps an unlisted city and takes its label from each language’s site texts', () => {
    const render = renderer();
    const home = switchOf(render('/').html)!;
    expect(home[1]).toBe('Language');
    expect(home[2]).toContain('<a href="/af" lang="af" hrefLang="af">AF<span class="visually-hidden"> Afrikaans</span></a>');
    const zu = switchOf(render('/zu/tender-finance-in-nowhere-ville').html)!;
    expect(zu[1]).toBe('Ulimi');
    expect(zu[2]).toContain('<a href="/tender-finance-in-nowhere-ville" lang="en" hrefLang="en">EN<span class="visually-hidden"> English</span></a>');
    // In the phone menu too.
    expect(render('/').html).toContain('<nav aria-label="Language" class="language-switch language-column">');
  });

  it('is not on a site without languages', () => {
    expect(createRenderer({ ...shippedModel(), editions: [] }, { scripts: [], styles: [] })('/').html).not.toContain('language-switch');
  });
});

describe('prices in each language', () => {
  const prices = (html: string) => [...html.matchAll(/<span class="plan-price-amount">([^<]*)<\/span>/g)].map((m) => m[1]);
  it('writes the same values in each language its own way', () => {
    const render = renderer();
    expect(prices(render('/').html).slice(0, 3)).toEqual(['R49.00', 'R108.00', 'R196.50']);
    // Afrikaans writes rand with a no-break space and a decimal comma (Intl).
    expect(prices(render('/af').html).slice(0, 3)).toEqual(['R\u00a049,00', 'R\u00a0108,00', 'R\u00a0196,50']);
  });

  it('writes the project cards’ amounts and days in each language its own way', () => {
    const render = renderer();
    // The first project card: MD75167, invest 85000 at 24 %, wanted by 2024-02-05.
    const facts = (html: string) => [...(/data-project="MD75167"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '').matchAll(/<dd>([^<]*)<\/dd>/g)].map((m) => m[1]);
    expect(facts(render('/invest').html).slice(1, 6)).toEqual(['R85,000', 'R20,400', '24%', '30 days', '5 Feb 2024']);
    expect(facts(render('/af/invest').html).slice(1, 3)).toEqual(['R\u00a085\u00a0000', 'R\u00a020\u00a0400']);
    expect(facts(render('/af/invest').html)[5]).toBe('5 Feb. 2024');
  });

  it('changes in every language when the one value changes', () => {
    const config = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8');
    expect(config).toMatch(/^ {2}rental: 49 /m);
    const result = loadWith({ 'site.config.yaml': config.replace(/^ {2}rental: 49 /m, '  rental: 59 ') });
    if (!result.ok) throw new Error('the changed config does not load');
    const render = createRenderer(withHandEditions(result.model), { scripts: [], styles: [] });
    expect(prices(render('/').html)[0]).toBe('R59.00');
    expect(prices(render('/af').html)[0]).toBe('R\u00a059,00');
  });
});
