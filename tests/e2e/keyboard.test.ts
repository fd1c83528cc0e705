import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { DESKTOP, hydrateEveryIsland, MOBILE, openPage, pauseClock, settle, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const model = shippedModel();
const pages = pageTypes(model);
const widths = [MOBILE, DESKTOP];

/** What a keyboard can reach: the native controls and anything given tabindex. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

const browser = useBrowser();

async function open(path: string, viewport: { width: number; height: number }) {
  const watched = await openPage(browser(), { viewport, reducedMotion: 'reduce' });
  await watched.page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  return watched;
}

/** The focused element, described for assertions: its label, and how its focus ring looks against what is behind it. */
function focusedInfo(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (c: string) => {
      const [r = 0, g = 0, b = 0] = parse(c)
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    // The ring sits just outside the element (outline-offset), so what is behind it is the parents' background.
    let behind = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      const alpha = parse(bg)[3];
      if (bg !== 'transparent' && alpha !== 0) {
        behind = bg;
        break;
      }
    }
    const [hi, lo] = [luminance(style.outlineColor), luminance(behind)].sort((a, b) => b - a) as [number, number];
    const rect = el.getBoundingClientRect();
    const atCentre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      id: el.dataset.kbd ?? '',
      name:
        (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60) ||
        el.querySelector('img')?.alt ||
        el.outerHTML.slice(0, 80),
      tag: el.tagName.toLowerCase(),
      inMain: !!el.closest('main'),
      inMobileMenu: !!el.closest('#mobile-menu'),
      focusVisible: el.matches(':focus-visible'),
      ring:
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          ? `${style.outlineWidth} ${style.outlineStyle}`
          : style.boxShadow !== 'none'
            ? 'box-shadow'
            : '',
      ringContrast: Number(((hi + 0.05) / (lo + 0.05)).toFixed(2)),
      // Not hidden under the sticky header or anything else (WCAG 2.4.11).
      obscured: !!atCentre && !el.contains(atCentre) && !atCentre.contains(el),
    };
  });
}

/** Number every control a keyboard user should reach here; say which look clickable but cannot be reached. */
function markControls(page: Page) {
  return page.evaluate((selector) => {
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) && el.getClientRects().length > 0;
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(visible);
    controls.forEach((el, i) => (el.dataset.kbd = String(i)));
    const positiveTabindex = [...document.querySelectorAll('[tabindex]')]
      .filter((el) => Number(el.getAttribute('tabindex')) > 0)
      .map((el) => el.outerHTML.slice(0, 80));
    const pointerOnly = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => visible(el) && getComputedStyle(el).cursor === 'pointer' && !el.closest(selector) && !el.closest('label'))
      .map((el) => el.outerHTML.slice(0, 80));
    return {
      count: controls.length,
      names: controls.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)),
      positiveTabindex,
      pointerOnly,
    };
  }, FOCUSABLE);
}

describe('skip link', () => {
  it.each(widths)('at $width px the first Tab focuses "Skip to main content", Enter moves focus to main, the next Tab stays in main', async (viewport) => {
    const { page, context } = await open('/', viewport);
    await page.keyboard.press('Tab');
    const skip = await focusedInfo(page);
    expect(skip?.name).toBe('Skip to main content');
    expect(skip?.obscured, 'the focused skip link is on top, visible').toBe(false);
    const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top >= 0 && box.bottom <= viewport.height, 'the focused skip link is inside the screen').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await page.keyboard.press('Tab');
    expect((await focusedInfo(page))?.inMain, 'after the skip link, Tab continues inside main').toBe(true);
    await context.close();
  });
});

