import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { describe, expect, inject, it } from 'vitest';
import { startLocalStore } from '../../dev/content-store';
import { createSiteServer } from '../../src/server/server';
import type { Page } from 'playwright-core';
import { ROOT, shippedModel } from '../helpers/load-fixture';
import { SEED_DAY } from '../helpers/seed-day';
import { DESKTOP, MOBILE, nextFrames, noteScrollEnds, onScreen, openPage, scrollEndedHere, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
// Published rows of content/deals.ndjson, one card each (MD77211 has "TBC" as its amount, shown as written).
const SEEDED_CODES = ['MD77102', 'MD77118', 'MD77205', 'MD77211', 'MD77340', 'MD77402'];
/** The narrowest phone the issue measured on. */
const PHONE_360 = { width: 360, height: 740 };

const browser = useBrowser();

describe('investor page', () => {
  it('says where to get the deals, then that they are loading, then shows one card per seeded deal, each asking with its project code', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: MOBILE });
    // A day before the first seeded delivery date (28 Feb 2025): every deal is open, with its buttons.
    await page.clock.setFixedTime(new Date('2025-02-10T08:00:00Z'));
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    // Hold the deals answer until the loading message has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route('**/content-api/**', async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    // The deals load as the visitor scrolls towards them, not with the first view: the first view
    // settles (no request left open) without asking for them; a held deals request would never settle.
    await page.goto(`${baseUrl}/invest`, { waitUntil: 'networkidle' });
    expect(asked).toEqual([]);
    const status = page.getByRole('status');
    // What the status shows: the waiting and loading texts share its place, one of them hidden.
    const shown = status.locator(':scope > :not([hidden])');
    await expect(shown.textContent()).resolves.toBe(
      'The live deals appear here once this page has loaded. To hear about them now, use Request a Call Back or Chat on WhatsApp above.',
    );
    await status.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.textContent()).toBe('Loading deals for investing...');
    release();

    await page.locator('.live-deals[data-state="loaded"]').waitFor();
    // One request to the named endpoint: no GROQ leaves the browser. (The testimonials' portraits,
    // near now that the closed projects are folded away, come through the image endpoint.)
    expect(asked.map((url) => new URL(url).pathname + new URL(url).search).filter((path) => !path.startsWith('/content-api/images/'))).toEqual([
      '/content-api/deals',
    ]);
    await expect(status.textContent()).resolves.toBe('');
    const cards = page.locator('.deal-card');
    await expect(cards.count()).resolves.toBe(SEEDED_CODES.length);
    await expect(cards.first().getByRole('heading', { level: 3 }).textContent()).resolves.toBe('Clinic roof and gutter replacement, Tembisa');
    const interested = await page
      .getByRole('link', { name: 'AM INTERESTED' })
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('ref')));
    expect(interested).toEqual(SEEDED_CODES);
    const callBack = await page
      .getByRole('link', { name: 'CALL ME BACK' })
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('ref')));
    expect(callBack).toEqual(SEEDED_CODES);
    // The row whose amount reads "TBC" has its card, with the cell as written, and the console says which cell.
    const tbc = cards.filter({ has: page.getByRole('heading', { name: 'Gloves and masks for a provincial hospital' }) });
    await expect(tbc.locator('dt:text-is("PO or invoice amount") + dd').textContent()).resolves.toBe('TBC');
    expect(warnings.filter((text) => text.startsWith('Deal row'))).toEqual([
      'Deal row 1 (project code MD77211) in deals document "deals-2025-q1-supply": cell 10 (PO or invoice amount) should be an amount like 125000 or "R125,000", got "TBC"; shown as written',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the deals for a visitor who jumps into the middle of the project cards', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: MOBILE });
    await page.goto(`${baseUrl}/invest`, { waitUntil: 'domcontentloaded' });
    // As an anchor, scroll restoration or a fast fling would: straight to the ninth closed project
    // card (the fold open), far below the loading line, and no scrolling after that.
    await page.locator('details.deals-closed').evaluate((fold) => ((fold as HTMLDetailsElement).open = true));
    await page.locator('[data-project="MD75527"]').evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const statusBottom = await page.locator('.live-deals').evaluate((element) => element.getBoundingClientRect().bottom);
    expect(statusBottom).toBeLessThan(-1000);

    await page.locator('.live-deals[data-state="loaded"]').waitFor({ state: 'attached' });
    await expect(page.locator('.deal-card').count()).resolves.toBe(SEEDED_CODES.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`on a ${label}, "Refer and Earn" from the top of the page lands on the refer section, though the deals load on the way`, async () => {
      const { page, errors, context } = await openPage(browser(), { viewport });
      await noteScrollEnds(page);
      await page.goto(`${baseUrl}/invest`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Refer and Earn', exact: true }).click();
      // The smooth scroll passes the deals section, which asks for the deals; they add thousands of
      // pixels above the refer section. Before the deals waited for the scroll to end, it ended
      // 4,032 px short on a phone and 1,437 px short on a desktop, and the section was never seen.
      const heading = page.getByRole('heading', { name: 'Refer and earn' });
      await expect.poll(() => onScreen(page, heading), { timeout: 10_000 }).toBe(true);
      await scrollEndedHere(page);
      await page.locator('.live-deals[data-state="loaded"]').waitFor({ state: 'attached' });
      await expect(page.locator('.deal-card').count()).resolves.toBe(SEEDED_CODES.length);
      await nextFrames(page);
      await expect(onScreen(page, heading)).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the 7 images of the investor carousel', async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP });
    await page.goto(`${baseUrl}/invest/durban`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Invest in Tenders and Projects In Durban');
    await expect(page.getByRole('region', { name: 'Projects the Tender Funder Club invests in' }).locator('img').count()).resolves.toBe(7);
    await context.close();
  });

  it('keeps closed projects folded away and out of reach of the keyboard', async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP });
    await page.clock.setFixedTime(new Date(`${SEED_DAY}T08:00:00Z`));
    await page.goto(`${baseUrl}/invest`);
    await page.locator('.live-deals').scrollIntoViewIfNeeded();
    await page.locator('.live-deals[data-state="loaded"]').waitFor();
    const closed = page.locator('[data-project="MD75511"]');
    await expect(closed.isVisible()).resolves.toBe(false);
    const unfold = page.getByText('Show closed projects', { exact: true });
    await unfold.click();
    await expect(closed.getByText('Investment is closed.').isVisible()).resolves.toBe(true);
    await expect(closed.getByRole('button', { name: 'I WANT TO INVEST NOW' }).isDisabled()).resolves.toBe(true);
    await expect(closed.getByRole('button', { name: 'LIVE CHAT' }).isDisabled()).resolves.toBe(true);

    // From the fold's control, Tab reaches the one live-chat link (the first hand-tools card), then
    // passes the closed deals (no buttons) and the other closed cards (disabled buttons) by: the next
    // stop is after the deals section.
    await unfold.focus();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return {
          text: element.textContent,
          project: element.closest('[data-project]')?.getAttribute('data-project') ?? null,
          inDeals: !!element.closest('section.deals'),
        };
      });
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toEqual({ text: 'LIVE CHAT', project: 'MD75167', inDeals: true });
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toMatchObject({ project: null, inDeals: false });
    await context.close();
  });
});

