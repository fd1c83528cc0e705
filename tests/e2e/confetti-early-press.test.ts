import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdScripts, MOBILE, openPage, urlOpenedInNewTab, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const FORM = 'https://forms.example.com/invoice-cash-advance-application';
/** Resolves once the page has painted (a string: tsx would wrap a function in __name(), which the page does not have). */
const FIRST_PAINT = `new Promise((painted) => new PerformanceObserver((list, observer) => list.getEntriesByName('first-contentful-paint').length && (observer.disconnect(), painted())).observe({ type: 'paint', buffered: true }))`;

/** Notes in the page whether a confetti canvas was ever added (it is removed again after 5 s). */
async function watchConfetti(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { confettiShown: boolean };
    seen.confettiShown = false;
    new MutationObserver(() => {
      if (document.querySelector('canvas.confetti-canvas')) seen.confettiShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { confettiShown: boolean }).confettiShown);
}

describe('confetti on every press of APPLY NOW (slow phone, CPU throttled 4x)', () => {
  // Presses a visitor makes while the page is still starting: the verdict is only whether the
  // confetti showed at all (seen by a watcher installed before the page loads), however long it took.
  it.each([50, 200, 500, 900])('a press %i ms after load opens the form and shows the confetti', async (delay) => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const confettiShown = await watchConfetti(page);
    await page.goto(`${baseUrl}/invoice-discounting`, { waitUntil: 'load' });
    await page.waitForTimeout(delay);
    const opened = await urlOpenedInNewTab(page, () => page.getByRole('link', { name: 'APPLY NOW PRESS HERE' }).click());
    expect(opened.startsWith(FORM)).toBe(true);
    await expect.poll(confettiShown, { timeout: 20_000, message: `no confetti for a press ${delay} ms after load` }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a press while every script of the site is still on its way shows the confetti once they arrive', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    const confettiShown = await watchConfetti(page);
    const { held, release } = await holdScripts(page, 'continue');
    await page.goto(`${baseUrl}/invoice-discounting`, { waitUntil: 'domcontentloaded' });
    // Only the inline boot script runs (it asks for the entry script at idle after the first paint,
    // the confetti button being near the screen; held like every other).
    await page.evaluate(FIRST_PAINT);
    const opened = await urlOpenedInNewTab(page, () => page.getByRole('link', { name: 'APPLY NOW PRESS HERE' }).click());
    expect(opened.startsWith(FORM)).toBe(true);
    // The press asked for the entry script, which is held.
    await expect.poll(held, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await confettiShown()).toBe(false);
    release();
    await expect.poll(confettiShown, { timeout: 20_000, message: 'the early press never showed its confetti' }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