describe('visible focus', () => {
  it('a link and a button show a focus ring on :focus-visible', async () => {
    const { page, context } = await open('/', MOBILE);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo link
    const link = await focusedInfo(page);
    expect(link).toMatchObject({ tag: 'a', focusVisible: true });
    expect(link?.ring, 'outline of a focused link').toMatch(/^\d+(\.\d+)?px solid$/);
    await page.keyboard.press('Tab'); // menu button (the desktop nav is hidden on a phone): a link to the menu, a button once the boot script has run
    const button = await focusedInfo(page);
    expect(button).toMatchObject({ tag: 'a', name: 'Open menu', focusVisible: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('button');
    expect(button?.ring, 'outline of a focused button').toMatch(/^\d+(\.\d+)?px solid$/);
    await context.close();
  });
});

describe.each(widths)('Tab through each page at $width px', (viewport) => {
  it.each(pages)('$label ($path): every control is reached, in order, with a ring of 3:1 contrast that nothing covers', async ({ path }) => {
    const { page, context } = await open(path, viewport);
    const { count, names, positiveTabindex, pointerOnly } = await markControls(page);
    expect(positiveTabindex, 'tabindex above 0 breaks the reading order').toEqual([]);
    expect(pointerOnly, 'elements with a pointer cursor that a keyboard cannot reach (use a <button> or a link)').toEqual([]);

    const reached = new Set<string>();
    const problems: string[] = [];
    let last = '';
    for (let presses = 0; presses < count + 25; presses++) {
      await page.keyboard.press('Tab');
      const info = await focusedInfo(page);
      if (!info) break; // past the last control
      // The browser's audio player has stops of its own inside (play, time, volume): one control.
      if (info.id && info.id === last) continue;
      if (info.id && reached.has(info.id)) break; // wrapped around
      last = info.id;
      if (info.id) reached.add(info.id);
      if (!info.focusVisible || !info.ring) problems.push(`no visible focus ring on ${info.tag} "${info.name}"`);
      else if (info.ringContrast < 3)
        problems.push(`focus ring on ${info.tag} "${info.name}" has contrast ${info.ringContrast}:1 against its background (needs 3:1)`);
      if (info.obscured) problems.push(`focused ${info.tag} "${info.name}" is covered by another element`);
    }
    // Back again with Shift+Tab: the browser scrolls each control just into view, where a sticky header can cover it.
    for (let presses = 0; presses < count + 15; presses++) {
      await page.keyboard.press('Shift+Tab');
      const info = await focusedInfo(page);
      if (!info || info.id === '0') break;
      if (info.obscured) problems.push(`focused ${info.tag} "${info.name}" is covered by another element (Shift+Tab)`);
    }
    const missed = names.filter((_, i) => !reached.has(String(i)));
    await context.close();
    expect(missed, `controls on ${path} that Tab never reaches`).toEqual([]);
    expect(problems, `focus problems on ${path}`).toEqual([]);
  });
});

describe('mobile menu without a pointer', () => {
  it('opens with Enter, Tab goes into it, Escape closes it and gives focus back', async () => {
    const { page, context } = await open('/', MOBILE);
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focusedInfo(page))?.name).toBe('Open menu');
    await page.keyboard.press('Enter');
    await expect(openButton.getAttribute('aria-expanded')).resolves.toBe('true');
    expect((await focusedInfo(page))?.inMobileMenu, 'Enter puts focus into the menu').toBe(true);
    await page.keyboard.press('Tab');
    const inside = await focusedInfo(page);
    expect(inside).toMatchObject({ tag: 'a', inMobileMenu: true });
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
    await expect(openButton.getAttribute('aria-expanded')).resolves.toBe('false');
    expect((await focusedInfo(page))?.name, 'focus returns to the menu button').toBe('Open menu');
    await context.close();
  });

  it('a same-page link in the menu (Contact) closes the menu and goes to its section', async () => {
    const { page, context } = await open('/', MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const contact = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' });
    await contact.waitFor({ state: 'visible' });
    for (let i = 0; i < 20 && (await focusedInfo(page))?.name !== 'Contact'; i++) await page.keyboard.press('Tab');
    expect((await focusedInfo(page))?.name, 'Tab reaches Contact inside the menu').toBe('Contact');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#contact');
    // The section's heading comes to rest below the sticky header, not under it.
    const headingBelowHeader = () =>
      page.evaluate(
        () =>
          document.querySelector('#contact h2, #contact')!.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      );
    await expect.poll(headingBelowHeader, { message: 'the Contact heading is not hidden under the sticky header' }).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});

describe('crossing a slide show (issue 60: each slide had its own pair, 14 stops)', () => {
  for (const javaScript of [true, false]) {
    it(`/invest: the carousel and the testimonials take at most three tab stops each, ${javaScript ? 'with' : 'without'} script`, async () => {
      const { page, context } = await openPage(browser(), { viewport: MOBILE, reducedMotion: 'reduce', javaScript });
      await page.goto(`${baseUrl}/invest`, { waitUntil: 'networkidle' });
      const stops: Record<string, string[]> = {};
      for (const name of ['Projects the Tender Funder Club invests in', 'Client testimonials']) {
        const region = page.getByRole('region', { name });
        // Focus just before the slide show's controls: on the section itself, focusable for the test only.
        await region.evaluate((section) => {
          section.tabIndex = -1;
          section.focus();
        });
        stops[name] = [];
        for (let presses = 0; presses < 20; presses++) {
          await page.keyboard.press('Tab');
          const stop = await region.evaluate((section) => {
            const el = document.activeElement;
            return el && el !== section && section.contains(el) ? (el.getAttribute('aria-label') ?? el.className) : null;
          });
          if (stop === null) break;
          stops[name].push(stop);
        }
      }
      await context.close();
      // With script: the one pair of buttons, and the row (Chromium lets the keyboard scroll a row
      // with nothing focusable in it: the slides not shown are inert). Without: the radio button of
      // the slide shown, whose arrow keys move the slides.
      expect(stops).toEqual(
        javaScript
          ? {
              'Projects the Tender Funder Club invests in': ['slideshow-slides', 'Previous slide', 'Next slide'],
              'Client testimonials': ['slideshow-slides', 'Previous testimonial', 'Next testimonial'],
            }
          : { 'Projects the Tender Funder Club invests in': ['1 of 7'], 'Client testimonials': ['1 of 7'] },
      );
    });
  }
});

const CAROUSEL = '[aria-roledescription="carousel"]';

/** What a visitor sees change in a carousel: where a track is scrolled, which slide is marked current or hidden, its visible text. */
function carouselState(carousel: Locator) {
  return carousel.evaluate((root) =>
    JSON.stringify([
      [...root.querySelectorAll('*')].filter((el) => el.scrollWidth > el.clientWidth).map((el) => Math.round(el.scrollLeft)),
      [...root.querySelectorAll('[aria-hidden], [aria-current], [data-active], [hidden]')].map((el) => el.outerHTML.slice(0, 120)),
      [...root.querySelectorAll('[aria-live]')].map((el) => el.textContent),
      [...root.querySelectorAll('[style]')].map((el) => el.getAttribute('style')),
      (root as HTMLElement).innerText,
    ]),
  );
}

describe('carousels without a pointer', () => {
  it.each(pages)('$label ($path): every carousel moves with the keyboard', async ({ path, ids }) => {
    // Carousels the YAML asks for; each must be marked up as one (aria-roledescription="carousel").
    const expected = model.pages
      .filter((p) => p.id === ids[0])
      .flatMap((p) => p.page.sections)
      .filter((block) => block.type === 'carousel').length;
    const { page, context } = await open(path, MOBILE);
    const carousels = page.locator(CAROUSEL);
    const found = await carousels.count();
    expect(found, `carousel blocks in the config vs carousels on ${path}`).toBeGreaterThanOrEqual(expected);

    for (let i = 0; i < found; i++) {
      const carousel = carousels.nth(i);
      const state = () => carouselState(carousel);
      await carousel.evaluate((root) => {
        // The first slide's Next (each slide carries its own pair of links).
        const next = [...root.querySelectorAll('a, button')].find((b) => /next|forward|→|›/i.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
        const target = next ?? [...root.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollWidth > el.clientWidth) ?? root;
        target.setAttribute('data-kbd-target', next ? 'button' : 'scroller');
      });
      const kind = await carousel.locator('[data-kbd-target]').getAttribute('data-kbd-target');
      const before = await state();
      // Reach it with Tab from the top, as a keyboard user would.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      let reached = false;
      for (let presses = 0; presses < 200 && !reached; presses++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(
          () => !!document.activeElement?.closest('[data-kbd-target]') || !!document.activeElement?.hasAttribute('data-kbd-target'),
        );
      }
      expect(reached, `Tab reaches the ${kind === 'button' ? 'Next button' : 'scrolling track'} of carousel ${i + 1} on ${path}`).toBe(true);
      await page.keyboard.press(kind === 'button' ? 'Enter' : 'ArrowRight');
      await expect
        .poll(state, { message: `carousel ${i + 1} on ${path} did not move after ${kind === 'button' ? 'Enter on Next' : 'ArrowRight'}` })
        .not.toBe(before);
      await carousel.locator('[data-kbd-target]').evaluate((el) => el.removeAttribute('data-kbd-target'));
    }
    await context.close();
  });
  // WCAG 2.2.2: movement that starts by itself and lasts over 5 s can be paused; reduced motion means none.
  it.each(pages)('$label ($path): a carousel that moves by itself has a pause button, and keeps still for reduced motion', async ({ path, ids }) => {
    // Nothing moves by itself any more (docs/decisions/38): a minute of the page's time shows it.
    void ids;
    const wait = 60_000;
    const moving = await openPage(browser(), { viewport: MOBILE, reducedMotion: 'no-preference' });
    const still = await openPage(browser(), { viewport: MOBILE, reducedMotion: 'reduce' });
    // Time is the test's: it flows until the carousels have hydrated, then moves only when run on.
    await Promise.all([moving.page.clock.install(), still.page.clock.install()]);
    await Promise.all([moving.page.goto(baseUrl + path, { waitUntil: 'networkidle' }), still.page.goto(baseUrl + path, { waitUntil: 'networkidle' })]);
    // Carousels hydrate as they come near: bring each one near, so every carousel has had the chance to move.
    await Promise.all([hydrateEveryIsland(moving.page), hydrateEveryIsland(still.page)]);
    await Promise.all([pauseClock(moving.page), pauseClock(still.page)]);
    const count = await moving.page.locator(CAROUSEL).count();
    const snapshot = (page: Page) => Promise.all(Array.from({ length: count }, (_, i) => carouselState(page.locator(CAROUSEL).nth(i))));
    const runFor = async (page: Page, ms: number) => {
      await page.clock.runFor(ms);
      await settle(page);
    };
    const [movingBefore, stillBefore] = await Promise.all([snapshot(moving.page), snapshot(still.page)]);
    await Promise.all([runFor(moving.page, wait), runFor(still.page, wait)]);
    const [movingAfter, stillAfter] = await Promise.all([snapshot(moving.page), snapshot(still.page)]);
    expect(stillAfter, `carousels on ${path} move by themselves although the visitor asked for reduced motion`).toEqual(stillBefore);

    for (let i = 0; i < count; i++) {
      const carousel = moving.page.locator(CAROUSEL).nth(i);
      const pause = carousel.getByRole('button', { name: /pause|stop/i });
      const moved = movingAfter[i] !== movingBefore[i];
      const hasPause = (await pause.count()) > 0;
      // Both ways: movement needs a Pause button, and a Pause button promises movement (autoplay that broke).
      expect({ moved, hasPause }, `carousel ${i + 1} on ${path} within ${wait} ms`).toEqual({ moved: hasPause, hasPause });
      if (!moved) continue;
      await pause.first().focus();
      await moving.page.keyboard.press('Enter');
      const paused = await carouselState(carousel);
      await runFor(moving.page, wait);
      expect(await carouselState(carousel), `carousel ${i + 1} on ${path} still moves after Pause`).toBe(paused);
    }
    await Promise.all([moving.context.close(), still.context.close()]);
  });
});
