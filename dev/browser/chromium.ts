import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium: never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A tab opened by a middle or ctrl/cmd click starts outside Playwright's request routing; with
  // no name resolving but loopback, nothing it asks for can leave the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Launch Debian's Chromium. A missing browser is a failure with the fix, never a skip. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it as root: apt-get update && apt-get install -y chromium (never download a browser; set CHROMIUM_PATH for another binary).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Let `context` reach loopback only: every other request is blocked and listed in `blocked`
 * (a third-party script is answered with an empty one, so its absence is not an error).
 */
export async function blockOutsideLoopback(context: BrowserContext, blocked: string[] = []): Promise<string[]> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (LOOPBACK.has(url.hostname)) return answered(route.continue());
    blocked.push(url.href);
    if (url.pathname.endsWith('.js') && route.request().resourceType() === 'script') {
      return answered(route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub third-party script */' }));
    }
    return answered(route.abort('blockedbyclient'));
  });
  return blocked;
}

/**
 * A page's own route that is unrouted while it holds a request (a test letting held scripts go, then
 * unrouting) hands that request on to this one while the page's handler answers it too: the second
 * answer finds it already handled, and there is nothing left to do. Any other failure still throws.
 */
const answered = (reply: Promise<void>) =>
  reply.catch((error: unknown) => {
    if (!String(error).includes('Route is already handled')) throw error;
  });

/**
 * Do something that opens a link in a new tab (click, middle click, ctrl/cmd click, Enter) and
 * give the URL that tab asked for; the tab is closed and its request never leaves the machine.
 * Throws when no new tab opens or the page itself navigated away.
 */
export async function urlOpenedInNewTab(page: Page, follow: () => Promise<void>): Promise<string> {
  const context = page.context();
  const before = page.url();
  const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 5_000 }), follow()]);
  try {
    if (page.url() !== before) throw new Error(`the link opened in the same tab (${page.url()})`);
    // The tab's own history holds the URL it was opened with, even when its request was refused
    // (a background tab's first request is not seen by request routing).
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const url = await firstUrlOf(tab).catch(() => undefined);
      if (url) return url;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the new tab never started loading a URL');
  } finally {
    await tab.close();
  }
}

/** The first real URL in a tab's history; a session per look, as a refused load swaps the tab's renderer. */
async function firstUrlOf(tab: Page): Promise<string | undefined> {
  const cdp = await tab.context().newCDPSession(tab);
  try {
    const { entries } = await cdp.send('Page.getNavigationHistory');
    return entries.map((entry) => entry.url).find((url) => url !== 'about:blank' && !url.startsWith('chrome-error:'));
  } finally {
    await cdp.detach().catch(() => {});
  }
}
