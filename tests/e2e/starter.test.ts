import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../src/app/engine';
import { startSite, type RunningSite } from '../../src/app/start-site';
import { loadSiteOrThrow } from '../../src/config/load';
import { ROOT } from '../helpers/load-fixture';
import { DESKTOP, openPage, urlOpenedInNewTab, useBrowser } from './browser';
import { pressedUrl } from '../helpers/pressed-url';

// The second site (examples/starter): another brand, built and served by the same engine, so
// nothing of the shipped site is needed to run one.
const STARTER = join(ROOT, 'examples', 'starter');
const DIST = join(ROOT, '.cache', 'e2e-starter-dist');
const browser = useBrowser();
let site: RunningSite;

beforeAll(async () => {
  rmSync(DIST, { recursive: true, force: true });
  const engine = createEngine(loadSiteOrThrow(STARTER), { root: STARTER, distDir: DIST, log: { log: () => {}, error: console.error } });
  site = await startSite(engine, { build: 'always', host: '127.0.0.1' });
});
afterAll(() => site?.close());

describe('a second site on the engine', () => {
  it('serves its home page in its own colours and name, with no console errors', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: DESKTOP });
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Your bike, running like new');
    await expect(page.title()).resolves.toBe('Bicycle repairs and services in Cape Town | Harbour Bikes');
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe('#14532d');
    // brand.colours.primary of examples/starter/site.config.yaml, #14532d.
    const book = page.getByRole('main').getByRole('link', { name: 'Book a service' });
    await expect(book.evaluate((a) => getComputedStyle(a).backgroundColor)).resolves.toBe('rgb(20, 83, 45)');
    await expect(page.getByRole('cell', { name: 'R350' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps its four links in one row with no More, from the width its own labels need', async () => {
    // 820 px: its four labels, each as wide as its longest translation (Herstelwerk, Bespreek 'n diens),
    // and beside them its language switch (English, Afrikaans).
    const { page, context } = await openPage(browser(), { viewport: { width: 840, height: 800 } });
    await page.goto(`${site.url}/`);
    const row = page.getByRole('navigation', { name: 'Main' });
    await expect(row.getByRole('link').allTextContents()).resolves.toEqual(['Home', 'Repairs', 'Contact', 'Book a service']);
    await expect(row.getByText('More', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
    const tops = await row.getByRole('listitem').evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    await context.close();
  });

  it("draws its whole logo: the name ends inside the picture's 180 px, whatever font the phone has", async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 360, height: 740 } });
    await page.goto(`${site.url}/media/logo.svg`);
    const right = await page.locator('text').evaluate((text) => {
      const box = (text as SVGTextElement).getBBox();
      return box.x + box.width;
    });
    expect(right).toBeLessThanOrEqual(180);
    expect(right).toBeGreaterThan(160);
    await context.close();
  });

  it('answers its {city} form with the city text in the heading', async () => {
    const { page, context } = await openPage(browser());
    const response = await page.goto(`${site.url}/bike-repairs/stellenbosch`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Bike repairs In Stellenbosch');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://www.harbourbikes.example/bike-repairs/stellenbosch');
    await context.close();
  });

  it('answers its Afrikaans pages under /af, city text and all, with lang af and its switch back to English', async () => {
    const { page, context } = await openPage(browser());
    const response = await page.goto(`${site.url}/af/bike-repairs/cape-town`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('af');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Fietsherstelwerk in Kaapstad');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://www.harbourbikes.example/af/bike-repairs/cape-town');
    await expect(page.locator('a[hreflang="en"]').first().getAttribute('href')).resolves.toBe('/bike-repairs/cape-town');
    await context.close();
  });

  it('carries the landing campaign on its tracked link', async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP });
    await page.goto(`${site.url}/?utm_source=newsletter&utm_campaign=spring`);
    const opened = await urlOpenedInNewTab(page, () => page.getByRole('main').getByRole('link', { name: 'Book a service' }).click());
    expect(opened).toMatch(
      pressedUrl('https://book.example.org/harbour-bikes/service?utm_source=newsletter&utm_medium=&utm_campaign=spring&utm_content=&utm_term=&affid='),
    );
    await context.close();
  });

  it('answers an unknown path with 404 and its own not-found page', async () => {
    const { page, context } = await openPage(browser());
    const response = await page.goto(`${site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('That page rode off');
    await context.close();
  });

  it('lists its canonical pages, its cities included, in its sitemap (pages in file-name order, English then Afrikaans)', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.harbourbikes.example/',
      'https://www.harbourbikes.example/privacy',
      'https://www.harbourbikes.example/bike-repairs',
      'https://www.harbourbikes.example/bike-repairs/cape-town',
      'https://www.harbourbikes.example/bike-repairs/stellenbosch',
      'https://www.harbourbikes.example/bike-repairs/knysna',
      'https://www.harbourbikes.example/af',
      'https://www.harbourbikes.example/af/privacy',
      'https://www.harbourbikes.example/af/bike-repairs',
      'https://www.harbourbikes.example/af/bike-repairs/cape-town',
      'https://www.harbourbikes.example/af/bike-repairs/stellenbosch',
      'https://www.harbourbikes.example/af/bike-repairs/knysna',
    ]);
  });
});
