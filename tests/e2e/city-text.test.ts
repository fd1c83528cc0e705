import { describe, expect, inject, it } from 'vitest';
import { MOBILE, openPage, useBrowser } from './browser';

// A heading says only what the site wrote (issue 60): a {city} slot takes the site's cities and the
// places it knows, never any text a link puts there.
const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('the city in a heading, as a visitor reaches it', () => {
  it('prints no text a link makes up: the made-up slug lands on the page without a city, query kept', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    const answer = await page.goto(`${baseUrl}/invest/send-deposit-to-fnb-62000000000?utm_source=sms`);
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/invest?utm_source=sms');
    expect(await page.locator('h1').textContent()).toBe('Invest in Tenders and Projects');
    expect(await page.locator('body').textContent()).not.toMatch(/fnb|62000000000|Send Deposit/i);
    await context.close();
  });

  it('keeps the city text of a place the site knows but does not list, with its proper name', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    const answer = await page.goto(`${baseUrl}/invest/kwa-thema`);
    expect(answer?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Invest in Tenders and Projects In KwaThema');
    await context.close();
  });
});
