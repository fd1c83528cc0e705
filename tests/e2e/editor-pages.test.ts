import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { useBrowser } from './browser';
import { editorOnCopy, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('pages made and removed in the editor', () => {
  it('a copy of the phones page under a new path, then a refused and an allowed delete', async () => {
    open = await editorOnCopy(browser());
    const { page, root, read } = open;
    await page.getByRole('button', { name: '+ New page' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Phones Durban');
    await page.getByLabel('File name').fill('phones-durban');
    await page.getByLabel('Path of the page').fill('/finance');
    await page.getByLabel('Start from').selectOption({ label: 'A copy of Phones' });
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.getByRole('alert').filter({ hasText: 'Not created: Path /finance is already claimed by pages/finance.yaml (paths[0]).' }).waitFor();
    expect(existsSync(join(root, 'pages/phones-durban.yaml'))).toBe(false);
    await page.getByLabel('Path of the page').fill('/phones-durban');
    await page.getByRole('button', { name: 'Create page' }).click();
    await statusSays(page, 'Created pages/phones-durban.yaml.');
    await page.getByRole('heading', { level: 1, name: 'Phones Durban pages/phones-durban.yaml' }).waitFor();
    expect(read('pages/phones-durban.yaml')).toContain('name: Phones Durban\npaths:\n  - /phones-durban\nmeta:');
    expect(loadSite(root).ok).toBe(true);

    await page.getByRole('button', { name: 'Finance', exact: true }).click();
    await page.getByRole('button', { name: 'Delete this page…' }).click();
    await page.getByRole('button', { name: 'Yes, delete the page' }).click();
    await statusSays(page, 'Not deleted: entry 2 of the navigation (Finance) links to it. Remove the nav entry first.');
    expect(existsSync(join(root, 'pages/finance.yaml'))).toBe(true);

    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await page.getByRole('button', { name: 'Delete this page…' }).click();
    await page.getByRole('button', { name: 'Yes, delete the page' }).click();
    await statusSays(page, 'Deleted pages/tour.yaml.');
    expect(await page.getByRole('button', { name: 'Tour', exact: true }).count()).toBe(0);
    expect(existsSync(join(root, 'pages/tour.yaml'))).toBe(false);
  });
});
