import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { anyIslandHydrated, entryScriptResponse, openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The phone the first-view budget is stated for. */
const PHONE = { width: 390, height: 844 };

/** Resolves after the first contentful paint and then the browser being idle twice: anything scheduled for paint or idle has run by then. */
const afterPaintAndIdle = `new Promise((painted) => new PerformanceObserver((list, observer) => list.getEntriesByName('first-contentful-paint').length && (observer.disconnect(), painted())).observe({ type: 'paint', buffered: true }))
  .then(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 3000 }), { timeout: 3000 })))`;

/** Every script of the site the page asks for, by path, as it asks. */
function siteScripts(page: import('playwright-core').Page): string[] {
  const scripts: string[] = [];
  // The site's own scripts; the chat widget (third party) is not the site's JavaScript, and is blocked.
  page.on('request', (request) => request.resourceType() === 'script' && request.url().startsWith(baseUrl) && scripts.push(new URL(request.url()).pathname));
  return scripts;
}

describe('a first view with no island on its first screen fetches no script at all', () => {
  it('home at 390 × 844: nothing until the visitor scrolls; then the audio player 80 px below the fold hydrates before it is reached', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
    const scripts = siteScripts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.evaluate(afterPaintAndIdle);

    const player = page.locator('[data-island="audio-player"]');
    // Below the fold, but within the 200 px the islands are started ahead of a scrolling visitor.
    const top = await player.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(PHONE.height);
    expect(top).toBeLessThan(PHONE.height + 200);
    expect(scripts, 'only the inline boot script on the first view').toEqual([]);
    expect(await anyIslandHydrated(page)).toBe(false);

    // A 20 px scroll: the player is still not on the screen, but the visitor is heading down.
    const entry = entryScriptResponse(page);
    await page.mouse.wheel(0, 20);
    await entry;
    await expect.poll(() => player.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer'))), { timeout: 20_000 }).toBe(true);
    expect(await player.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(PHONE.height - 20 - 1);
    expect(scripts[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(scripts.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('privacy policy at 390 × 844: nothing however long the visitor reads; a key pressed asks for the entry script, and still no React', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
    const scripts = siteScripts(page);
    await page.goto(`${baseUrl}/privacy`, { waitUntil: 'load' });
    await page.evaluate(afterPaintAndIdle);
    expect(scripts).toEqual([]);

    const entry = entryScriptResponse(page);
    await page.keyboard.press('Tab');
    await entry;
    await page.evaluate(afterPaintAndIdle);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(await anyIslandHydrated(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Lighthouse counts every request that ends before the paint it observes in the Largest
 * Contentful Paint; the inline boot script asks for the entry script only when an island is near
 * and a frame has been painted, or at the visitor's first press, so no script is among them.
 */
describe('no script is requested before the first paint', () => {
  // The page types whose first screen on a 390 × 844 phone holds an island (a carousel), or a
  // confetti button (its small drawing chunk is fetched ahead, no React): the entry script comes
  // with the first view; on the others only once the visitor acts.
  const ISLAND_ON_FIRST_SCREEN = ['tender bid', 'briefing', 'tender finance', 'invoice', 'investor', 'bakkie'];
  for (const { label, path } of pageTypes(shippedModel())) {
    it(`${label} (${path}): the entry script is asked for after the first contentful paint, and is the first script asked for`, async () => {
      const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
      const scripts = siteScripts(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.evaluate(afterPaintAndIdle);
      if (ISLAND_ON_FIRST_SCREEN.includes(label)) await expect.poll(() => scripts.length, { timeout: 10_000 }).toBeGreaterThan(0);
      else {
        expect(scripts, 'a script on a first view with no island').toEqual([]);
        // The visitor acts: a key anywhere asks for the entry script.
        const entry = entryScriptResponse(page);
        await page.keyboard.press('Shift');
        await entry;
      }
      // Resource timing lists a request once it has ended: wait for the entry script's.
      await expect.poll(() => page.evaluate(`performance.getEntriesByType('resource').some((e) => e.initiatorType === 'script')`), { timeout: 10_000 }).toBe(true);
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
