import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { anyIslandHydrated, entryScriptResponse, openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The phone the first-view budget is stated for. */
const PHONE = { width: 390, height: 844 };

/** Resolves after the browser has been idle twice: anything scheduled for idle has run by then. */
const afterIdle = `new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 3000 }), { timeout: 3000 }))`;

describe('the first view downloads no React while no island is on the first screen', () => {
  it('home at 390 × 844: the audio player 80 px below the fold waits until the visitor scrolls, then hydrates before it is reached', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
    const scripts: string[] = [];
    // The site's own scripts; the chat widget (third party, after idle plus a delay) is not the site's JavaScript.
    page.on('request', (request) => request.resourceType() === 'script' && request.url().startsWith(baseUrl) && scripts.push(new URL(request.url()).pathname));
    const entry = entryScriptResponse(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await entry;
    await page.evaluate(afterIdle);

    const player = page.locator('[data-island="audio-player"]');
    // Below the fold, but within the 200 px the islands are started ahead of a scrolling visitor.
    const top = await player.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(PHONE.height);
    expect(top).toBeLessThan(PHONE.height + 200);
    expect(await anyIslandHydrated(page)).toBe(false);
    expect(scripts, 'only the entry script on the first view').toHaveLength(1);

    // A 20 px scroll: the player is still not on the screen, but the visitor is heading down.
    await page.mouse.wheel(0, 20);
    await expect.poll(() => player.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer'))), { timeout: 20_000 }).toBe(true);
    expect(await player.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(PHONE.height - 20 - 1);
    expect(scripts.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('privacy policy at 390 × 844: nothing but the entry script, however long the visitor reads', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && request.url().startsWith(baseUrl) && scripts.push(new URL(request.url()).pathname));
    const entry = entryScriptResponse(page);
    await page.goto(`${baseUrl}/privacy`, { waitUntil: 'load' });
    // The boot script asks for the entry script once the first paint is reported, which may come after an idle moment.
    await entry;
    await page.evaluate(afterIdle);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(await anyIslandHydrated(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Lighthouse counts every request that ends before the paint it observes in the Largest
 * Contentful Paint; the inline boot script asks for the entry script only once a frame has been
 * painted, so no script is among them (ARCHITECTURE.md).
 */
describe('no script is requested before the first paint', () => {
  for (const { label, path } of pageTypes(shippedModel())) {
    it(`${label} (${path}): the entry script is asked for after the first contentful paint, and is the first script asked for`, async () => {
      const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
      const entry = entryScriptResponse(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      // Resource timing lists a request once it has ended: wait for the entry script's.
      await (await entry).finished();
      // A string, not a function: tsx would wrap a function in __name(), which the page does not have.
      const timing = (await page.evaluate(`(() => {
        const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script').sort((a, b) => a.startTime - b.startTime);
        return { fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, first: { name: new URL(scripts[0].name).pathname, startTime: scripts[0].startTime } };
      })()`)) as { fcp?: number; first?: { name: string; startTime: number } };
      expect(timing.first?.name).toMatch(/^\/assets\/main-[\w-]+\.js$/);
      expect(timing.fcp).toBeGreaterThan(0);
      expect(timing.first!.startTime).toBeGreaterThanOrEqual(timing.fcp!);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
