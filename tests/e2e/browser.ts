import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { blockOutsideLoopback, launchChromium } from '../../dev/browser/chromium';

export { launchChromium as launchBrowser, urlOpenedInNewTab } from '../../dev/browser/chromium';
export { hydrateEveryIsland, hydrateIsland } from '../../dev/browser/islands';

/** Whether any island of the page has hydrated. */
export function anyIslandHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.querySelectorAll('[data-island]')].some((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer'))));
}

export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far. */
  errors: string[];
  /** Non-loopback requests the test blocked. */
  blocked: string[];
}

/**
 * A page that can only reach loopback: every other request is blocked (the chat widget is
 * answered with an empty script so its absence is not an error), and console errors are kept.
 */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce' | 'no-preference';
    /** Only for injecting axe-core: the site's CSP rightly refuses inline scripts. */
    bypassCSP?: boolean;
    /** false: a visitor whose browser runs no script (blocked, stripped by a proxy, never arrived). */
    javaScript?: boolean;
  } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: options.viewport ?? MOBILE,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    bypassCSP: options.bypassCSP ?? false,
    javaScriptEnabled: options.javaScript ?? true,
  });
  const blocked = await blockOutsideLoopback(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors, blocked };
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** The entry script's path (src/client/main.ts as built), which the inline boot script asks for. */
export const ENTRY_SCRIPT = /^\/assets\/main-[\w-]+\.js$/;

/** The entry script's response: the boot script asks for it once the first paint is reported. Call before navigating. */
export const entryScriptResponse = (page: Page) => page.waitForResponse((response) => ENTRY_SCRIPT.test(new URL(response.url()).pathname));

/** Holds every request `match` takes until `release()`, then answers it (`'continue'`) or drops it (`'abort'`); `held()` counts them. */
async function holdRequests(page: Page, match: (url: URL) => boolean, then: 'continue' | 'abort') {
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    held += 1;
    await released;
    await (then === 'continue' ? route.continue() : route.abort('aborted')).catch(() => {});
  });
  return { held: () => held, resetCount: () => void (held = 0), release: () => release() };
}

/**
 * A slow network for every script of the site, the entry script too: each is held until
 * `release()`, then answered (`then: 'continue'`) or dropped (`'abort'`). `held()` counts the
 * scripts held so far. Only the boot script, inline in the HTML, runs: the visitor acts before the
 * entry script, React or any island arrives. `pass` names scripts left alone (the entry script: it
 * has arrived and is waiting for React).
 */
export function holdScripts(page: Page, then: 'continue' | 'abort', pass?: RegExp) {
  return holdRequests(page, (url) => /^\/assets\/.+\.js$/.test(url.pathname) && !pass?.test(url.pathname), then);
}

/** The boot script's late part (src/client/boot-late.ts, docs/decisions/55-boot-now-and-later.md). */
export const LATE_PART = /^\/assets\/boot-late-[\w-]+\.js$/;

/**
 * Holds the boot's late part until `release`: what a visitor's press meets before it has arrived.
 * Routes added later are asked first, so this may follow holdScripts (pass it LATE_PART).
 */
export async function holdLatePart(page: Page) {
  const { held, release } = await holdRequests(page, (url) => LATE_PART.test(url.pathname), 'continue');
  return { asked: held, release };
}

/**
 * Stop the page's clock where it stands. Install it with `page.clock.install()` before navigation:
 * time then flows as usual, so the idle callbacks and timers hydration needs still run; once the
 * islands a test needs have hydrated, this pauses it, and from then on the page's timers fire only
 * when the test runs the clock on (`page.clock.runFor(ms)`). Followed by `settle`, that asserts on
 * what the page shows after a given time without waiting for it.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // A second ahead of the page's time: the clock must not have passed it by the time it pauses.
    const at = await page.evaluate(() => Date.now() + 1000);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt === 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Let the page finish what the timers that just fired started. React renders an update in a
 * MessageChannel task queued by the timer, which the paused clock does not hold; one more message
 * is handled after it.
 */
export async function settle(page: Page): Promise<void> {
  // Twice: the render, then the effects it schedules (a restarted timer) in a task of their own.
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Whether the element's top edge is within the viewport: where a visitor reads it. */
export async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.y >= 0 && box.y < page.viewportSize()!.height;
}

/**
 * Jumps to a section scroll smoothly (the site's CSS): to know the visitor has arrived, the page
 * notes where each scroll ended. Call before navigating; then `scrollEndedHere` waits for the end.
 */
export async function noteScrollEnds(page: Page): Promise<void> {
  await page.addInitScript(() => addEventListener('scrollend', () => ((window as unknown as { scrollEndedAt?: number }).scrollEndedAt = scrollY)));
}

/** Waits until the last scroll has ended where the page now is (`noteScrollEnds` first). */
export async function scrollEndedHere(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { scrollEndedAt?: number }).scrollEndedAt === scrollY);
}

/** Two frames: the browser lays out what just changed, and keeps the visitor's place, before the test looks. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The label ("2 of 3") of the slide a slide show shows: the one whose left edge is at the row's
 * left edge once its sideways scroll has come to rest; undefined while it is between two slides.
 * Poll it (`expect.poll`): the row scrolls smoothly.
 */
export async function shownSlide(slideShow: Locator): Promise<string | undefined> {
  return slideShow.locator('.slideshow-slides').evaluate((row) => {
    const left = row.getBoundingClientRect().left;
    const shown = [...row.children].find((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1);
    return shown?.getAttribute('aria-label') ?? undefined;
  });
}

/**
 * Presses the previous or next control named `name`: with script, the slide show's one pair of
 * buttons; without (or before the boot script has run), the label of the slide shown (each slide
 * has its own pair, src/ui/SlideShow.tsx).
 */
export async function pressSlideControl(slideShow: Locator, name: string): Promise<void> {
  const pair = slideShow.locator('.slideshow-pair:not([hidden])');
  if ((await pair.count()) > 0) return pair.getByRole('button', { name, exact: true }).click();
  const label = await shownSlide(slideShow);
  await slideShow.getByRole('group', { name: label, exact: true }).getByTitle(name, { exact: true }).click();
}

/** For expect.poll on what a smooth scroll or a transition settles into: it waits for the state, not a time (at load 10 a scroll can take seconds). */
export const SETTLES = { timeout: 25_000 };