describe('investor page: open investments first (issue 60)', () => {
  /** The cards of the deals section in page order: a project by its code, a deal by its title; where each stands, and whether it is seen. */
  const cards = (page: Page) =>
    page.locator('section.deals').evaluate((section) =>
      [...section.querySelectorAll('.deal-card, .project-card')].map((card) => {
        const name = card.getAttribute('data-project') ?? card.querySelector('h3')!.textContent;
        const standing = card.classList.contains('is-closed') ? 'closed' : card.classList.contains('is-closing-soon') ? 'closing soon' : 'open';
        return `${name}: ${standing}${card.checkVisibility() ? '' : ', folded'}`;
      }),
    );
  const closedProjects = [
    'MD75167',
    'MD75511',
    'MD75809',
    'SCHOOLRENOVATIONSMP01',
    'MDGIFTEDSCENE-A',
    'MDGIFTEDSCENE-B',
    'MDGIFTEDSCENE-C',
    'MD75699',
    'MDSOLAR20240119',
    'MD75527',
    'MD75546',
    'MD75529',
    'MD75513',
    'MD75844',
  ];

  it('at 360 px without script, lists the two open projects first and folds the closed ones away', async () => {
    const { page, context } = await openPage(browser(), { viewport: PHONE_360, javaScript: false });
    await page.goto(`${baseUrl}/invest`);
    await expect(cards(page)).resolves.toEqual(['MD76208: open', 'FINTECH: open', ...closedProjects.map((code) => `${code}: closed, folded`)]);
    // The first open card follows the heading and intro at once (it was card 10 of 22, nine screens down).
    await page
      .getByRole('heading', { name: 'Choose Your Next Investment' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(onScreen(page, page.locator('[data-project="MD76208"]'))).resolves.toBe(true);
    await context.close();
  });

  it('at 360 px with script, once the deals arrive: open projects, open deals, the one closing soon, then the closed ones folded away', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: PHONE_360 });
    // The seed's own day: three deals open, one closing soon, two past their delivery date.
    await page.clock.setFixedTime(new Date(`${SEED_DAY}T08:00:00Z`));
    await page.goto(`${baseUrl}/invest`);
    await page.locator('.live-deals').scrollIntoViewIfNeeded();
    await page.locator('.live-deals[data-state="loaded"]').waitFor();
    const open = [
      'MD76208: open',
      'FINTECH: open',
      'Classroom paving and fencing, Mthatha: open',
      'Cable trays and brackets for a rail depot: open',
      'Verified invoice: security services for a health district: open',
      'Clinic roof and gutter replacement, Tembisa: closing soon',
    ];
    const closedDeals = ['Stationery and toner for a district municipality: closed', 'Gloves and masks for a provincial hospital: closed'];
    await expect(cards(page)).resolves.toEqual([
      ...open,
      ...[...closedDeals, ...closedProjects.map((code) => `${code}: closed`)].map((card) => `${card}, folded`),
    ]);
    // The one closing soon says so; the open ones and it ask with their project code.
    await expect(page.locator('.deal-card.is-closing-soon .deal-soon').textContent()).resolves.toBe('Closing soon');
    const refs = await page
      .getByRole('link', { name: 'AM INTERESTED' })
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('ref')));
    expect(refs).toEqual(['MD77118', 'MD77340', 'MD77402', 'MD77102']);
    // Unfolded, the closed ones follow, after the control.
    await page.getByText('Show closed projects', { exact: true }).click();
    await expect(cards(page)).resolves.toEqual([...open, ...closedDeals, ...closedProjects.map((code) => `${code}: closed`)]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('investor page on a fresh clone (issue 60)', () => {
  it('shows open live deals with CALL ME BACK and AM INTERESTED: the seeded deals are dated from the day the store starts', async () => {
    const model = shippedModel();
    const contentStore = model.site.contentStore!;
    // As `npm start` starts it: no day given, so the seed's dates move to today.
    const store = await startLocalStore({ port: 0, contentDir: join(ROOT, 'content'), projectId: contentStore.projectId, datasets: [contentStore.dataset] });
    const server = createSiteServer({ model, distDir: inject('distDir'), contentStoreUrl: store.url });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // The browser's own clock: whatever day this runs, each standing has the same deals.
      const { page, errors, context } = await openPage(browser(), { viewport: PHONE_360 });
      await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/invest`);
      await page.locator('.live-deals').scrollIntoViewIfNeeded();
      await page.locator('.live-deals[data-state="loaded"]').waitFor();
      const standings = await page.locator('.deal-card').evaluateAll((cards) => cards.map((card) => card.className));
      expect(standings).toEqual(['deal-card', 'deal-card', 'deal-card', 'deal-card is-closing-soon', 'deal-card is-closed', 'deal-card is-closed']);
      const first = page.locator('.deal-card').first();
      await expect(first.getByRole('heading', { level: 3 }).textContent()).resolves.toBe('Classroom paving and fencing, Mthatha');
      await expect(first.getByRole('link', { name: 'CALL ME BACK' }).isVisible()).resolves.toBe(true);
      await expect(first.getByRole('link', { name: 'AM INTERESTED' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'AM INTERESTED' }).count()).resolves.toBe(4);
      await expect(page.getByRole('link', { name: 'CALL ME BACK' }).count()).resolves.toBe(4);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    }
  });
});

describe('investor page when the content store fails', () => {
  it('keeps its copy and project cards, and logs the error to the console', async () => {
    const model = shippedModel();
    const contentStore = model.site.contentStore!;
    const store = await startLocalStore({ port: 0, contentDir: join(ROOT, 'content'), projectId: contentStore.projectId, datasets: [contentStore.dataset] });
    store.setFault({ kind: 'status', status: 500 });
    const server = createSiteServer({ model, distDir: inject('distDir'), contentStoreUrl: store.url });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { page, errors, context } = await openPage(browser(), { viewport: MOBILE });
      await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/invest`);
      await page.locator('.live-deals').scrollIntoViewIfNeeded();
      // The failed list is empty (no message), so it is attached but has no size.
      await page.locator('.live-deals[data-state="error"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Invest in Tenders and Projects');
      await expect(page.getByText('Up to 100% return per year', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Next Investment' }).isVisible()).resolves.toBe(true);
      await expect(page.locator('.deal-card').count()).resolves.toBe(0);
      await expect(page.locator('.project-card').count()).resolves.toBe(16);
      await expect(page.getByRole('status').textContent()).resolves.toBe('');
      expect(errors.some((text) => text.startsWith('Could not load deals from the content store:'))).toBe(true);
      await context.close();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    }
  });
});
