import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT, shippedModel } from '../helpers/load-fixture';
import { entryScriptResponse, openPage, useBrowser } from './browser';

/** Git-ignored output, for people to look at: the header at each width. */
const SCREENS = join(ROOT, 'test-results', 'screens');
const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The navigation labels of site.config.yaml, in order. */
const LABELS = shippedModel().site.nav.map((item) => item.label);

beforeAll(() => {
  mkdirSync(SCREENS, { recursive: true });
});

/** How the header shows the navigation: the rows of links seen in it, and whether the menu button shows instead. */
const HEADER = `(() => {
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0;
  const header = document.querySelector('.site-header').getBoundingClientRect();
  const items = [...document.querySelectorAll('.nav-desktop > ul > li')].filter(shown).map((li) => li.getBoundingClientRect());
  const rows = new Set(items.map((box) => Math.round(box.top)));
  return {
    rows: rows.size,
    menuButton: shown(document.querySelector('[data-menu-open]')),
    inRow: [...document.querySelectorAll('.nav-desktop > ul > li > a')].filter(shown).map((a) => a.textContent.trim()),
    fitsHeader: items.every((box) => box.right <= header.right + 0.5 && box.bottom <= header.bottom + 0.5),
    headerHeight: Math.round(header.height),
  };
})()`;

describe.each([1024, 1280, 1440])('the header navigation at %i px', (width) => {
  it('is one row of links (with the rest under More) or, below the width where that fits, the menu button', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width, height: 800 } });
    await page.goto(`${baseUrl}/`);
    await page.locator('.site-header').screenshot({ path: join(SCREENS, `header-${width}.png`) });
    const header = await page.evaluate<{ rows: number; menuButton: boolean; inRow: string[]; fitsHeader: boolean; headerHeight: number }>(HEADER);
    if (width >= 1280) expect(header.menuButton, 'the link row shows from 1280 px').toBe(false);
    if (header.menuButton) {
      expect(header.rows).toBe(0);
    } else {
      expect(header).toMatchObject({ rows: 1, fitsHeader: true });
      // Every label is in the row or, a click on More away, in its list, in the order of site.config.yaml.
      const more = page.getByRole('navigation', { name: 'Main' }).getByText('More', { exact: true });
      const under = (await more.isVisible()) ? (await more.click(), await page.locator('.nav-more-list a').filter({ visible: true }).allTextContents()) : [];
      expect([...header.inRow.filter((label) => label !== 'More'), ...under]).toEqual(LABELS);
    }
    await context.close();
  });
});

describe('the More list of the header', () => {
  it('opens from the keyboard, closes on Escape (focus back on More), on a click outside and on following one of its links', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    // The entry script closes the list (it opens and closes by itself before then); an island
    // near or the visitor's first focus, press or key asks for it: wait until it has run (importing
    // the module it is resolves once it has been evaluated).
    const entry = entryScriptResponse(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.locator('summary');
    const list = nav.locator('.nav-more-list');
    await more.focus();
    await page.evaluate(`import(${JSON.stringify(new URL((await entry).url()).pathname)}).then(() => true)`);
    await page.keyboard.press('Enter');
    // Four links in the row at 1280 px: the language switch (EN AF ZU) and each link's longest translation take the room of a fifth.
    await expect(list.getByRole('link').filter({ visible: true }).allTextContents()).resolves.toEqual([
      'Attend Briefings Anywhere',
      'Investing',
      'Refer And Earn',
      'Contact',
      'Careers & Jobs',
      'Blog & News',
    ]);
    await page.screenshot({ path: join(SCREENS, 'header-more-1280.png'), clip: { x: 0, y: 0, width: 1280, height: 360 } });
    await page.keyboard.press('Escape');
    await expect(list.isVisible()).resolves.toBe(false);
    await expect(more.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await more.click();
    await page.locator('main h1').click();
    await expect(list.isVisible()).resolves.toBe(false);

    await more.click();
    await list.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/#contact$/);
    await expect(list.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
