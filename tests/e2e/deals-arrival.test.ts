import { describe, expect, inject, it } from 'vitest';
import { blockOutsideLoopback } from '../../dev/browser/chromium';
import { SEED_DAY } from '../helpers/seed-day';
import { DESKTOP, ENTRY_SCRIPT, LATE_PART, MOBILE, nextFrames, openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * What the visitor reads: the element under the viewport's centre, marked so the test finds it
 * again, with where its top is on the screen.
 */
const readingPlace = () => {
  const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2)!;
  element.setAttribute('data-reading', '');
  return { top: Math.round(element.getBoundingClientRect().top), card: element.closest('[data-project]')?.getAttribute('data-project') ?? null };
};
const stillReading = () => {
  const element = document.querySelector('[data-reading]')!;
  return { top: Math.round(element.getBoundingClientRect().top), atCentre: element === document.elementFromPoint(innerWidth / 2, innerHeight / 2) };
};

describe('live deals arriving on /invest', () => {
  for (const [label, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    // Scrolled to the loading line (the first cards below it), or to the first open project.
    for (const [where, target, align, reads] of [
      ['the loading line at the top', '.live-deals', 'start', null],
      ['the first open project in the middle', '[data-project="MD76208"]', 'center', label === 'phone' ? 'MD76208' : 'FINTECH'],
    ] as const) {
      it(`on a ${label}, with ${where} of the screen, what is under the screen's centre stays there while the deals arrive`, async () => {
        const { page, errors, context } = await openPage(browser(), { viewport });
        // The seed's own day: open deals arrive above the fold and the closed ones into it.
        await page.clock.setFixedTime(new Date(`${SEED_DAY}T08:00:00Z`));
        // Every layout shift the page reports (none follows input here: the test scrolls by script).
        await page.addInitScript(() => {
          const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // A stand-in for a slow content store: the deals answer waits until the test lets it go.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let asked = false;
        await page.route('**/content-api/deals', async (route) => {
          asked = true;
          await held;
          await route.continue();
        });
        await page.goto(`${baseUrl}/invest`, { waitUntil: 'networkidle' });
        await page.locator(target).evaluate((element, block) => element.scrollIntoView({ block, behavior: 'instant' }), align);
        await nextFrames(page);
        const reading = await page.evaluate(readingPlace);
        // On a desktop the open projects sit side by side: FINTECH is in the middle column.
        if (reads) expect(reading.card).toBe(reads);
        await expect.poll(() => asked).toBe(true);
        const before = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
        release();
        await page.locator('.live-deals[data-state="loaded"]').waitFor({ state: 'attached' });
        await expect(page.locator('.deal-card').count()).resolves.toBe(6);
        await nextFrames(page);
        const now = await page.evaluate(stillReading);
        expect(now.atCentre, 'what was read is still under the centre').toBe(true);
        expect(Math.abs(now.top - reading.top), `it moved from ${reading.top} to ${now.top} px`).toBeLessThanOrEqual(1);
        const after = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
        // Issue 60 asks for under 0.01; measured 0 with one place where the deals grow the page (0.78 with two).
        expect(after - before).toBeLessThan(0.01);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('the deals section without script', () => {
  const waiting = 'The live deals appear here once this page has loaded. To hear about them now, use Request a Call Back or Chat on WhatsApp above.';

  it('with JavaScript off, says where to get the deals, never that they are loading', async () => {
    const context = await browser().newContext({ viewport: MOBILE, javaScriptEnabled: false });
    await blockOutsideLoopback(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/invest`);
    const status = page.getByRole('status');
    await status.scrollIntoViewIfNeeded();
    await expect(page.getByText(waiting, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Loading deals for investing...', { exact: true }).isVisible()).resolves.toBe(false);
    await expect(page.locator('.project-card').count()).resolves.toBe(16);
    await context.close();
  });

  it('when the scripts never arrive, says where to get the deals, never that they are loading', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    // Every script but the inline boot script is dropped, as a proxy that strips them would.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort('blockedbyclient'));
    // The boot script asks for its late part once the page has loaded (decision 55); it fails, so
    // nothing watches for the island, and no entry script comes either.
    const failed = page.waitForEvent('requestfailed', (request) => LATE_PART.test(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/invest`);
    await failed;
    await page.getByRole('status').scrollIntoViewIfNeeded();
    await nextFrames(page);
    await expect(page.getByText(waiting, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Loading deals for investing...', { exact: true }).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('when only the entry script never arrives, says where to get the deals, never that they are loading', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    await page.route(/\/assets\/.+\.js$/, (route) =>
      LATE_PART.test(new URL(route.request().url()).pathname) ? route.continue() : route.abort('blockedbyclient'),
    );
    await page.goto(`${baseUrl}/invest`);
    // The boot's late part asks for the entry script as the island nears; it fails.
    const failed = page.waitForEvent('requestfailed', (request) => ENTRY_SCRIPT.test(new URL(request.url()).pathname));
    await page.getByRole('status').scrollIntoViewIfNeeded();
    await failed;
    await nextFrames(page);
    await expect(page.getByText(waiting, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Loading deals for investing...', { exact: true }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('deals past their delivery date', () => {
  it('show closed, with no buttons, on the day after their delivery date', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: DESKTOP });
    // 1 April 2025: three seeded deals were due by then (28 Feb, 7 Mar, 28 Mar).
    await page.clock.setFixedTime(new Date('2025-04-01T08:00:00Z'));
    await page.goto(`${baseUrl}/invest`);
    await page.locator('.live-deals').scrollIntoViewIfNeeded();
    await page.locator('.live-deals[data-state="loaded"]').waitFor();
    const closed = page.locator('.deal-card', { hasText: 'Closed: delivery date passed' });
    // Folded away with the closed projects, after the open ones.
    await expect(
      closed.evaluateAll((cards) => cards.map((card) => `${card.querySelector('h3')!.textContent}${card.closest('details.deals-closed') ? ' (folded)' : ''}`)),
    ).resolves.toEqual([
      'Clinic roof and gutter replacement, Tembisa (folded)',
      'Stationery and toner for a district municipality (folded)',
      'Gloves and masks for a provincial hospital (folded)',
    ]);
    await expect(closed.locator('a').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'AM INTERESTED' }).count()).resolves.toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
