import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { editorOnCopy, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe("a new page's name fills its path and file name (issue 57, item 0)", () => {
  it('typing "Solar loans" proposes /solar-loans; a path typed by hand stays; a reserved path is still refused', async () => {
    open = await editorOnCopy(browser());
    const { page, read, root } = open;
    await page.getByRole('button', { name: '+ New page' }).click();
    const name = page.getByLabel('Name', { exact: true });
    const path = page.getByLabel('Path of the page');
    const file = page.getByLabel('File name');
    await name.fill('Solar loans');
    expect(await path.inputValue()).toBe('/solar-loans');
    expect(await file.inputValue()).toBe('solar-loans');
    await path.fill('/404');
    await name.fill('Solar loans in 2 days');
    expect(await path.inputValue()).toBe('/404');
    expect(await file.inputValue()).toBe('solar-loans-in-2-days');
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.getByRole('alert').filter({ hasText: "Path /404 is the engine's own" }).waitFor();
    expect(existsSync(join(root, 'pages/solar-loans-in-2-days.yaml'))).toBe(false);
    await path.fill('/solar-loans');
    await page.getByRole('button', { name: 'Create page' }).click();
    await statusSays(page, 'Created pages/solar-loans-in-2-days.yaml.');
    expect(read('pages/solar-loans-in-2-days.yaml')).toContain('name: Solar loans in 2 days\npaths:\n  - /solar-loans\n');
  });
});
