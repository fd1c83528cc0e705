import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSiteContent } from '../../src/content/site-content';
import { createSiteServer } from '../../src/server/server';
import { blocksFixtureModel, BLOCKS_FIXTURE_PATH } from '../helpers/block-fixtures';
import { DESKTOP, hydrateEveryIsland, launchBrowser, MOBILE, openPage, pauseClock, settle, type Watched } from './browser';

const baseUrl = inject('baseUrl');
const contentStoreUrl = inject('contentStoreUrl');
let browser: Browser;
/** The fixture page (audio player, carousel) served still, and moving every AUTOPLAY_MS. */
let stillUrl: string;
let movingUrl: string;
const AUTOPLAY_MS = 600;
const servers: { close(cb: () => void): void }[] = [];

async function serveFixture(autoplayMs: number): Promise<string> {
  const model = blocksFixtureModel(autoplayMs);
  const content = await loadSiteContent(model.site.contentStore!, contentStoreUrl);
  const server = createSiteServer({ model, distDir: inject('distDir'), content, contentStoreUrl });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://localhost:${(server.address() as AddressInfo).port}${BLOCKS_FIXTURE_PATH}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [stillUrl, movingUrl] = await Promise.all([serveFixture(0), serveFixture(AUTOPLAY_MS)]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

/** Open a page and wait until its islands have hydrated (React attaches its handlers then; each hydrates as it comes near). */
async function open(url: string, options: Parameters<typeof openPage>[1] & { clock?: boolean } = {}): Promise<Watched & { warnings: string[] }> {
  const watched = await openPage(browser, options);
  const warnings: string[] = [];
  watched.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The test's own clock: it flows until pauseClock, then the page's timers fire only on runFor.
  if (options.clock) await watched.page.clock.install();
  await watched.page.goto(url);
  await hydrateEveryIsland(watched.page);
  return { ...watched, warnings };
}

const current = (page: Page, carousel: string) => page.locator(`section[aria-label="${carousel}"] [data-current]`);
const currentLabel = (page: Page, carousel: string) => current(page, carousel).getAttribute('aria-label');

describe('testimonials on the home page', () => {
  it('shows one client at a time and wraps both ways, with no console errors', async () => {
    const { page, errors, warnings, context } = await open(`${baseUrl}/`, { viewport: MOBILE });
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await expect(carousel.getByRole('heading', { name: 'What our clients say' }).isVisible()).resolves.toBe(true);
    const total = await carousel.locator('.slideshow-slide').count();
    expect(total).toBeGreaterThan(1);
    const first = await current(page, 'Client testimonials').locator('.testimonial-name').textContent();
    const company = await current(page, 'Client testimonials').locator('.testimonial-company').textContent();
    expect(company).toBe(company?.toUpperCase());

    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    await previous.click();
    await expect(currentLabel(page, 'Client testimonials')).resolves.toBe(`${total} of ${total}`);
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    await next.click();
    await expect(currentLabel(page, 'Client testimonials')).resolves.toBe(`1 of ${total}`);
    await expect(current(page, 'Client testimonials').locator('.testimonial-name').textContent()).resolves.toBe(first);
    for (let i = 1; i < total; i++) await next.click();
    await expect(currentLabel(page, 'Client testimonials')).resolves.toBe(`${total} of ${total}`);
    await next.click();
    await expect(currentLabel(page, 'Client testimonials')).resolves.toBe(`1 of ${total}`);

    // Only the current testimonial is visible, and its portrait (served by the content store) loads.
    // (the slide just left fades out over 0.4 s, so wait for it)
    await expect.poll(() => carousel.locator('.testimonial-name').filter({ visible: true }).count()).toBe(1);
    await expect(current(page, 'Client testimonials').locator('img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);

    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /recovered|hydrat/i.test(w))).toEqual([]);
    await context.close();
  });
});

describe('carousel', () => {
  it('wraps with previous and next, answers the arrow keys and a swipe, and keeps its size', async () => {
    const { page, errors, warnings, context } = await open(stillUrl, { viewport: MOBILE });
    const name = 'Photos of our tender work';
    const carousel = page.getByRole('region', { name });
    const size = async () => {
      const box = await carousel.locator('.slideshow-slides').boundingBox();
      return box && { width: box.width, height: box.height };
    };
    const before = await size();
    await expect(page.getByRole('img', { name: 'Tender documents being prepared' }).isVisible()).resolves.toBe(true);

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentLabel(page, name)).resolves.toBe('3 of 3');
    await expect(page.getByRole('img', { name: 'A bid flying into a submission tray' }).isVisible()).resolves.toBe(true);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentLabel(page, name)).resolves.toBe('1 of 3');

    // Arrow keys while focus is inside the carousel.
    await page.keyboard.press('ArrowRight');
    await expect(currentLabel(page, name)).resolves.toBe('2 of 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(currentLabel(page, name)).resolves.toBe('3 of 3');

    // A touch swipe to the left shows the next slide; a short one does nothing.
    const swipe = (dx: number) =>
      carousel.locator('.slideshow-slides').evaluate((el, dx) => {
        const at = (type: string, x: number) => el.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', clientX: x, clientY: 100, isPrimary: true }));
        at('pointerdown', 200);
        at('pointerup', 200 + dx);
      }, dx);
    await swipe(-80);
    await expect(currentLabel(page, name)).resolves.toBe('1 of 3');
    await swipe(20);
    await expect(currentLabel(page, name)).resolves.toBe('1 of 3');
    await swipe(80);
    await expect(currentLabel(page, name)).resolves.toBe('3 of 3');

    expect(await size()).toEqual(before);
    await expect(carousel.locator('[aria-hidden="true"][inert]').count()).resolves.toBe(2);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /recovered|hydrat/i.test(w))).toEqual([]);
    await context.close();
  });

  // Slide after slide, as the carousel counts them.
  const NEXT: Record<string, string> = { '1 of 3': '2 of 3', '2 of 3': '3 of 3', '3 of 3': '1 of 3' };
  /** Run the page's paused clock on by `ms`, then let React show what the timers changed. */
  const runFor = async (page: Page, ms: number) => {
    await page.clock.runFor(ms);
    await settle(page);
  };

  it('moves by itself every AUTOPLAY_MS and not before, and stops when the visitor presses pause', async () => {
    const { page, errors, context } = await open(movingUrl, { viewport: DESKTOP, clock: true });
    const name = 'Photos of our tender work';
    // Off the carousel: a pointer over it pauses it.
    await page.mouse.move(1, 1);
    await pauseClock(page);
    await settle(page);
    const start = (await currentLabel(page, name))!;
    await runFor(page, AUTOPLAY_MS - 1);
    await expect(currentLabel(page, name)).resolves.toBe(start);
    await runFor(page, 1);
    await expect(currentLabel(page, name)).resolves.toBe(NEXT[start]);
    await runFor(page, AUTOPLAY_MS);
    await expect(currentLabel(page, name)).resolves.toBe(NEXT[NEXT[start]!]);

    await page.getByRole('button', { name: 'Pause slide show' }).click();
    await page.getByRole('button', { name: 'Play slide show' }).waitFor();
    const stopped = await currentLabel(page, name);
    await runFor(page, AUTOPLAY_MS * 5);
    await expect(currentLabel(page, name)).resolves.toBe(stopped);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never moves by itself for a visitor who asks for reduced motion', async () => {
    const { page, context } = await open(movingUrl, { viewport: DESKTOP, reducedMotion: 'reduce', clock: true });
    await page.mouse.move(1, 1);
    await pauseClock(page);
    await runFor(page, AUTOPLAY_MS * 5);
    await expect(currentLabel(page, 'Photos of our tender work')).resolves.toBe('1 of 3');
    await expect(page.getByRole('button', { name: 'Pause slide show' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('greeting audio player', () => {
  it('plays and pauses the greeting, the button saying what it will do', async () => {
    const { page, errors, context } = await open(stillUrl, { viewport: MOBILE });
    await expect(page.getByText('Transcript: Hello, and thank you for calling TolaBiz.').isVisible()).resolves.toBe(true);
    const audio = page.locator('section.audio-player audio');
    await page.getByRole('button', { name: 'Play greeting' }).click();
    await page.getByRole('button', { name: 'Pause greeting' }).waitFor();
    await expect(audio.evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(false);
    await page.getByRole('button', { name: 'Pause greeting' }).click();
    await page.getByRole('button', { name: 'Play greeting' }).waitFor();
    await expect(audio.evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility of the blocks', () => {
  it('has no axe-core WCAG 2.2 A/AA violations on a page holding all of them', async () => {
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const { page, context } = await open(movingUrl, { bypassCSP: true, viewport: MOBILE });
    // The carousel moves every 600 ms with a 0.4 s fade; a slide caught half faded has half its
    // contrast. Pause it (the pause button is checked too) and let the fade end.
    await page.getByRole('button', { name: 'Pause slide show' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.carousel .slideshow-slide')].every((slide) => getComputedStyle(slide).opacity === (slide.hasAttribute('data-current') ? '1' : '0')),
    );
    await page.addScriptTag({ content: axe });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'],
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('home page width', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`has nothing wider than the screen at ${viewport.width}px`, async () => {
      const { page, errors, context } = await open(`${baseUrl}/`, { viewport });
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // body hides horizontal overflow, so scrollWidth alone would not tell; look at every box.
        return [...document.querySelectorAll('body *')]
          .filter((el) => !el.closest('[data-menu], .skip-link'))
          .filter((el) => el.getBoundingClientRect().right > width + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      });
      expect(overflowing).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
