import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { editorOnCopy, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('undo and redo in the editor, until saved', () => {
  it('Remove then Ctrl+Z brings the section back; Ctrl+Shift+Z and Ctrl+Y redo; the buttons say what they will do', async () => {
    open = await editorOnCopy(browser());
    const { page, read } = open;
    const before = read('pages/home.yaml');
    await page.getByRole('button', { name: 'Phones' }).click();
    const sections = page.locator('li.section');
    expect(await sections.count()).toBe(3);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    expect(await undo.getAttribute('title')).toBe('Nothing to undo');
    await page.locator('button', { hasText: 'Remove: Section 2: Hear the greeting (audio-player)' }).click();
    await expect.poll(() => sections.count()).toBe(2);
    expect(await undo.getAttribute('title')).toBe('Undo: remove sections 2 (pages/home.yaml)');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => sections.count()).toBe(3);
    expect(await redo.getAttribute('title')).toBe('Redo: remove sections 2 (pages/home.yaml)');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => sections.count()).toBe(2);
    await undo.click();
    await expect.poll(() => sections.count()).toBe(3);
    await page.keyboard.press('Control+Y');
    await expect.poll(() => sections.count()).toBe(2);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => sections.count()).toBe(3);
    await statusSays(page, 'No unsaved changes left.');
    expect(await page.getByText('No unsaved changes', { exact: true }).count()).toBe(1);
    expect(read('pages/home.yaml')).toBe(before);
  });

  it('typing in a field is one step: Ctrl+Z in the field puts the old text back, from the keyboard alone', async () => {
    open = await editorOnCopy(browser());
    const { page } = open;
    await page.getByRole('button', { name: 'Phones' }).click();
    const name = page.locator('#f-pages_home_yaml-name');
    await name.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' and more');
    await expect.poll(() => name.inputValue()).toBe('Phones and more');
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).toBe('Undo: change name (pages/home.yaml)');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => name.inputValue()).toBe('Phones');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => name.inputValue()).toBe('Phones and more');
    await statusSays(page, 'Every change is valid');
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/home.yaml.');
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
  });
});
