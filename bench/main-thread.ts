import type { Browser } from 'playwright-core';
import { blockOutsideLoopback } from '../dev/browser/chromium';
import { PHONE } from './first-view';
import type { PageType } from './page-types';

/** The main thread's work for one first view with the CPU slowed `rate` times (Chromium's own counters, not Lighthouse's estimate). */
export interface MainThread {
  path: string;
  rate: number;
  /** Every task of the page's main thread from navigation until the network was idle and a second more, ms. */
  taskMs: number;
  scriptMs: number;
  /** Style recalculation and layout. */
  styleLayoutMs: number;
  firstContentfulPaintMs: number;
  /** Tasks over 50 ms (longtask entries), and the blocking time they add up to: each one's time past 50 ms. */
  longTasks: number;
  blockingMs: number;
}

// A string: tsx would wrap a function in __name(), which the page does not have.
const OBSERVE_LONG_TASKS = `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;

/**
 * Open the page on a 390 × 844 phone with the CPU throttled (CDP Emulation.setCPUThrottlingRate),
 * loopback only, no scroll, no input; read the renderer's Performance metrics and the long tasks.
 */
export async function measureMainThread(browser: Browser, baseUrl: string, type: PageType, rate: number): Promise<MainThread> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    await blockOutsideLoopback(context);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(baseUrl + type.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    const { fcp, long } = await page.evaluate<{ fcp: number; long: Array<[number, number]> }>(
      `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, long: window.__longTasks })`,
    );
    return {
      path: type.path,
      rate,
      taskMs: metric('TaskDuration'),
      scriptMs: metric('ScriptDuration'),
      styleLayoutMs: metric('RecalcStyleDuration') + metric('LayoutDuration'),
      firstContentfulPaintMs: Math.round(fcp),
      longTasks: long.length,
      blockingMs: Math.round(long.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
    };
  } finally {
    await context.close();
  }
}
