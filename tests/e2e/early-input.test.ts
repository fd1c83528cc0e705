import { describe, expect, inject, it } from 'vitest';
import { anyIslandHydrated, ENTRY_SCRIPT, entryScriptResponse, holdScripts, MOBILE, openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * A slow phone: the CPU four times slower (Chrome DevTools' "mid-tier mobile"), and the site's
 * scripts held back until the test releases them, so the visitor acts before any island has
 * hydrated: with only the inline boot script running (every script held), or with the entry
 * script arrived and waiting for React and the island's code (`entryArrived`).
 */
async function slowPhone({ entryArrived = false } = {}) {
  const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { held, release } = await holdScripts(page, 'continue', entryArrived ? ENTRY_SCRIPT : undefined);
  const entryResponse = entryArrived ? entryScriptResponse(page) : undefined;
  return { page, context, errors, held, release, entryResponse };
}

const params = (href: string | null) => Object.fromEntries(new URL(href ?? '').searchParams);

describe('input before an island has hydrated (slow phone, CPU throttled 4x)', () => {
  it.each([
    ['only the boot script has run', false],
    ['the entry script has arrived and waits for React', true],
  ])('a bundle chosen in a plan card still sets the price and the order link once the card hydrates (%s)', async (_, entryArrived) => {
    const { page, context, errors, held, release, entryResponse } = await slowPhone({ entryArrived });
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article', { name: 'Team 3x' });
    const price = card.locator('.plan-price-amount');
    const order = card.getByRole('link', { name: 'Order now' });

    const minutes = card.getByLabel('Prepaid minutes a month');
    // As a visitor does: reach the select (focus starts the card's hydration), then choose.
    await minutes.scrollIntoViewIfNeeded();
    // The card coming near has sent the boot script for the entry script, and the entry script for React, which is held.
    await entryResponse;
    if (entryArrived) await expect.poll(held, { timeout: 20_000 }).toBeGreaterThan(0);
    await minutes.focus();
    await minutes.selectOption('250');
    // The choice was made before the card could answer it: React was still held back.
    await expect.poll(held).toBeGreaterThan(0);
    expect(await anyIslandHydrated(page)).toBe(false);
    await expect(price.textContent()).resolves.toBe('R147.00');

    release();
    await expect.poll(() => price.textContent(), { timeout: 20_000 }).toBe('R294.50');
    await expect.poll(async () => params(await order.getAttribute('href')).minutes, { timeout: 20_000 }).toBe('250');
    expect(params(await order.getAttribute('href'))).toMatchObject({ minutes: '250', users: '3', setupfee: '499', product: 'Team 3x' });
    await expect(minutes.inputValue()).resolves.toBe('250');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a press of Play before the player hydrates still plays the greeting once it does', async () => {
    const { page, context, errors, held, release } = await slowPhone();
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    const player = page.locator('section.audio-player');
    await player.getByRole('button', { name: 'Play greeting' }).click();
    await expect.poll(held).toBeGreaterThan(0);
    expect(await anyIslandHydrated(page)).toBe(false);

    release();
    await player.getByRole('button', { name: 'Pause greeting' }).waitFor({ timeout: 20_000 });
    await expect(player.locator('audio').evaluate((el: HTMLAudioElement) => el.paused)).resolves.toBe(false);
    await expect(player.locator('button[data-playing]').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
