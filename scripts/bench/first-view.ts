import type { Browser } from 'playwright-core';
import { sizesOf, sumSizes, type Sizes } from './compress';
import { criticalCssInPage } from './critical-css';
import type { PageType } from './page-types';

/** A phone: the first view the budgets are about. */
export const PHONE = { width: 375, height: 740 };
/** The first round trip: 10 TCP segments of about 1.4 KB. */
export const FIRST_ROUND_TRIP = 14 * 1024;

export interface FirstView {
  path: string;
  /** Every script the page loaded before the network went idle, each compressed on its own. */
  js: Sizes & { files: string[] };
  css: Sizes & { files: string[] };
  html: Sizes;
  /** The HTML with the first screen's CSS inlined: does it fit the first round trip (gzip)? */
  critical: { cssRaw: number; htmlPlusCssGzip: number; htmlPlusCssBrotli: number; fits14KB: boolean };
  /** Features that should load later, found in first-view scripts. Empty is good. */
  eagerLazy: string[];
  /** Requests to other hosts, blocked (the chat widget's host is one). */
  blocked: string[];
}

// Code that must not be on the first view; these strings survive minification.
const LAZY_MARKERS: Array<[name: string, marker: RegExp]> = [
  // The library's own name: the island around it logs 'Could not get canvas context' too, so that text proves nothing.
  ['confetti', /ReactConfetti/],
  ['content client', /apicdn\.sanity\.io|api\.sanity\.io/],
];


/** Open one page on a phone, loopback only, and add up what it loaded until the network was idle. */
export async function measureFirstView(browser: Browser, baseUrl: string, type: PageType, chatHost?: string): Promise<FirstView> {
  const context = await browser.newContext({ viewport: PHONE });
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    blocked.push(url.href);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  const bodies: Array<Promise<{ kind: 'script' | 'stylesheet'; url: string; body: Buffer } | undefined>> = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ kind, url: new URL(response.url()).pathname, body }), () => undefined));
  });
  const response = await page.goto(baseUrl + type.path, { waitUntil: 'networkidle' });
  if (!response || response.status() !== 200) throw new Error(`${type.path} answered ${response?.status()}; the bench measures pages that exist.`);
  const html = await response.body();
  // tsx wraps named functions in __name(); the page has no such helper, so give it a no-op one.
  const criticalCss = (await page.evaluate(`(() => { const __name = (f) => f; return (${criticalCssInPage.toString()})(); })()`)) as string;
  const loaded = (await Promise.all(bodies)).filter((b) => b !== undefined);
  await context.close();

  const of = (kind: 'script' | 'stylesheet') => {
    const files = loaded.filter((b) => b.kind === kind);
    return { ...sumSizes(files.map((f) => sizesOf(f.body))), files: files.map((f) => f.url) };
  };
  const js = of('script');
  const scriptText = loaded.filter((b) => b.kind === 'script').map((b) => b.body.toString('utf8')).join('\n');
  const eagerLazy = LAZY_MARKERS.filter(([, marker]) => marker.test(scriptText)).map(([name]) => name);
  if (chatHost && blocked.some((url) => new URL(url).hostname === chatHost)) eagerLazy.push('chat widget');
  const inlined = html.toString('utf8').replace('</head>', `<style>${criticalCss}</style></head>`);
  const withCss = sizesOf(inlined);
  return {
    path: type.path,
    js,
    css: of('stylesheet'),
    html: sizesOf(html),
    critical: { cssRaw: Buffer.byteLength(criticalCss), htmlPlusCssGzip: withCss.gzip, htmlPlusCssBrotli: withCss.brotli, fits14KB: withCss.gzip <= FIRST_ROUND_TRIP },
    eagerLazy,
    blocked,
  };
}
