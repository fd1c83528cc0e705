import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { holdLatePart, MOBILE, openPage, pressSlideControl, SETTLES, shownSlide, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** What a visitor sees of a plan card: its price and where its order link goes (the one shown). */
async function shownChoice(card: Locator): Promise<{ price: string; minutes: string | null }> {
  const price = (await card.locator('.plan-price-amount').filter({ visible: true }).innerText()).trim();
  const href = await card.getByRole('link', { name: 'Order now' }).getAttribute('href');
  return { price, minutes: new URL(href!).searchParams.get('minutes') };
}

/**
 * Where a slide show is: the number of history entries, its top on the screen, and whether its
 * heading lies partly under the sticky header (neither below it nor scrolled past it).
 */
function placeOf(slideShow: Locator) {
  return slideShow.evaluate((section) => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const heading = section.querySelector('h2')?.getBoundingClientRect();
    return {
      history: history.length,
      top: section.getBoundingClientRect().top,
      headingUnderHeader: !!heading && heading.bottom > header.top && heading.top < header.bottom,
    };
  });
}

/** Whether the slide show's top is where it was a moment ago (no page script runs here to count frames with). */
async function heldStill(slideShow: Locator): Promise<boolean> {
  const top = (await placeOf(slideShow)).top;
  await new Promise((resolve) => setTimeout(resolve, 100));
  return (await placeOf(slideShow)).top === top;
}

/** Visible buttons that only script could answer: with no script, there must be none. */
const liveButtons = (page: Page) => page.locator('button:not([disabled])').filter({ visible: true }).count();

/**
 * A visitor whose browser runs no script: a proxy strips it, a browser blocks it, or the inline
 * script is there but the network never brought anything else. Every control on every page type
 * still does what it says.
 */
