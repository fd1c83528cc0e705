import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser';
import { axe, editorOnCopy, statusSays } from './editor-site';

const TABLET = { width: 768, height: 1024 };

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe.each([DESKTOP, TABLET])('the editor at $width px', (viewport) => {
  it('the page form with a section open and the values panel: axe finds nothing, nothing wider than the window', async () => {
    open = await editorOnCopy(browser(), viewport);
    const { page } = open;
    await page.getByRole('button', { name: 'Phones' }).click();
    await page.locator('summary', { hasText: 'Section 3: Plans{city} (plan-cards)' }).click();
    await page.getByLabel('Default users', { exact: true }).fill('x');
    await statusSays(page, '1 problem to fix before saving.');
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: 'Values, cities and experiments' }).click();
    await page.getByRole('heading', { name: 'Cities', exact: true }).waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // The site forms (issue 57): drawn by the page's components, held to the same checks.
    for (const title of ['Brand', 'Navigation', 'Link templates']) {
      await page.getByRole('button', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `${title} site.config.yaml` }).waitFor();
      expect(await axe(page), title).toEqual([]);
    }
  });
});

/** Press Tab until the focused element is the one named `name` (at most 300 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 300; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
      return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('the editor without a mouse', () => {
  it('Tab to a page, to a value, type, Ctrl+S: saved', async () => {
    open = await editorOnCopy(browser());
    const { page, read } = open;
    await tabTo(page, 'Values, cities and experiments');
    await page.keyboard.press('Enter');
    await tabTo(page, 'rental');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('55');
    await statusSays(page, 'Every change is valid');
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved site.config.yaml.');
    expect(read('site.config.yaml')).toContain('\n  rental: 55\n');
  });
});
