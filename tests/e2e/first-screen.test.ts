import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Each page type's main call to action, as the visitor reads its label. A legal page asks nothing of its reader: none. */
const PRIMARY: Record<string, string> = {
  'phone home': 'Talk to an Expert',
  'tender bid': 'GET A QUOTE AND PRICING',
  briefing: 'LEARN MORE',
  'tender finance': 'Apply Now',
  invoice: 'APPLY NOW PRESS HERE',
  investor: 'Request a Call Back',
  bakkie: 'REQUEST A QUOTE',
};

/** The first call-to-action button in the page's content, and where it sits. */
function firstButton(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLElement>('main .button')].find((el) => el.offsetParent !== null)!;
    const box = button.getBoundingClientRect();
    return { label: button.firstChild?.textContent?.trim(), bottom: Math.round(box.bottom), right: Math.round(box.right) };
  });
}

describe('the main call to action is on the first screen', () => {
  const types = pageTypes(shippedModel()).filter(({ label }) => label !== 'legal');
  it('covers every page type but the legal pages', () => {
    expect(types.map(({ label }) => label).sort()).toEqual(Object.keys(PRIMARY).sort());
  });
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    for (const { label, path } of types) {
      it(`${label} (${path}) at ${viewport.width} × ${viewport.height}: "${PRIMARY[label]}" shows whole without scrolling`, async () => {
        const { page, context, errors } = await openPage(browser(), { viewport });
        await page.goto(`${baseUrl}${path}`);
        const button = await firstButton(page);
        expect(button.label).toBe(PRIMARY[label]);
        expect(button.bottom).toBeLessThanOrEqual(viewport.height);
        expect(button.right).toBeLessThanOrEqual(viewport.width);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('a tablet (768 px) gets two columns where a desktop has them', () => {
  const TABLET = { width: 768, height: 1024 };
  const boxes = (page: Page, selector: string) =>
    page
      .locator(selector)
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map(({ left, top, width }) => ({ left: Math.round(left), top: Math.round(top), width: Math.round(width) })),
      );

  it('home: the hero text beside its illustration, and the plan cards two per row', async () => {
    const { page, context } = await openPage(browser(), { viewport: TABLET });
    await page.goto(`${baseUrl}/`);
    const [text] = await boxes(page, '.hero-text');
    const [image] = await boxes(page, '.hero-image');
    expect(image!.left).toBeGreaterThanOrEqual(text!.left + text!.width);
    expect(image!.top).toBeLessThan(400);
    const cards = await boxes(page, '.plan-card');
    expect(cards).toHaveLength(3);
    expect(cards[1]!.top).toBe(cards[0]!.top);
    expect(cards[1]!.left).toBeGreaterThan(cards[0]!.left + cards[0]!.width);
    expect(cards[2]!.top).toBeGreaterThan(cards[0]!.top);
    expect(cards[2]!.left).toBe(cards[0]!.left);
    await context.close();
  });

  it('every page: About us beside Contact us', async () => {
    const { page, context } = await openPage(browser(), { viewport: TABLET });
    await page.goto(`${baseUrl}/tender-finance`);
    const [about, contact] = await page
      .locator('.about-contact > *')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map(({ left, top }) => ({ left: Math.round(left), top: Math.round(top) })));
    expect(contact!.left).toBeGreaterThan(about!.left);
    expect(contact!.top).toBe(about!.top);
    await context.close();
  });
});
