import type { Browser } from 'playwright-core';
import { sizesOf, sumSizes, type Sizes } from './compress';
import type { PageType } from './page-types';

/** A phone (390 × 844, as the first-view budget is stated): the first view the budgets are about. */
export const PHONE = { width: 390, height: 844 };
/** The first round trip: 10 TCP segments of about 1.4 KB (the "to </style>" budget, 14 KiB). */
export const FIRST_ROUND_TRIP = 14 * 1024;
/**
 * The initial window Lighthouse's simulated throttling models: 10 segments of 1,460 bytes. A page
 * answer (headers and brotli body) past it pays one more simulated round trip, 150 ms to FCP and LCP.
 */
export const SIMULATED_FIRST_WINDOW = 10 * 1460;

export interface FirstView {
  path: string;
  /** Every script the page loaded before the network went idle and every inline script (the boot script), each compressed on its own. */
  js: Sizes & { files: string[] };
  /** The inline scripts alone (part of `js`): today the boot script. */
  boot?: Sizes;
  css: Sizes & { files: string[] };
  html: Sizes;
  /**
   * The HTML up to the end of its inline styles (gzip): what the first paint needs. It fits the
   * first round trip when at most 14 KB; `linked` counts stylesheets that would block instead.
   */
  firstPaint: { gzip: number; fits14KB: boolean; linkedStylesheets: number };
  /** Islands (interactive blocks) on the first screen at load, no scroll: they set the JS budget. */
  islandsOnFirstScreen: string[];
  /** Features that should load later, found in first-view scripts. Empty is good. */
  eagerLazy: string[];
  /** Requests to other hosts, blocked (the chat widget's host is one). */
  blocked: string[];
  /** Bytes of the page's own response head (status line and headers, as Chromium received them). */
  htmlHeaderBytes: number;
  /** Every response of the first view (the page, images, scripts) as it came over the wire: heads, bodies as sent (compressed), and their sum. */
  wire: { responses: number; headerBytes: number; bodyBytes: number; bytes: number };
}

// Code that must not be on the first view; these strings survive minification.
const LAZY_MARKERS: Array<[name: string, marker: RegExp]> = [
  // The library's own name: the island around it logs 'Could not get canvas context' too, so that text proves nothing.
  ['confetti', /ReactConfetti/],
  ['content client', /apicdn\.sanity\.io|api\.sanity\.io/],
];

/** A script element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Attributes of a script the browser runs: no type, or a JavaScript or module type. */
const RUNS = /^(?![\s\S]*\stype=)|\stype=["']?(?:module|text\/javascript|application\/javascript)\b/i;

/** The text of every script in the HTML that runs without being fetched (not JSON data such as ld+json, not a src). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].filter(([, attributes = '']) => !/\ssrc=/i.test(attributes) && RUNS.test(attributes)).map(([, , body = '']) => body);
}

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
  const sizes: Array<Promise<{ url: string; headers: number; body: number } | undefined>> = [];
  page.on('response', (response) => {
    sizes.push(
      response
        .request()
        .sizes()
        .then(
          (s) => ({ url: response.url(), headers: s.responseHeadersSize, body: s.responseBodySize }),
          () => undefined,
        ),
    );
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    bodies.push(
      response.body().then(
        (body) => ({ kind, url: new URL(response.url()).pathname, body }),
        () => undefined,
      ),
    );
  });
  const response = await page.goto(baseUrl + type.path, { waitUntil: 'networkidle' });
  if (!response || response.status() !== 200) throw new Error(`${type.path} answered ${response?.status()}; the bench measures pages that exist.`);
  const html = await response.body();
  // A string, not a function: tsx would wrap a function in __name(), which the page does not have.
  const islandsOnFirstScreen = await page.evaluate<string[]>(
    `[...document.querySelectorAll('[data-island]')].filter((el) => el.getBoundingClientRect().top < innerHeight).map((el) => el.dataset.island)`,
  );
  const loaded = (await Promise.all(bodies)).filter((b) => b !== undefined);
  const wireSizes = (await Promise.all(sizes)).filter((w) => w !== undefined);
  const htmlHeaderBytes = wireSizes.find((w) => w.url === response.url())?.headers ?? 0;
  const wireHeaders = wireSizes.reduce((sum, w) => sum + w.headers, 0);
  const wireBodies = wireSizes.reduce((sum, w) => sum + w.body, 0);
  await context.close();

  const text = html.toString('utf8');
  // The boot script comes inside the HTML, not as a request, but it is JavaScript the first view runs: it counts, compressed on its own.
  // Every inline script a browser runs counts, whatever marks it (JSON data such as ld+json does not run).
  const inline = inlineScripts(text);
  loaded.unshift(...inline.map((body, i) => ({ kind: 'script' as const, url: `(inline script ${i + 1})`, body: Buffer.from(body) })));
  const boot = inline.length ? sumSizes(inline.map((body) => sizesOf(body))) : undefined;
  const of = (kind: 'script' | 'stylesheet') => {
    const files = loaded.filter((b) => b.kind === kind);
    return { ...sumSizes(files.map((f) => sizesOf(f.body))), files: files.map((f) => f.url) };
  };
  const js = of('script');
  const scriptText = loaded
    .filter((b) => b.kind === 'script')
    .map((b) => b.body.toString('utf8'))
    .join('\n');
  const eagerLazy = LAZY_MARKERS.filter(([, marker]) => marker.test(scriptText)).map(([name]) => name);
  if (chatHost && blocked.some((url) => new URL(url).hostname === chatHost)) eagerLazy.push('chat widget');
  const head = text.slice(0, text.indexOf('</head>'));
  const stylesEnd = head.lastIndexOf('</style>');
  const firstPaintGzip = sizesOf(stylesEnd < 0 ? head : head.slice(0, stylesEnd + '</style>'.length)).gzip;
  return {
    path: type.path,
    js,
    boot,
    css: of('stylesheet'),
    html: sizesOf(html),
    firstPaint: { gzip: firstPaintGzip, fits14KB: firstPaintGzip <= FIRST_ROUND_TRIP, linkedStylesheets: (head.match(/<link rel="stylesheet"/g) ?? []).length },
    islandsOnFirstScreen,
    eagerLazy,
    blocked,
    htmlHeaderBytes,
    wire: { responses: wireSizes.length, headerBytes: wireHeaders, bodyBytes: wireBodies, bytes: wireHeaders + wireBodies },
  };
}
