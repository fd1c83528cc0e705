import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { editorOnCopy, previewAt, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('the whole site from the editor (issue 57, item 0)', () => {
  it('the brand colour and a nav label, changed in the site forms and saved, are in the live page and in site.config.yaml', async () => {
    open = await editorOnCopy(browser());
    const { page, read, blocked } = open;
    await page.getByRole('button', { name: 'Brand', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Brand site.config.yaml' }).waitFor();
    // The fixture writes no colours: the engine's defaults are in effect, so their fields show without being added first.
    await page.getByLabel('Primary', { exact: true }).fill('#7a1f5c');
    await page.getByRole('button', { name: 'Navigation', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Navigation site.config.yaml' }).waitFor();
    await page.locator('#f-site_config_yaml-nav-1-label').fill('Loans');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await statusSays(page, /^Saved/);
    const config = read('site.config.yaml');
    expect(config).toContain('  - { label: Loans, to: /finance }');
    expect(config).toMatch(/\n {2}colours:\n {4}primary: "#7a1f5c"\n/);
    const live = await previewAt(page, '/');
    await live.getByRole('link', { name: 'Loans' }).first().waitFor({ state: 'attached' });
    const primary = await live.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(primary).toBe('#7a1f5c');
    expect(blocked).toEqual([]);
  });

  it('a page the nav links to: the refusal names the nav entry and opens it; removed there and saved, the page is deleted', async () => {
    open = await editorOnCopy(browser());
    const { page, root, read } = open;
    await page.getByRole('button', { name: 'Finance', exact: true }).click();
    await page.getByRole('button', { name: 'Delete this page…' }).click();
    await page.getByRole('button', { name: 'Yes, delete the page' }).click();
    await page.getByRole('alert').filter({ hasText: 'Not deleted: entry 2 of the navigation (Finance) links to it. Remove the nav entry first.' }).waitFor();
    await page.getByRole('button', { name: 'Open entry 2 of the navigation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Navigation site.config.yaml' }).waitFor();
    // Taken there: the entry's first field has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-site_config_yaml-nav-1-label');
    await page
      .getByRole('group', { name: 'Arrange Entry 2: Finance' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await statusSays(page, /^Saved/);
    expect(read('site.config.yaml')).not.toContain('to: /finance');
    await page.getByRole('button', { name: 'Finance', exact: true }).click();
    await page.getByRole('button', { name: 'Delete this page…' }).click();
    await page.getByRole('button', { name: 'Yes, delete the page' }).click();
    await statusSays(page, 'Deleted pages/finance.yaml.');
    expect(existsSync(join(root, 'pages/finance.yaml'))).toBe(false);
  });
});
