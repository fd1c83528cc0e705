import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { useBrowser } from './browser';
import { jpegHeader } from '../dev/editor/jpeg-header';
import { editorOnCopy, PLAN_COMMENT, statusSays, TOUR_EXPERIMENT } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe("a marketer's day in the editor, on a copy of the fixture site", () => {
  it('duplicate a page, rename its path, upload a JPEG and use it, edit a variant, undo twice and redo once, commit: the commit holds exactly that', async () => {
    open = await editorOnCopy(browser(), undefined, (root) =>
      writeFileSync(join(root, 'pages/tour.yaml'), `${readFileSync(join(root, 'pages/tour.yaml'), 'utf8')}${TOUR_EXPERIMENT}`),
    );
    const { page, root, git, read } = open;
    git('config', 'user.name', 'Marketer');
    git('config', 'user.email', 'marketer@example.com');
    const home = read('pages/home.yaml');

    await page.getByRole('button', { name: '+ New page' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Phones Durban');
    await page.getByLabel('File name').fill('phones-durban');
    await page.getByLabel('Path of the page').fill('/phones-durban');
    await page.getByLabel('Start from').selectOption({ label: 'A copy of Phones' });
    await page.getByRole('button', { name: 'Create page' }).click();
    await statusSays(page, 'Created pages/phones-durban.yaml.');

    await page.locator('#f-pages_phones-durban_yaml-paths-0').fill('/durban-phones');
    const shareImage = page.locator('.field', { has: page.locator('#f-pages_phones-durban_yaml-meta-image') });
    await shareImage
      .getByLabel('Upload an image for Image')
      .setInputFiles({ name: 'Durban Office.JPG', mimeType: 'image/jpeg', buffer: jpegHeader(1200, 630) });
    await expect.poll(() => page.locator('#f-pages_phones-durban_yaml-meta-image').inputValue()).toBe('/media/durban-office.jpg');
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await page.locator('#f-pages_tour_yaml-experiments-0-variants-1-sections-0-heading').fill('A quick tour');
    await page.locator('#f-pages_tour_yaml-meta-title').fill('Tour of the blocks');
    await page.keyboard.press('Control+Z');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => page.locator('#f-pages_tour_yaml-meta-title').inputValue()).toBe('Tour');
    await expect.poll(() => page.locator('#f-pages_tour_yaml-experiments-0-variants-1-sections-0-heading').inputValue()).toBe('A short tour');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => page.locator('#f-pages_tour_yaml-experiments-0-variants-1-sections-0-heading').inputValue()).toBe('A quick tour');
    await statusSays(page, 'Every change is valid');
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/phones-durban.yaml, pages/tour.yaml.');

    await page.getByRole('button', { name: 'Changes and commit' }).click();
    await page.getByRole('heading', { name: 'pages/tour.yaml' }).waitFor();
    expect(
      await page
        .getByRole('heading', { level: 2 })
        .filter({ hasText: /^(pages|public)\// })
        .allInnerTexts(),
    ).toEqual(['pages/phones-durban.yaml', 'pages/tour.yaml', 'public/media/durban-office.jpg']);
    await page.getByLabel('Commit message').fill('Phones page for Durban, and a quicker tour heading to test');
    await page.getByRole('button', { name: 'Commit', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Committed [0-9a-f]+ on master|^Committed [0-9a-f]+ on main/ })
      .waitFor();

    expect(git('log', '-1', '--format=%s')).toBe('Phones page for Durban, and a quicker tour heading to test\n');
    // The copy of the phones page (30 lines, its comment above the plan kept), one line of the tour, the image.
    expect(git('log', '-1', '--numstat', '--format=')).toBe('30\t0\tpages/phones-durban.yaml\n1\t1\tpages/tour.yaml\n-\t-\tpublic/media/durban-office.jpg\n');
    expect(readFileSync(join(root, 'public/media/durban-office.jpg')).equals(jpegHeader(1200, 630))).toBe(true);
    const diff = git('diff', 'HEAD~1', '--', 'pages/tour.yaml')
      .split('\n')
      .filter((line) => /^[-+][^-+]/.test(line));
    expect(diff).toEqual(['-            heading: A short tour', '+            heading: A quick tour']);
    const created = read('pages/phones-durban.yaml');
    expect(created).toBe(
      home
        .replace('name: Phones\n', 'name: Phones Durban\n')
        .replace('paths:\n  - /\n  - /phones\n  - /phones/{city}\n  - /phones-in-{city}\n', 'paths:\n  - /durban-phones\n')
        .replace('  offers: [{ name: Setup, price: setup }]\n', '  offers: [{ name: Setup, price: setup }]\n  image: /media/durban-office.jpg\n'),
    );
    expect(created).toContain(PLAN_COMMENT);
    expect(git('status', '--porcelain')).toBe('');
    expect(loadSite(root).ok).toBe(true);
  });
});
