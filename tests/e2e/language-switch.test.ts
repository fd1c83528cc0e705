import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { NO_CONTENT } from '../../src/content/site-content';
import { prerender } from '../../src/prerender/prerender';
import { assetsFromManifest } from '../../src/render/assets';
import { createSiteServer } from '../../src/server/server';
import { withHandEditions } from '../helpers/hand-editions';
import { shippedModel } from '../helpers/load-fixture';
import { DESKTOP, MOBILE, openPage, SETTLES, useBrowser } from './browser';

/**
 * The language switch in Chromium with script off (decision 45): the shipped site with hand-made
 * Afrikaans and isiZulu editions and two cities, prerendered beside the e2e build's client files
 * and served by the Node server, as `start` serves a built site.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const model: SiteModel = (() => {
  const m = shippedModel();
  return withHandEditions({ ...m, site: { ...m.site, cities: ['durban', 'cape-town'] } });
})();
const dist = mkdtempSync(join(tmpdir(), 'e2e-languages-'));
let server: Server;
let base: string;
const browser = useBrowser();

beforeAll(async () => {
  const built = inject('distDir');
  for (const folder of ['.vite', 'assets', 'media']) cpSync(join(built, folder), join(dist, folder), { recursive: true });
  const summary = await prerender({ model, outDir: dist, assets: assetsFromManifest(dist, model), workers: 0 });
  expect(summary.failed).toEqual([]);
  server = createSiteServer({ model, distDir: dist, content: NO_CONTENT, log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('the language switch with script off', () => {
  it('takes a visitor on a wide screen to the same page and city in another language, and back', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: DESKTOP, javaScript: false });
    await page.goto(`${base}/tender-finance-in-cape-town`);
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.isVisible()).resolves.toBe(true);
    await expect(languages.getByRole('link', { name: 'English' }).getAttribute('aria-current')).resolves.toBe('true');
    await languages.getByRole('link', { name: 'Afrikaans' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SETTLES).toBe('/af/tender-finance-in-cape-town');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Tenderfinansiering in Kaapstad');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('af');
    await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'isiZulu' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SETTLES).toBe('/zu/tender-finance-in-cape-town');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Tender Finance In Cape Town');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in the menu on a phone, and keeps a city no build wrote', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE, javaScript: false });
    await page.goto(`${base}/af/tender-finance-in-soshanguve`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Tenderfinansiering in Soshanguve');
    await page.getByRole('link', { name: 'Open menu' }).click();
    const inMenu = page.locator('#mobile-menu').getByRole('navigation', { name: 'Taal' });
    await expect.poll(() => inMenu.isVisible(), SETTLES).toBe(true);
    await inMenu.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SETTLES).toBe('/tender-finance-in-soshanguve');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Tender Finance In Soshanguve');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([DESKTOP, MOBILE])('leaves axe nothing to find on an Afrikaans page at $width px', async (viewport) => {
    const { page, context } = await openPage(browser(), { viewport, bypassCSP: true });
    await page.goto(`${base}/af/tender-finance-in-durban`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.documentElement.classList.add('draw-all'));
    await page.addScriptTag({ path: AXE_PATH });
    const results: AxeResults = await page.evaluate(() =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      }),
    );
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
    await context.close();
  });
});
