import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser';
import { axe, editorOnCopy, PHONE, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('the editor on a phone (390 px)', () => {
  it('the live page is one tap away, at the top of the screen, and the form one tap back; from the keyboard too', async () => {
    open = await editorOnCopy(browser(), PHONE);
    const { page } = open;
    const live = page.getByRole('heading', { name: 'Live page', level: 2 });
    const form = page.getByRole('button', { name: 'Values, cities and experiments' });
    expect(await live.isVisible()).toBe(false);
    expect(await form.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Live page', exact: true }).click();
    await live.waitFor();
    expect(await form.isVisible()).toBe(false);
    // The page itself starts on the first screen, with at least 300 px of it showing.
    const frameTop = await page.locator('.preview-frame').evaluate((element) => element.getBoundingClientRect().top);
    expect(frameTop).toBeLessThan(PHONE.height - 300);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Form', exact: true }).focus();
    await page.keyboard.press('Enter');
    await form.waitFor();
    expect(await live.isVisible()).toBe(false);
  });
});

describe.each([DESKTOP, PHONE])('the new controls at $width px', (viewport) => {
  it('Undo, Redo, the New page form, Delete this page, image upload and Changes: axe finds nothing, nothing wider than the window', async () => {
    open = await editorOnCopy(browser(), viewport);
    const { page } = open;
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await page.locator('button', { hasText: 'Remove: Section 1' }).click();
    await statusSays(page, 'Every change is valid');
    await page.keyboard.press('Control+Z');
    await page.getByRole('button', { name: 'Redo', exact: true }).waitFor();
    await page.keyboard.press('Control+S');
    await page.getByRole('button', { name: 'Delete this page…' }).click();
    await page.getByRole('button', { name: 'Yes, delete the page' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: '+ New page' }).click();
    await page.getByLabel('Start from').selectOption({ label: 'Blocks from the block reference' });
    await page.getByRole('checkbox', { name: 'copy' }).check();
    await page.getByRole('button', { name: 'Create page' }).click();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Phones', exact: true }).click();
    // The share image sits with the optional fields of meta, folded away until opened.
    await page
      .locator('details', { has: page.locator('#f-pages_home_yaml-meta-image') })
      .last()
      .locator('summary')
      .first()
      .click();
    const upload = page.locator('.field', { has: page.locator('#f-pages_home_yaml-meta-image') }).getByLabel('Upload an image for Image');
    await upload.waitFor();
    await upload.focus();
    expect(await upload.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Changes and commit' }).click();
    await page.getByText('On branch').waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
