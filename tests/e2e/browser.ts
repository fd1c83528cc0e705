import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch Debian's Chromium. A missing browser is a failure with the fix, never a skip. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}. Install it as root: apt-get update && apt-get install -y chromium (npm test does this itself when run as root).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

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
  } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: options.viewport ?? MOBILE,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    bypassCSP: options.bypassCSP ?? false,
  });
  const blocked: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (LOOPBACK.has(url.hostname)) return route.continue();
    blocked.push(url.href);
    if (url.pathname.endsWith('.js') && route.request().resourceType() === 'script') {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub third-party script */' });
    }
    return route.abort('blockedbyclient');
  });
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
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * Press something that opens a link in a new tab, and give the URL the new tab asked for
 * (the request itself is blocked: tests never leave the machine).
 */
export async function urlOpenedBy(page: Page, siteUrl: string, press: () => Promise<void>): Promise<string> {
  const [popup, request] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (candidate) => candidate.isNavigationRequest() && !candidate.url().startsWith(siteUrl)),
    press(),
  ]);
  await popup.close();
  return request.url();
}
