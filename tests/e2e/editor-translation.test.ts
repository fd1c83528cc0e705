import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    expect(await page.locator('.missing li').allTextContents()).toEqual([
      'Meta › title',
      'Meta › description',
      'Section 1 › heading',
      'Section 1 › actions 1 › label',
      'Section 1 › actions 2 › label',
    ]);

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
    await statusSays(page, 'Saved translations/af/pages/finance.yaml, translations/af/made-from.yaml.');
    expect(read('translations/af/pages/finance.yaml')).toBe(
      '# The Afrikaans texts of pages/finance.yaml: only texts; links, prices, pictures and the order of sections come from pages/finance.yaml.\nsections:\n  - type: hero\n    heading: Faktuurfinansiering{city}\n',
    );
    const frame = await previewAt(page, '/af/finance');
    expect(await frame.locator('h1').textContent()).toBe('Faktuurfinansiering');
    expect(await frame.locator('html').getAttribute('lang')).toBe('af');
  });

  it('marks a translated text whose English changed since it was translated, from the start', async () => {
    open = await editorOnCopy(browser(), DESKTOP, (root) => {
      appendFileSync(join(root, 'site.config.yaml'), AFRIKAANS);
      mkdirSync(join(root, 'translations/af/pages'), { recursive: true });
      writeFileSync(join(root, 'translations/af/pages/finance.yaml'), 'sections:\n  - type: hero\n    heading: Faktuurfinansiering{city}\n');
      // 436b81b9: sha256 of "Invoice finance{city}", the English heading the translation was made from.
      writeFileSync(join(root, 'translations/af/made-from.yaml'), 'pages/finance.yaml:\n  sections.hero.heading: 436b81b9\n');
      const page = join(root, 'pages/finance.yaml');
      writeFileSync(page, readFileSync(page, 'utf8').replace('heading: Invoice finance{city}', 'heading: Invoice and tender finance{city}'));
    });
    const { page } = open;
    await page.getByRole('button', { name: 'Finance', exact: true }).click();
    await page.getByRole('group', { name: 'Edit this page in' }).getByRole('button', { name: 'Afrikaans' }).click();
    const field = page.getByRole('textbox', { name: 'heading (the pages/finance.yaml text changed since: check it)' });
    expect(await field.inputValue()).toBe('Faktuurfinansiering{city}');
  });
});
