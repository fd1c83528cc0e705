import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { SITE_FORMS } from '../../dev/editor/ui/site-forms';
import { editorOnCopy, PHONE } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('the editor fits a 390 px screen (issue 57, item 0)', () => {
  it('no main view scrolls sideways: a page form with its sections open, a new page, the site panel and its forms, changes, the live page', async () => {
    open = await editorOnCopy(browser(), PHONE);
    const { page } = open;
    const wider: string[] = [];
    const measure = async (view: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      // The innermost element that reaches past the screen's edge, to say what to fix.
      const past = await page.evaluate(() => {
        const over = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5);
        const inner = over.filter((element) => !over.some((other) => other !== element && element.contains(other)));
        return [
          ...new Set(
            inner.map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`),
          ),
        ].join(', ');
      });
      if (width > PHONE.width) wider.push(`${view}: ${width} px (${past})`);
    };
    await page.getByRole('button', { name: 'Phones', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Phones pages/home.yaml' }).waitFor();
    await measure('the Phones page');
    // Every section and every "More fields" open at once: the widest the form gets.
    await page.evaluate(() => document.querySelectorAll('main details').forEach((details) => ((details as HTMLDetailsElement).open = true)));
    await page.locator('main details:not([open])').first().waitFor({ state: 'detached' });
    await measure('the Phones page, every section and field open');
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await page.locator('summary', { hasText: 'Section 1: Our work (carousel)' }).click();
    await measure('the Tour page, its carousel open');
    await page.getByRole('button', { name: '+ New page' }).click();
    await page.getByLabel('Start from').selectOption({ label: 'Blocks from the block reference' });
    await measure('New page');
    await page.getByRole('button', { name: 'Values, cities and experiments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Values, cities and experiments' }).waitFor();
    await measure('Values, cities and experiments');
    // Each site form, with every "More fields" open.
    for (const form of SITE_FORMS) {
      await page.getByRole('button', { name: form.title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `${form.title} site.config.yaml` }).waitFor();
      await page.evaluate(() => document.querySelectorAll('main details').forEach((details) => ((details as HTMLDetailsElement).open = true)));
      await measure(`the ${form.title} form`);
    }
    await page.getByRole('button', { name: 'Changes and commit' }).click();
    await page.getByText('On branch').waitFor();
    await measure('Changes and commit');
    await page.getByRole('button', { name: 'Live page', exact: true }).click();
    await page.getByRole('heading', { name: 'Live page', level: 2 }).waitFor();
    await measure('the live page');
    expect(wider).toEqual([]);
  });
});
