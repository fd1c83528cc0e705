import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSiteContent } from '../../src/content/load-site-content';
import { createSiteServer } from '../../src/server/server';
import { blocksFixtureModel, BLOCKS_FIXTURE_PATH } from '../helpers/block-fixtures';
import {
  DESKTOP,
  hydrateEveryIsland,
  launchBrowser,
  MOBILE,
  onScreen,
  openPage,
  pauseClock,
  pressSlideControl,
  settle,
  SETTLES,
  shownSlide,
  type Watched,
} from './browser';

const baseUrl = inject('baseUrl');
const contentStoreUrl = inject('contentStoreUrl');
let browser: Browser;
/** The fixture page (audio player, carousel). */
let stillUrl: string;
const servers: { close(cb: () => void): void }[] = [];

async function serveFixture(): Promise<string> {
  const model = blocksFixtureModel();
  const content = await loadSiteContent(model.site.contentStore!, contentStoreUrl);
  const server = createSiteServer({ model, distDir: inject('distDir'), content, contentStoreUrl });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://localhost:${(server.address() as AddressInfo).port}${BLOCKS_FIXTURE_PATH}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  stillUrl = await serveFixture();
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

describe('testimonials on the home page', () => {
  it('shows one client at a time and wraps both ways, with no console errors', async () => {
    const { page, errors, warnings, context } = await open(`${baseUrl}/`, { viewport: MOBILE });
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('heading', { name: 'What our clients say' }).isVisible()).resolves.toBe(true);
    const total = await carousel.locator('.slideshow-slide').count();
    expect(total).toBeGreaterThan(1);
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe(`1 of ${total}`);
    const company = await carousel
      .getByRole('group', { name: `1 of ${total}` })
      .locator('.testimonial-company')
      .textContent();
    expect(company).toBe(company?.toUpperCase());

    await pressSlideControl(carousel, 'Previous testimonial');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe(`${total} of ${total}`);
    await pressSlideControl(carousel, 'Next testimonial');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe(`1 of ${total}`);
    for (let i = 1; i < total; i++) {
      await pressSlideControl(carousel, 'Next testimonial');
      await expect.poll(() => shownSlide(carousel), SETTLES).toBe(`${i + 1} of ${total}`);
    }
    await pressSlideControl(carousel, 'Next testimonial');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe(`1 of ${total}`);
    // The presses scrolled the row, not the page, and left no history entry.
    expect(await page.evaluate(() => location.hash)).toBe('');

    // The portrait of the testimonial shown (served by the content store) loads.
    await expect(
      carousel
        .getByRole('group', { name: `1 of ${total}` })
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0);

    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });
});

