import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, SETTLES, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const PAGES = ['/', '/tolatenderpro-tender-search-bid-preparation-and-submission', '/tenderbriefattend-attend-tender-briefings-anywhere'];

const browser = useBrowser();

const teamCard = (page: Page) => page.getByRole('article', { name: 'Team 3x' });
const params = (href: string | null) => Object.fromEntries(new URL(href ?? '').searchParams);

describe('VoIP plan cards in the browser', () => {
  it('recalculates the price and the order link when the bundle changes, and tracks the click', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: MOBILE });
    const response = await page.goto(`${baseUrl}/?utm_source=google&utm_medium=cpc&utm_campaign=voip&affid=A77`);
    const served = await response!.text();
    const card = teamCard(page);
    const order = card.getByRole('link', { name: 'Order now' });
    // The cards need no script; the boot script adds the tracking values to their links after the first paint.
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => order.getAttribute('href'), SETTLES).toContain('utm_source=google');

    // The price shown is the one of the chosen bundle (the stylesheet shows it).
    const price = card.locator('.plan-price-amount').filter({ visible: true });
    await expect(price.textContent()).resolves.toBe('R147.00');
    expect(served).toContain('<span class="plan-price-amount">R147.00</span>');

    await card.getByLabel('Prepaid minutes a month').selectOption('250');
    await expect.poll(() => price.textContent()).toBe('R294.50');
    await expect(card.locator('.plan-by-bundle').first().getAttribute('aria-live')).resolves.toBe('polite');
    expect(params(await order.getAttribute('href'))).toMatchObject({ minutes: '250', users: '3', setupfee: '499', product: 'Team 3x' });

    await card.getByLabel('Prepaid minutes a month').selectOption('2000');
    await expect.poll(() => price.textContent()).toBe('R1,327.00');

    // Follow the link without leaving: the tracking script adds the values in the capture phase.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await order.click();
    const followed = params(await order.getAttribute('href'));
    expect(followed).toMatchObject({
      minutes: '2000',
      users: '3',
      setupfee: '499',
      product: 'Team 3x',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'voip',
      affid: 'A77',
    });
    expect(Object.keys(followed)).toEqual([
      'minutes',
      'users',
      'setupfee',
      'product',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_term',
      'affid',
      'clickid',
    ]);

    // The other cards keep their own state.
    await expect(page.getByRole('article', { name: 'Lite' }).locator('.plan-price-amount').filter({ visible: true }).textContent()).resolves.toBe('R49.00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides and shows the feature list with a toggle that says what it will do', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: DESKTOP });
    await page.goto(`${baseUrl}/`);
    const card = teamCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getByRole('link', { name: 'Order now' }).getAttribute('href')).toContain('utm_source=');
    const features = card.getByRole('list');
    await expect(features.isVisible()).resolves.toBe(true);

    // A <details>: its summary is the toggle, read as expanded or collapsed by screen readers.
    const open = () => card.locator('details').evaluate((details: HTMLDetailsElement) => details.open);
    await card.getByText('Hide all features').click();
    const show = card.getByText('Show all features');
    await show.waitFor();
    await expect(open()).resolves.toBe(false);
    await expect(features.isVisible()).resolves.toBe(false);

    await show.click();
    const hide = card.getByText('Hide all features');
    await hide.waitFor();
    await expect(open()).resolves.toBe(true);
    await expect(features.isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('phone-side pages fit the screen', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const path of PAGES) {
      it(`${path} has no horizontal scroll at ${viewport.width}px and no console errors`, async () => {
        const { page, errors, context } = await openPage(browser(), { viewport });
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        // body clips overflow, which would hide a too-wide block from scrollWidth: check every element
        // in the page content instead, skipping those inside their own scroll box (tables, carousels).
        const overflowing = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const scrollBoxes = [...document.querySelectorAll('main *')].filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX));
          return [...document.querySelectorAll('main *, footer *')]
            .filter((el) => !scrollBoxes.some((box) => box !== el && box.contains(el)))
            .filter((el) => el.getBoundingClientRect().right > width + 1)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
        });
        expect(overflowing).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('shows the comparison table on a phone as one card per row, with nothing to scroll sideways', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    await page.goto(`${baseUrl}${PAGES[1]}`);
    const box = page.getByRole('region', { name: 'Our tender service compared with an alerting service and tender training' });
    // Where a visitor reads it: a section below the first is drawn only once it nears the screen (content-visibility).
    await box.scrollIntoViewIfNeeded();
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const firstCard = box.locator('tbody tr').first();
    await expect.poll(() => firstCard.innerText()).toBe('Tender search\nOur tender service\nAlerting service\nTender training');
    await context.close();
  });
});