describe('every page type with JavaScript off', () => {
  for (const { label, path } of pageTypes(shippedModel())) {
    it(`${label} (${path}): every slide show moves by its controls and a swipe, the menu opens and closes, no control is dead`, async () => {
      const { page, context, errors } = await openPage(browser(), { viewport: MOBILE, javaScript: false });
      await page.goto(`${baseUrl}${path}`);
      expect(await liveButtons(page), 'a visible button that needs script').toBe(0);

      const slideShows = page.locator('[aria-roledescription="carousel"]');
      for (let i = 0; i < (await slideShows.count()); i++) {
        const slideShow = slideShows.nth(i);
        const total = await slideShow.locator('.slideshow-slide').count();
        if (total < 2) continue;
        // The section's top just below the sticky header, its controls on the screen below.
        await slideShow.evaluate((section) =>
          scrollBy({ top: section.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom, behavior: 'instant' }),
        );
        const controls = (await slideShow.locator('label[data-slide-step="1"]').first().boundingBox())!;
        expect(controls.y + controls.height, 'the controls fit on the screen below the heading').toBeLessThanOrEqual(MOBILE.height);
        await expect.poll(() => shownSlide(slideShow), SETTLES).toBe(`1 of ${total}`);
        // The sections the scroll brought near are drawn in the frames after it (content-visibility),
        // and the page settles with them: measure once the section holds still.
        await expect.poll(() => heldStill(slideShow), SETTLES).toBe(true);
        const before = await placeOf(slideShow);
        await pressSlideControl(slideShow, (await slideShow.locator('label[data-slide-step="1"]').first().getAttribute('title'))!);
        await expect.poll(() => shownSlide(slideShow), SETTLES).toBe(`2 of ${total}`);
        await pressSlideControl(slideShow, (await slideShow.locator('label[data-slide-step="-1"]').first().getAttribute('title'))!);
        await expect.poll(() => shownSlide(slideShow), SETTLES).toBe(`1 of ${total}`);
        await expect.poll(() => heldStill(slideShow), SETTLES).toBe(true);
        // No link was followed: no history entry, and the page did not move (the section's top within 2 px).
        const after = await placeOf(slideShow);
        expect(after.history, 'history entries added by the slide controls').toBe(before.history);
        expect(Math.abs(after.top - before.top), `the section moved from ${before.top} to ${after.top} px`).toBeLessThanOrEqual(2);
        expect(after.headingUnderHeader, 'the section heading is covered by the sticky header').toBe(false);
        // A swipe: the row scrolls a third of a slide, and snaps on to the next.
        await slideShow.locator('.slideshow-slides').evaluate((row) => row.scrollBy({ left: row.clientWidth / 3, behavior: 'instant' }));
        await expect.poll(() => shownSlide(slideShow), SETTLES).toBe(`2 of ${total}`);
      }

      // The menu button is a link to the menu; the menu's close control a link away from it.
      await page.evaluate(() => scrollTo(0, 0));
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.isVisible()).resolves.toBe(false);
      await page.getByRole('link', { name: 'Open menu' }).click();
      await expect.poll(() => menu.isVisible(), SETTLES).toBe(true);
      await page.getByRole('link', { name: 'Close menu' }).click();
      await expect.poll(() => menu.isVisible(), SETTLES).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('home: each plan choice shows its price and an order link for that bundle; the feature list hides and shows', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE, javaScript: false });
    await page.goto(`${baseUrl}/`);
    const team = page.getByRole('article', { name: 'Team 3x' });
    await expect(shownChoice(team)).resolves.toEqual({ price: 'R147.00', minutes: '0' });
    await team.getByLabel('Prepaid minutes a month').selectOption('250');
    await expect(shownChoice(team)).resolves.toEqual({ price: 'R294.50', minutes: '250' });
    await team.getByLabel('Prepaid minutes a month').selectOption('2000');
    await expect(shownChoice(team)).resolves.toEqual({ price: 'R1,327.00', minutes: '2000' });
    const lite = page.getByRole('article', { name: 'Lite' });
    await lite.getByLabel('Prepaid minutes a month').selectOption('100');
    await expect(shownChoice(lite)).resolves.toEqual({ price: 'R108.00', minutes: '100' });
    // Team 3x keeps its own choice.
    await expect(shownChoice(team)).resolves.toEqual({ price: 'R1,327.00', minutes: '2000' });

    await expect(team.getByText('Call queues').isVisible()).resolves.toBe(true);
    await team.getByText('Hide all features').click();
    await expect(team.getByText('Call queues').isVisible()).resolves.toBe(false);
    await expect(team.getByText('Show all features').isVisible()).resolves.toBe(true);
    await team.getByText('Show all features').click();
    await expect(team.getByText('Call queues').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A slow phone (CPU 4x slower) pressing at once, before any script but the inline one could run:
 * the first press on each control does what it says, and no script is fetched for it.
 */
describe('a link in to a section, with JavaScript off', () => {
  // Sections below the first stand in at 600 px until drawn; without script the <noscript> style
  // (allowed by its hash in the Content-Security-Policy) draws them all once the address has a target.
  it('tender finance: /tender-finance#refer draws every section and opens on the refer section', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE, javaScript: false });
    await page.goto(`${baseUrl}/tender-finance#refer`, { waitUntil: 'load' });
    // The second section, screens above the refer section: drawn only because every section is.
    await expect(
      page
        .locator('main > :nth-child(2) > *')
        .first()
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })),
    ).resolves.toBe(true);
    // Under the sticky header: the section's scroll margin puts its top 168 px down.
    await expect.poll(() => page.locator('#refer').evaluate((el) => Math.round(el.getBoundingClientRect().top)), SETTLES).toBe(168);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the first press on a 4x-throttled phone, before anything has loaded', () => {
  it("tender finance: Next on the carousel shows slide 2, in place, before the boot's late part has come; the late part's buttons then start at slide 2", async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && request.url().startsWith(baseUrl) && scripts.push(request.url()));
    const late = await holdLatePart(page);
    await page.goto(`${baseUrl}/tender-finance`, { waitUntil: 'commit' });
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    // Until the late part has run, the slide's own label moves the row (decision 50).
    await pressSlideControl(carousel, 'Next slide');
    await expect.poll(() => shownSlide(carousel), SETTLES).toBe('2 of 3');
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(await carousel.locator('.slideshow-pair:not([hidden])').count(), 'the pair of buttons came before the late part').toBe(0);
    late.release();
    const pair = carousel.locator('.slideshow-pair:not([hidden])');
    await pair.waitFor(SETTLES);
    await expect.poll(() => pair.locator('.slideshow-count').innerText()).toBe('2 / 3');
    expect(await shownSlide(carousel)).toBe('2 of 3');
    expect(
      scripts.filter((url) => !/\/assets\/(main|boot-late)-/.test(url)),
      "only the entry script, which any first press asks for, and the boot's late part",
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home: a bundle chosen shows its price, the feature toggle and the player answer the first press', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const grow = page.getByRole('article', { name: 'Grow 5x' });
    await grow.getByLabel('Prepaid minutes a month').selectOption('400');
    await expect(shownChoice(grow)).resolves.toEqual({ price: 'R481.00', minutes: '400' });
    await grow.getByText('Hide all features').click();
    await expect(grow.getByText('Show all features').isVisible()).resolves.toBe(true);
    // Play is the boot's late part's (decision 55), asked for at the first press: before it runs
    // Play opens the recording on its own. It has run once the menu's link is a button.
    await page.getByRole('button', { name: 'Open menu' }).waitFor(SETTLES);
    await page.getByRole('link', { name: 'Play the greeting' }).click();
    await expect(page.locator('section.audio-player audio').evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(false);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
