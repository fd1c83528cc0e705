import type { Locator, Page } from 'playwright-core';

/**
 * Islands hydrate as they come near the viewport or are touched (src/client/hydrate-schedule.ts).
 * Browser tests and scripts that need an island live bring it near first, then wait for React.
 */
export async function hydrateIsland(island: Locator): Promise<void> {
  await island.scrollIntoViewIfNeeded();
  const handle = await island.elementHandle();
  // Brought back into view at each check, not only once: a section above that grows as it fills
  // (the live deals, 12,385 px on a phone) can push the island far below the screen after the
  // first scroll, and on a slow machine that happens more often (the cookies test hung so).
  // Inline only: tsx would wrap a named helper in __name(), which the page does not have.
  await island.page().waitForFunction((el) => {
    if (!el) return false;
    if (Object.keys(el).some((key) => key.startsWith('__reactContainer'))) return true;
    const box = el.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) el.scrollIntoView({ block: 'center' });
    return false;
  }, handle);
}

/** Hydrate every island of the page, one after another, then go back to the top. */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  for (let i = 0; i < count; i++) await hydrateIsland(islands.nth(i));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
