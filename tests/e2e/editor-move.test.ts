import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { editorOnCopy, previewAt, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

// Sections were keyed by their place: a section moved down left its open form at the old place,
// on the section that took it (issue 57, item 5). The editor runs here under its own
// Content-Security-Policy (no bypass), and the live page beside it must still show.
describe('landing-engine edit: a moved section keeps its form', () => {
  it('move a section down, type into the moved section, save: the text lands in that section', async () => {
    open = await editorOnCopy(browser(), undefined, undefined, { bypassCSP: false });
    const { page, read, errors, blocked } = open;
    await page.getByRole('button', { name: 'Tour' }).click();
    await page.locator('summary', { hasText: 'Section 1: Our work (carousel)' }).click();
    await page
      .getByRole('group', { name: 'Arrange Section 1: Our work (carousel)' })
      .getByRole('button', { name: /^Move down/ })
      .click();
    await page.locator('summary', { hasText: 'Section 2: Our work (carousel)' }).waitFor();
    expect(await page.locator('li.section > details[open] > summary').allInnerTexts()).toEqual(['Section 2: Our work (carousel)']);
    const moved = page.locator('li.section', { has: page.locator('summary', { hasText: 'Section 2: Our work (carousel)' }) });
    await moved.getByRole('textbox', { name: 'Heading', exact: true }).fill('Our best work');
    await statusSays(page, 'Every change is valid');
    await page.getByRole('button', { name: 'Save' }).click();
    await statusSays(page, 'Saved pages/tour.yaml.');
    expect(read('pages/tour.yaml')).toContain('sections:\n  - type: confetti-button\n');
    expect(read('pages/tour.yaml')).toContain('  - type: carousel\n    id: photos\n    heading: Our best work\n    label: Photos of our work\n');
    const frame = await previewAt(page, '/tour');
    expect(await frame.getByRole('heading', { name: 'Our best work' }).count()).toBe(1);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
  });
});
