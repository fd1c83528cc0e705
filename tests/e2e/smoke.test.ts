import { describe, expect, inject, it } from 'vitest';
import { MOBILE, openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('home page on a phone', () => {
  it('loads, opens and closes the menu, with no console errors', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: MOBILE });
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('The Business Phone System');

    const openButton = page.getByRole('button', { name: 'Open menu' });
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.isVisible()).resolves.toBe(false);
    await openButton.click();
    await mobileNav.getByRole('link', { name: 'Investing' }).waitFor({ state: 'visible' });
    await expect(openButton.getAttribute('aria-expanded')).resolves.toBe('true');

    await page.getByRole('button', { name: 'Close menu' }).click();
    await mobileNav.waitFor({ state: 'hidden' });
    await expect(openButton.getAttribute('aria-expanded')).resolves.toBe('false');

    // Escape closes it too, and focus returns to the button that opened it.
    await openButton.click();
    await mobileNav.getByRole('link', { name: 'Investing' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Open menu');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const { page, context } = await openPage(browser());
    const response = await page.goto(`${baseUrl}/this-page-does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('We could not find that page');
    await context.close();
  });
});
