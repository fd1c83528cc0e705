import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, nextFrames, noteScrollEnds, onScreen, openPage, scrollEndedHere, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * Below the first section, a section is drawn only as it nears the screen (content-visibility in
 * src/styles/site.css, docs/decisions/34), so a first view lays out the first screen, not the whole
 * page. What a visitor must still get: a jump lands where it points, with the text there to read,
 * and content that arrives above them (the live deals) does not push them away.
 */
describe('sections drawn as they near the screen', () => {
  it('/invest on a phone: the first view does not draw the sections far below the first screen, but draws the live deals', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    await page.goto(`${baseUrl}/invest`, { waitUntil: 'networkidle' });
    await expect(drawn(page, '#refer')).resolves.toBe(false);
    await expect(drawn(page, '.site-footer')).resolves.toBe(false);
    await expect(drawn(page, '#testimonials')).resolves.toBe(false);
    // The live deals' section: its content changes after load, and the browser keeps a visitor's
    // place through such a change only in content it has drawn (a test that jumped past the live
    // deals as they arrived landed 4,000 px short when it was not drawn).
    await expect(drawn(page, 'main > .deals')).resolves.toBe(true);
    await context.close();
  });

  it('/invest on a phone: "Refer and Earn" lands on the refer section, readable, and it stays there as the deals arrive above it', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/content-api/deals', async (route) => {
      await held;
      await route.continue();
    });
    await noteScrollEnds(page);
    await page.goto(`${baseUrl}/invest`, { waitUntil: 'networkidle' });
    // The visitor scrolls to the deals (they are asked for, and held), then jumps to the refer section.
    const asked = page.waitForRequest('**/content-api/deals');
    await page.getByRole('status').scrollIntoViewIfNeeded();
    await asked;
    await page.getByRole('link', { name: 'Refer and Earn', exact: true }).click();
    // The jump is a smooth scroll (site.css): the visitor has arrived when the section is on the screen and the scroll has ended there.
    const heading = page.getByRole('heading', { name: 'Refer and earn' });
    await expect.poll(() => onScreen(page, heading), { timeout: 10_000 }).toBe(true);
    await scrollEndedHere(page);
    await expect(onScreen(page, heading)).resolves.toBe(true);
    await expect(page.locator('#refer p').first().innerText()).resolves.toBe(
      'Know a business owner who needs a business phone, help winning tenders or funding to deliver on an order? Refer them to TolaBiz and earn commission when they become a client.',
    );

    release();
    await page.locator('.live-deals[data-state="loaded"]').waitFor({ state: 'attached' });
    await expect(page.locator('.deal-card').count()).resolves.toBe(6);
    await nextFrames(page);
    await expect(onScreen(page, heading)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Where the jumps ended with sections still at their 600 px stand-in heights (before every
  // section was drawn for a jump): 930 and 484 px past the section on a phone, 354 px short on
  // home, 206 px past on a desktop.
  const JUMPS = [
    { label: 'phone', viewport: MOBILE, path: '/tender-finance', link: 'Refer And Earn', section: '#refer' },
    { label: 'phone', viewport: MOBILE, path: '/tender-finance', link: 'Contact', section: '#contact' },
    { label: 'phone', viewport: MOBILE, path: '/', link: 'Refer And Earn', section: '#refer' },
    { label: 'desktop', viewport: DESKTOP, path: '/tolatenderpro-tender-search-bid-preparation-and-submission', link: 'Refer And Earn', section: '#refer' },
  ];
  for (const { label, viewport, path, link, section } of JUMPS) {
    it(`on a ${label}, the menu's "${link}" on ${path} lands with its section at the top of the screen`, async () => {
      const { page, context } = await openPage(browser(), { viewport });
      await noteScrollEnds(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: viewport === MOBILE ? 'Mobile' : 'Main' });
      const target = nav.getByRole('link', { name: link, exact: true });
      // On a desktop, the links that do not fit the row are under More.
      if (!(await target.isVisible())) await nav.getByText('More', { exact: true }).click();
      await target.click();
      await page.waitForFunction(() => scrollY > 0);
      await scrollEndedHere(page);
      // Under the sticky header: the section's scroll margin puts its top 168 px down.
      await expect(page.locator(section).evaluate((el) => Math.round(el.getBoundingClientRect().top))).resolves.toBe(168);
      await context.close();
    });
  }

  it('on a phone, a link in to /tender-finance#contact opens on the contact section, every section drawn', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    await page.goto(`${baseUrl}/tender-finance#contact`, { waitUntil: 'networkidle' });
    // The second section, screens above the contact section: drawn only because every section is.
    await expect(drawn(page, 'main > :nth-child(2)')).resolves.toBe(true);
    await expect.poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(168);
    await context.close();
  });

  it('on a phone, a reload of /tender-finance read 70 % down comes back to the same words (About us)', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    await page.goto(`${baseUrl}/tender-finance`, { waitUntil: 'networkidle' });
    // A visitor reading down the page a screen at a time, to 70 % of it: the top of About us.
    while (await page.evaluate(() => scrollY < document.documentElement.scrollHeight * 0.7)) {
      await page.evaluate(() => scrollBy({ top: 600, behavior: 'instant' }));
      await nextFrames(page);
    }
    const before = await page.evaluate(WORDS_READ);
    expect(before).toMatch(/^about-contact: About us\n/);
    await page.reload({ waitUntil: 'networkidle' });
    // Before every section was drawn for it, the page came back a section further up (the testimonials), with 600 px stand-ins above.
    await expect.poll(() => page.evaluate(WORDS_READ)).toBe(before);
    await context.close();
  });
});

/** The words 200 px below the top of the screen, where a visitor reads, and their section. */
const WORDS_READ = () => {
  const element = document.elementFromPoint(innerWidth / 2, 200) as HTMLElement | null;
  return `${element?.closest('main > *')?.className}: ${element?.innerText.slice(0, 40)}`;
};

/** Whether the browser draws what the element holds (a section not drawn still shows as itself; its content is skipped). */
function drawn(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .locator('> *')
    .first()
    .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
}
