import type { Browser, Page } from 'playwright-core';
import { blockOutsideLoopback } from '../dev/browser/chromium';

/** The phone of issue 41: 400 kbps each way, 400 ms round trip, CPU slowed 4 times. */
export const SLOW_PHONE = { downloadKbps: 400, uploadKbps: 400, latencyMs: 400, cpuRate: 4 } as const;

/**
 * Installed before the page loads (a string: tsx would wrap a function in __name(), which the page
 * does not have): at the load event it presses the first celebrating link, as a visitor pressing
 * the moment the page looks ready, and notes when the confetti's first piece is drawn (the
 * confettidrawn event of src/client/confetti.ts). The press opens no tab (default prevented before
 * the link acts); the boot script still catches it, as it does a real one.
 */
export const PRESS_AT_LOAD = `(() => {
  const seen = (window.__confetti = { pressedAt: 0, drawnAt: 0 });
  addEventListener('click', (event) => event.target.closest && event.target.closest('[data-celebrate]') && event.preventDefault(), true);
  document.addEventListener('confettidrawn', () => { seen.drawnAt = performance.now(); });
  addEventListener('load', () => {
    seen.pressedAt = performance.now();
    document.querySelector('[data-celebrate]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
})()`;

/** True once the confetti of the press at load has drawn (a function: the site's CSP refuses a string to evaluate). */
export const confettiDrawn = () => (window as unknown as { __confetti: { drawnAt: number } }).__confetti.drawnAt > 0;

/** Throttle network and CPU as SLOW_PHONE says, through the page's CDP session. */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: bytesPerSecond(SLOW_PHONE.downloadKbps),
    uploadThroughput: bytesPerSecond(SLOW_PHONE.uploadKbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
}

/** Milliseconds from a press at the load event to the first confetti piece drawn, on the slow phone; one per run. */
export async function measureConfettiPress(browser: Browser, url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await blockOutsideLoopback(context);
      const page = await context.newPage();
      await page.addInitScript(PRESS_AT_LOAD);
      await slowPhone(page);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(confettiDrawn, undefined, { timeout: 30_000 });
      const seen = await page.evaluate<{ pressedAt: number; drawnAt: number }>('window.__confetti');
      times.push(Math.round(seen.drawnAt - seen.pressedAt));
    } finally {
      await context.close();
    }
  }
  return times;
}
