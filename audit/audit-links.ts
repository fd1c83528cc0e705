import type { Page } from 'playwright-core';
import type { Engine } from '../src/app/engine';
import { startSite } from '../src/app/start-site';
import { AUDIT_TRACKING, auditPaths, auditReport, type FollowedLink } from './link-audit';
import { formatTable, mark } from '../dev/text-table';
import { blockOutsideLoopback, launchChromium, urlOpenedInNewTab } from '../dev/browser/chromium';
import { hydrateEveryIsland } from '../dev/browser/islands';

/**
 * `landing-engine audit-links`: land on every page with a test campaign and affiliate, follow every
 * outbound link in Chromium (nothing leaves the machine), and print per link template whether the
 * URL opened carried all six tracking values. Gives 1 when a `tracking: true` link left without them.
 */
export async function auditLinks(engine: Engine): Promise<number> {
  const { model } = engine;
  const site = await startSite(engine, { build: 'if-stale', host: '127.0.0.1' });
  const browser = await launchChromium();
  const followed: FollowedLink[] = [];

  try {
    for (const { id, path } of auditPaths(model)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await blockOutsideLoopback(context);
      const page = await context.newPage();
      await page.goto(`${site.url}${path}?${new URLSearchParams(AUDIT_TRACKING)}`);
      await settle(page);
      const links = page.locator(`a[target="_blank"]:not([href^="${site.url}"])`);
      const count = await links.count();
      for (let i = 0; i < count; i += 1) {
        const opened = await follow(page, links.nth(i));
        followed.push({ page: id, opened });
      }
      console.log(`audit-links: ${path} (${id}): followed ${count} outbound links`);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }

  const { rows, unknown } = auditReport(model.site.links, followed);
  console.log(
    `\n${formatTable([
      {
        headers: ['link template', 'tracked', 'followed', 'all six values', 'ok', 'pages'],
        rows: rows.map((row) => [
          row.template,
          row.tracked ? 'yes' : 'no',
          String(row.followed),
          row.followed === 0 ? '-' : `${row.carried}/${row.followed}`,
          mark(row.ok),
          row.pages.length ? row.pages.join(', ') : 'not used',
        ]),
      },
    ])}`,
  );
  for (const link of unknown) console.log(`! pages/${link.page}.yaml: ${link.opened} matches no link template in site.config.yaml`);
  const failed = rows.filter((row) => !row.ok);
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} link template(s) open URLs with the wrong tracking: ${failed.map((row) => row.template).join(', ')}. A tracked link must carry utm_source, utm_medium, utm_campaign, utm_content, utm_term and affid from the landing; an untracked one none of them.`,
    );
    return 1;
  }
  console.log(`\nEvery tracked link carried all six values (${followed.length} links on ${model.pages.length} pages).`);
  return 0;
}

/** Wait until the islands have hydrated (each as it comes near) and the live deals (if any) have loaded, so their links count too. */
async function settle(page: Page): Promise<void> {
  await hydrateEveryIsland(page);
  const deals = page.locator('.live-deals');
  if ((await deals.count()) > 0) {
    await deals.scrollIntoViewIfNeeded();
    await page.locator('.live-deals:not([data-state="loading"])').waitFor({ state: 'attached' });
  }
}

/**
 * Follow a link as a visitor would, in a new tab. A link no one can click as the page stands
 * (a slide not shown, a collapsed list) gets the click event a keyboard or script would send:
 * the tracking listener sees it the same way, and the href it leaves is what the tab would open.
 */
async function follow(page: Page, link: ReturnType<Page['locator']>): Promise<string> {
  if (await link.isVisible()) {
    try {
      return await urlOpenedInNewTab(page, () => link.click({ timeout: 5_000 }));
    } catch {
      // Covered by something else: fall through to the click event.
    }
  }
  return link.evaluate((anchor: HTMLAnchorElement) => {
    // Inline, not a named function: tsx would wrap a name in a helper the page does not have.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return anchor.href;
  });
}
