import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser';
import { editorOnCopy, previewAt, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const AFRIKAANS = '\nlanguages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n';

describe('a page translated in the editor, beside its default text', () => {
  it('shows what is not in Afrikaans yet, warns of a dropped {city} as it is typed, and the save writes the translation file the live page shows', async () => {
    open = await editorOnCopy(browser(), DESKTOP, (root) => appendFileSync(join(root, 'site.config.yaml'), AFRIKAANS));
    const { page, read } = open;
    await page.getByRole('button', { name: 'Finance', exact: true }).click();
    await page.getByRole('group', { name: 'Edit this page in' }).getByRole('button', { name: 'Afrikaans' }).click();
    await page.getByRole('heading', { name: 'Afrikaans: pages/finance.yaml' }).waitFor();
    expect(await page.locator('#missing-heading').textContent()).toBe('5 of 5 texts not in Afrikaans yet');
    expect(await page.locator('.missing li').allTextContents()).toEqual(['Meta › title', 'Meta › description', 'Section 1 › heading', 'Section 1 › actions 1 › label', 'Section 1 › actions 2 › label']);

    const untranslated = page.getByRole('textbox', { name: 'heading (not translated yet)' });
    expect(await untranslated.getAttribute('lang')).toBe('af');
    const id = await untranslated.getAttribute('id');
    expect(await page.locator(`#${id}-default`).textContent()).toBe('Invoice finance{city}');
    // Its label changes once it has a text: the field is found by its id from here.
    const heading = page.locator(`#${id}`);
    await heading.fill('Faktuurfinansiering');
    await page.getByText('The translation leaves out {city}: put it back where the sentence needs it.').waitFor();
    await heading.fill('Faktuurfinansiering{city}');
    expect(await page.getByRole('textbox', { name: 'heading', exact: true }).getAttribute('id')).toBe(id);
    await expect.poll(() => page.locator('#missing-heading').textContent()).toBe('4 of 5 texts not in Afrikaans yet');
    await statusSays(page, 'Every change is valid');
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved translations/af/pages/finance.yaml.');
    expect(read('translations/af/pages/finance.yaml')).toBe('# The Afrikaans texts of pages/finance.yaml: only texts; links, prices, pictures and the order of sections come from pages/finance.yaml.\nsections:\n  - type: hero\n    heading: Faktuurfinansiering{city}\n');
    const frame = await previewAt(page, '/af/finance');
    expect(await frame.locator('h1').textContent()).toBe('Faktuurfinansiering');
    expect(await frame.locator('html').getAttribute('lang')).toBe('af');
  });
});
