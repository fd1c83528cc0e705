import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser';
import { createPreview } from '../../dev/editor/preview';
import { editorOnCopy, statusSays } from './editor-site';

// A place added in the editor (issue 60, decision 51): its pages answer with its name in the heading.
const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('a place added in the editor', () => {
  it('is written under places: and named in the heading of its city page', async () => {
    open = await editorOnCopy(browser(), DESKTOP);
    const { page, read, root } = open;
    await page.getByRole('button', { name: 'Values, cities and experiments' }).click();
    await page.getByRole('heading', { name: 'Other places', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add place' }).click();
    await page.getByLabel('Place 1: slug').fill('mcgregor-village');
    await page.getByLabel('Place 1: name in headings (optional)').fill('McGregor Village');
    await statusSays(page, 'Every change is valid');
    await page.getByRole('button', { name: 'Save' }).click();
    await statusSays(page, 'Saved site.config.yaml.');
    expect(read('site.config.yaml')).toMatch(/places:\n {2}- mcgregor-village: McGregor Village\n|places: \[ ?\{ ?mcgregor-village: McGregor Village ?\} ?\]/);
    // The editor's live page, as it answers any address of the site.
    const html = createPreview(root, '')('/phones/mcgregor-village').html;
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toBe('Business phones In McGregor Village');
  });
});
