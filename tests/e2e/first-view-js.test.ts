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

/** The boot's late part (decision 55), the one script a first view asks for, after the load. */
const LATE = expect.stringMatching(/^\/assets\/boot-late-[\w-]+\.js$/);

describe("a first view fetches no script but the boot's late part: carousels, plan cards and the player need no more", () => {
  it('home at 390 × 844: nothing more however far the visitor scrolls, past the player and the plan cards; a key asks for the entry script, and still no React', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
    const scripts = siteScripts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.evaluate(afterPaintAndIdle);
    // Its request is reported to this process after the page went idle (a loaded machine delays the report).
    await expect.poll(() => scripts, { message: 'the inline boot script and its late part on the first view', timeout: 10_000 }).toEqual([LATE]);
    await page.mouse.wheel(0, 3000);
    await page.evaluate(afterPaintAndIdle);
    expect(scripts, 'scrolling past the audio player and the plan cards').toEqual([LATE]);

    const entry = entryScriptResponse(page);
    await page.keyboard.press('Tab');
    await entry;
    await page.evaluate(afterPaintAndIdle);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(await anyIslandHydrated(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('investor at 390 × 844: the live deals, far below, load React only as they near the screen', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
    const scripts = siteScripts(page);
    await page.goto(`${baseUrl}/invest`, { waitUntil: 'load' });
    await page.evaluate(afterPaintAndIdle);
    await expect.poll(() => scripts, { timeout: 10_000 }).toEqual([LATE]);
    const entry = entryScriptResponse(page);
    await page.locator('[data-island="deals"]').scrollIntoViewIfNeeded();
    await entry;
    await expect.poll(() => anyIslandHydrated(page), { timeout: 20_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Lighthouse counts every request that ends before the paint it observes in the Largest
 * Contentful Paint; the inline boot script asks for its late part once the page has painted and
 * loaded, and for the entry script only when an island is near and a frame has been painted, or at
 * the visitor's first press, so no script is among them.
 */
describe('no script is requested before the first paint', () => {
  // No page type holds an island on its first screen at 390 × 844: the entry script comes only once
  // the visitor acts. The invoice page's confetti button fetches its small drawing chunk at idle.
  for (const { label, path } of pageTypes(shippedModel())) {
    it(`${label} (${path}): no script but the boot's late part, after the paint and the load, until the visitor acts; then the entry script`, async () => {
      const { page, context, errors } = await openPage(browser(), { viewport: PHONE });
      const scripts = siteScripts(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.evaluate(afterPaintAndIdle);
      // The invoice page's celebrating APPLY NOW is on its first screen: its drawing chunk (1.3 KB, no React) comes at idle, alone.
      // Its request is reported to this process after the page went idle, so wait for it (a loaded machine delays the report).
      const firstView = label === 'invoice' ? [LATE, expect.stringMatching(/^\/assets\/confetti-[\w-]+\.js$/)] : [LATE];
      await expect.poll(() => scripts.length, { timeout: 10_000 }).toBe(firstView.length);
      expect(scripts, 'the scripts of a first view').toEqual(firstView);
      // The visitor acts: a key anywhere asks for the entry script.
      const entry = entryScriptResponse(page);
      await page.keyboard.press('Shift');
      await entry;
      // Resource timing lists a request once it has ended: wait for the entry script's.
      await expect
        .poll(() => page.evaluate(`performance.getEntriesByType('resource').some((e) => e.initiatorType === 'script')`), { timeout: 10_000 })
        .toBe(true);
      // A string, not a function: tsx would wrap a function in __name(), which the page does not have.
      const timing = await page.evaluate<{ fcp?: number; load?: number; first?: { name: string; startTime: number } }>(`(() => {
        const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script').sort((a, b) => a.startTime - b.startTime);
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          load: performance.getEntriesByType('navigation')[0]?.loadEventStart,
          first: { name: new URL(scripts[0].name).pathname, startTime: scripts[0].startTime },
        };
      })()`);
      // The first script asked for is the late part, once the page has painted and loaded.
      expect(timing.first?.name).toMatch(/^\/assets\/boot-late-[\w-]+\.js$/);
      expect(timing.fcp).toBeGreaterThan(0);
      expect(timing.first!.startTime).toBeGreaterThanOrEqual(timing.fcp!);
      expect(timing.first!.startTime).toBeGreaterThanOrEqual(timing.load!);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
