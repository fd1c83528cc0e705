import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, pauseClock, settle, useBrowser, urlOpenedInNewTab } from './browser';

const baseUrl = inject('baseUrl');
const FORM = 'https://forms.example.com/invoice-cash-advance-application';
const CANVAS = 'canvas.confetti-canvas';

const browser = useBrowser();

/** Load the invoice page until its scripts have settled (a press before then is covered by confetti-early-press.test.ts). */
async function openInvoice(page: Page) {
  const response = await page.goto(`${baseUrl}/invoice-discounting/cape-town`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return page.getByRole('link', { name: 'APPLY NOW PRESS HERE' });
}

describe('invoice page APPLY NOW', () => {
  it('opens the form in a new tab and shows confetti for 5 seconds, then removes it', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: MOBILE });
    // The test's clock: it flows until the page has settled, then moves only when run on.
    await page.clock.install();
    const apply = await openInvoice(page);
    await pauseClock(page);
    await expect(page.locator(CANVAS).count()).resolves.toBe(0);

    const opened = await urlOpenedInNewTab(page, () => apply.click());
    expect(opened.startsWith(FORM)).toBe(true);
    // The browser adds the visitor's tracking values (empty here) to the form link.
    expect(new URL(opened).searchParams.has('utm_source')).toBe(true);

    const canvas = page.locator(CANVAS);
    await canvas.waitFor({ state: 'attached', timeout: 15_000 });
    await expect(canvas.getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(canvas.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.toBe('none');
    await expect(canvas.evaluate((el) => getComputedStyle(el).position)).resolves.toBe('fixed');
    // The canvas lies over the buttons but clicks go through it.
    await expect(page.locator('.hero a.button').first().click({ trial: true, timeout: 1000 })).resolves.toBeUndefined();

    // durationMs: 5000 in pages/invoice.yaml: still there 1 ms before, gone at 5000 ms.
    await page.clock.runFor(4999);
    await settle(page);
    await expect(canvas.count()).resolves.toBe(1);
    await page.clock.runFor(1);
    await settle(page);
    await expect(canvas.count()).resolves.toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('has its confetti chunk before the press (the button is near), and loads no React before or after it', async () => {
    const { page, context } = await openPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const apply = await openInvoice(page);
    const before = [...scripts];
    await urlOpenedInNewTab(page, () => apply.click());
    await page.locator(CANVAS).waitFor({ state: 'attached', timeout: 15_000 });
    expect(before.some((path) => /^\/assets\/confetti-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(react|client|jsx-runtime|react-confetti)-[\w-]+\.js$/.test(path))).toEqual([]);
    await context.close();
  });

  it('shows no confetti to visitors who ask for reduced motion, and still opens the form', async () => {
    const { page, errors, context } = await openPage(browser(), { reducedMotion: 'reduce' });
    // Confetti starts by asking for a canvas to draw on, as soon as a press reaches it: count the asks.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      (window as unknown as { canvasAsks: number }).canvasAsks = 0;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
        (window as unknown as { canvasAsks: number }).canvasAsks += 1;
        return getContext.apply(this, args);
      } as typeof getContext;
    });
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const apply = await openInvoice(page);
    const opened = await urlOpenedInNewTab(page, () => apply.click());
    expect(opened.startsWith(FORM)).toBe(true);
    // The press has been handled (the tab opened; the entry script was already there): no canvas asked for, no confetti loaded.
    await expect(page.evaluate(() => (window as unknown as { canvasAsks: number }).canvasAsks)).resolves.toBe(0);
    expect(scripts.filter((path) => path.includes('react-confetti'))).toEqual([]);
    await expect(page.locator(CANVAS).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs "Could not get canvas context" when a canvas cannot draw, and the button still opens the form', async () => {
    const { page, errors, context } = await openPage(browser());
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
    });
    const apply = await openInvoice(page);
    const opened = await urlOpenedInNewTab(page, () => apply.click());
    expect(opened.startsWith(FORM)).toBe(true);
    await expect.poll(() => errors, { timeout: 15_000 }).toContain('Could not get canvas context');
    await expect(page.locator(CANVAS).count()).resolves.toBe(0);
    // Still pressable: a second press opens the form again.
    const again = await urlOpenedInNewTab(page, () => apply.click());
    expect(again.startsWith(FORM)).toBe(true);
    expect(errors.filter((error) => error !== 'Could not get canvas context')).toEqual([]);
    await context.close();
  });
});

const PAGES = ['/tender-finance/cape-town', '/invoice-discounting', '/bakkie-hire-in-durban', '/terms', '/privacy'];

describe.each([
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const)('finance, bakkie and legal pages on a %s', (_name, viewport) => {
  it.each(PAGES)('%s has no horizontal scroll and no console errors', async (path) => {
    const { page, errors, context } = await openPage(browser(), { viewport });
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('legal contents', () => {
  it('jumps to a section from the table of contents', async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP });
    await page.goto(`${baseUrl}/terms`);
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Governing law and disputes' }).click();
    await page.waitForURL(/#section-19$/);
    await expect(page.getByRole('heading', { name: '19. Governing law and disputes' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
