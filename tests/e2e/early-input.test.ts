import { describe, expect, inject, it } from 'vitest';
import { holdScripts, LATE_PART, MOBILE, openPage, SETTLES, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const params = (href: string | null) => Object.fromEntries(new URL(href ?? '').searchParams);

/**
 * A slow phone: the CPU four times slower (Chrome DevTools' "mid-tier mobile"), and every script of
 * the site held back, so only the inline boot script runs. The plan cards and the player need no
 * script, so the visitor's first choice counts at once, and nothing waits for a download.
 */
describe('input on a slow phone with every script held back', () => {
  it('a bundle chosen in a plan card shows its price and its order link at once', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await holdScripts(page, 'continue');
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article', { name: 'Team 3x' });
    await card.getByLabel('Prepaid minutes a month').selectOption('250');
    await expect(card.locator('.plan-price-amount').filter({ visible: true }).textContent()).resolves.toBe('R294.50');
    expect(params(await card.getByRole('link', { name: 'Order now' }).getAttribute('href'))).toMatchObject({
      minutes: '250',
      users: '3',
      setupfee: '499',
      product: 'Team 3x',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a press of play before the boot's late part has come opens the recording on its own, as without script (decision 55)", async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    await holdScripts(page, 'continue');
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Play the greeting' }).click();
    await page.waitForURL(/\.mp3$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a press of play once the boot's late part has run plays the greeting in place", async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await holdScripts(page, 'continue', LATE_PART);
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    // The late part has run once the menu's link is a button.
    await page.getByRole('button', { name: 'Open menu' }).waitFor(SETTLES);
    await page.getByRole('link', { name: 'Play the greeting' }).click();
    const audio = page.locator('section.audio-player audio');
    await expect(audio.evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(false);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