describe('carousel', () => {
  for (const javaScript of [true, false]) {
    it(`wraps with previous and next and keeps its size, ${javaScript ? 'with' : 'without'} script`, async () => {
      const { page, errors, context } = await open(stillUrl, { viewport: MOBILE, javaScript });
      const name = 'Photos of our tender work';
      const carousel = page.getByRole('region', { name });
      const size = async () => {
        const box = await carousel.locator('.slideshow-slides').boundingBox();
        return box && { width: box.width, height: box.height };
      };
      const before = await size();
      await expect(page.getByRole('img', { name: 'Tender documents being prepared' }).isVisible()).resolves.toBe(true);
      await expect.poll(() => shownSlide(carousel), SETTLES).toBe('1 of 3');

      await pressSlideControl(carousel, 'Previous slide');
      await expect.poll(() => shownSlide(carousel), SETTLES).toBe('3 of 3');
      await expect.poll(() => onScreen(page, page.getByRole('img', { name: 'A bid flying into a submission tray' })), SETTLES).toBe(true);
      await pressSlideControl(carousel, 'Next slide');
      await expect.poll(() => shownSlide(carousel), SETTLES).toBe('1 of 3');
      await pressSlideControl(carousel, 'Next slide');
      await expect.poll(() => shownSlide(carousel), SETTLES).toBe('2 of 3');
      expect(await size()).toEqual(before);
      // With script or without, the row scrolls in place: no link is followed, the address stays as it was.
      expect(await page.evaluate(() => location.hash)).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('moves with the arrow keys from a control, and Enter pressed again moves on again', async () => {
    const { page, errors, context } = await open(stillUrl, { viewport: MOBILE });
    const carousel = page.getByRole('region', { name: 'Photos of our tender work' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe('2 of 3');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe('3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe('2 of 3');
    // Focus stayed on the one Next button; only the slide shown can be read or reached.
    await expect(next.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(carousel.locator('.slideshow-slide:not([inert])').getAttribute('aria-label')).resolves.toBe('2 of 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without script, moves with the arrow keys from its one stop, the radio button of the slide shown, wrapping', async () => {
    const { page, errors, context } = await open(stillUrl, { viewport: MOBILE, javaScript: false });
    const carousel = page.getByRole('region', { name: 'Photos of our tender work' });
    await carousel.getByRole('radio', { name: '1 of 3' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe('2 of 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe('3 of 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a swipe and snaps to the next slide', async () => {
    const { page, errors, context } = await open(stillUrl, { viewport: MOBILE });
    const carousel = page.getByRole('region', { name: 'Photos of our tender work' });
    // A sideways scroll of a third of a slide, as a finger would: the row snaps to the next slide.
    await carousel.locator('.slideshow-slides').evaluate((row) => row.scrollBy({ left: row.clientWidth / 3, behavior: 'instant' }));
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe('2 of 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never moves by itself', async () => {
    const { page, context } = await open(stillUrl, { viewport: DESKTOP, clock: true });
    await pauseClock(page);
    await page.clock.runFor(60_000);
    await settle(page);
    await expect(shownSlide(page.getByRole('region', { name: 'Photos of our tender work' }))).resolves.toBe('1 of 3');
    await expect(page.getByRole('button', { name: /Pause/ }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('greeting audio player', () => {
  for (const javaScript of [true, false]) {
    it(`plays and pauses the greeting with the browser's own controls, ${javaScript ? 'shown at a press of Play' : 'shown at once'}, ${javaScript ? 'with' : 'without'} script`, async () => {
      const { page, errors, context } = await open(stillUrl, { viewport: MOBILE, javaScript });
      await expect(page.getByText('Transcript: Hello, and thank you for calling TolaBiz.').isVisible()).resolves.toBe(true);
      const play = page.getByRole('link', { name: 'Play' });
      const audio = page.locator('section.audio-player audio');
      const box = page.locator('.audio-player-box');
      const height = await box.evaluate((el) => el.getBoundingClientRect().height);
      if (javaScript) {
        // No player on the page until it is asked for: its controls are the costliest thing to style.
        await expect(audio.count()).resolves.toBe(0);
        await play.click();
        await expect(audio.evaluate((el: HTMLAudioElement) => !el.paused && el.controls)).resolves.toBe(true);
        await expect(audio.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await expect(play.count()).resolves.toBe(0);
        expect(page.url()).toBe(stillUrl);
      } else {
        await expect(play.isVisible()).resolves.toBe(false);
        await expect(audio.evaluate((el: HTMLAudioElement) => el.controls && el.paused && el.networkState !== el.NETWORK_LOADING)).resolves.toBe(true);
        // What its Play control does: the browser's player has no DOM a test can press, so call what it calls.
        await audio.evaluate((el: HTMLAudioElement) => el.play());
        await expect(audio.evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(false);
      }
      // The player takes the place the link had, at the height it had: nothing below moves.
      await expect(box.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(height);
      await expect(audio.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(54);
      await audio.evaluate((el: HTMLAudioElement) => el.pause());
      await expect(audio.evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('accessibility of the blocks', () => {
  it('has no axe-core WCAG 2.2 A/AA violations on a page holding all of them', async () => {
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const { page, context } = await open(stillUrl, { bypassCSP: true, viewport: MOBILE });
    // Every section drawn, as tests/e2e/a11y.test.ts does: axe judges colours only where the browser has drawn.
    await page.evaluate(() => document.documentElement.classList.add('draw-all'));
    await page.addScriptTag({ content: axe });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
      ).axe.run(document, {
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
        return (
          [...document.querySelectorAll('body *')]
            // The slides of a slide show sit side by side in a row that scrolls: the row itself is checked.
            .filter((el) => !el.closest('[data-menu], .skip-link') && !el.parentElement?.closest('.slideshow-slides'))
            .filter((el) => el.getBoundingClientRect().right > width + 1)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
        );
      });
      expect(overflowing).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
