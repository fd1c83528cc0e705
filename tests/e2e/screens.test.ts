import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { ROOT, shippedModel } from '../helpers/load-fixture';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './browser';

/** CI keeps this folder as output (git-ignored): one full-page PNG per page type and width, for people to look at. */
const SCREENS = join(ROOT, 'test-results', 'screens');
const baseUrl = inject('baseUrl');
const pages = [
  ...pageTypes(shippedModel()).map(({ key, label, path }) => ({ key, label, path })),
  { key: 'not-found', label: 'not found', path: '/no-such-page-for-screens' },
];

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([MOBILE, DESKTOP])('screens at $width px', (viewport) => {
  it.each(pages)('$label ($path): saved, nothing wider than the screen, every image shows, no console errors', async ({ key, path }) => {
    const { page, context, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // Scroll to the bottom and back so lazy images load before the picture is taken.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // Only images a visitor can see: the slides a slide show has not scrolled to keep their lazy images
    // unloaded on purpose. (A string: the page's policy allows no eval, and tsx would wrap a function.)
    await page.evaluate(`window.seenImage = (img) => img.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && (() => {
      const slide = img.closest('.slideshow-slide');
      return !slide || Math.abs(slide.getBoundingClientRect().left - slide.parentElement.getBoundingClientRect().left) < 1;
    })()`);
    await page.evaluate(`Promise.all([...document.images].filter(window.seenImage).map((img) => img.decode().catch(() => undefined)))`);
    await page.screenshot({ path: join(SCREENS, `${key}-${viewport.width}.png`), fullPage: true });

    const found = await page.evaluate(() => {
      const visible = (window as unknown as { seenImage: (img: HTMLImageElement) => boolean }).seenImage;
      const width = document.documentElement.clientWidth;
      // Anything sticking out to the right, unless a scrolling or clipping box (a carousel track) holds it.
      const clipped = (el: Element) => {
        for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible') return true;
        }
        return false;
      };
      const tooWide = [...document.querySelectorAll('body *')]
        .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().right > width + 1 && !clipped(el))
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
      const broken = [...document.images]
        .filter(visible)
        .filter((img) => !img.complete || img.naturalWidth === 0)
        .map((img) => img.getAttribute('src'));
      return { tooWide, broken, pageWidth: document.documentElement.scrollWidth, width };
    });
    await context.close();
    expect(found.tooWide, `elements wider than the ${viewport.width}px screen on ${path}`).toEqual([]);
    expect(found.broken, `images that did not load on ${path}`).toEqual([]);
    // The not-found page is answered with status 404 on purpose; Chromium logs that as an error.
    const expected = key === 'not-found' ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
    expect(errors, `console errors on ${path}`).toEqual(expected);
  });
});
