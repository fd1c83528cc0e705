import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrateEveryIsland, MOBILE, openPage, useBrowser, urlOpenedInNewTab } from './browser';
import { pressedUrl } from '../helpers/pressed-url';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Bring every island near in turn (they hydrate on approach) and wait until each has hydrated and its links are tracked. */
async function ready(page: Page, path: string) {
  await page.goto(baseUrl + path);
  await hydrateEveryIsland(page);
}

const TRACKING = 'utm_source=news&utm_medium=email&utm_campaign=&utm_content=&utm_term=&affid=AF77';

describe('lead attribution across pages', () => {
  it('keeps the landing campaign and affiliate on every outbound link, and stores the cookies as the spec says', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    await ready(page, '/?utm_source=news&utm_medium=email&affid=AF77');

    // Cookies as Chromium stores them (written once the page is interactive).
    await page.waitForFunction(() => document.cookie.includes('urlParams='));
    const cookies = Object.fromEntries((await context.cookies(baseUrl)).map((cookie) => [cookie.name, cookie]));
    expect(cookies.affid).toMatchObject({ value: 'AF77', path: '/', secure: true, sameSite: 'Lax' });
    const days = (cookies.affid!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(cookies.urlParams).toMatchObject({ path: '/', secure: true, sameSite: 'Lax', expires: -1 });
    expect(decodeURIComponent(cookies.urlParams!.value)).toBe('utm_source=news&utm_medium=email&affid=AF77');

    // The phone order button on the landing page carries the card state and the tracking values.
    const team = page.getByRole('article', { name: 'Team 3x' });
    await team.getByRole('combobox').selectOption('250');
    const order = await urlOpenedInNewTab(page, () => team.getByRole('link', { name: /Order/ }).click());
    expect(order).toMatch(pressedUrl(`https://order.example.com/voip-phone-system?minutes=250&users=3&setupfee=499&product=Team+3x&${TRACKING}`));

    // Another page, reached by a plain link: the cookies carry the attribution over.
    await ready(page, '/invest');
    const invest = await urlOpenedInNewTab(page, () => page.getByRole('link', { name: 'I WANT TO INVEST NOW' }).first().click());
    expect(invest).toMatch(pressedUrl(`https://forms.example.com/investor-interest?ref=MD76208&${TRACKING}`));

    await ready(page, '/tender-finance');
    const apply = await urlOpenedInNewTab(page, () => page.getByRole('link', { name: 'Apply Now' }).first().click());
    expect(apply).toMatch(pressedUrl(`https://forms.example.com/tender-finance-application?${TRACKING}`));

    // A link the spec lists with no parameters gets none, and no click id.
    await ready(page, '/bakkie-hire');
    const register = await urlOpenedInNewTab(page, () => page.getByRole('link', { name: 'REGISTER A BAKKIE' }).first().click());
    expect(register).toBe('https://forms.example.com/register-a-bakkie');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('has working hrefs without tracking before any script runs', async () => {
    const response = await fetch(`${baseUrl}/tender-finance`);
    const html = await response.text();
    expect(html).toContain('href="https://forms.example.com/tender-finance-application"');
    expect(html).not.toContain('utm_source=');
  });
});
