import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { editorOnCopy, statusSays, TOUR_EXPERIMENT } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** The live page of /tour as it is now: the frame is found again after each of its loads. */
const tourFrame = (page: Page) => page.frameLocator('iframe[title="Live page at /tour"]');
/** The live page's note beside the frame (why it is behind the form, or that it shows unsaved changes). */
const liveNote = (page: Page) => page.locator('.live-note');

/** Open the tour page's first section and type at the end of its heading, key by key. */
async function typeIntoTourHeading(page: Page, text: string) {
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await page.locator('summary', { hasText: 'Section 1: Our work (carousel)' }).click();
  const heading = page.locator('#f-pages_tour_yaml-sections-0-heading');
  await heading.click();
  await heading.press('End');
  await heading.pressSequentially(text);
}

describe('the live page follows the form before a save (issue 57)', () => {
  it('typed into a heading: the live page shows it before Save, and the file on disk is unchanged until Save', async () => {
    open = await editorOnCopy(browser());
    const { page, read, git } = open;
    const before = read('pages/tour.yaml');
    await typeIntoTourHeading(page, ' this year');
    await tourFrame(page).getByRole('heading', { name: 'Our work this year' }).waitFor();
    await statusSays(page, 'Every change is valid. Not saved yet.');
    await liveNote(page).filter({ hasText: 'Shows your unsaved changes.' }).waitFor();
    expect(read('pages/tour.yaml')).toBe(before);
    expect(git('status', '--porcelain')).toBe('');

    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/tour.yaml.');
    expect(read('pages/tour.yaml')).toBe(before.replace('heading: Our work\n', 'heading: Our work this year\n'));
    // Saved: the live page is the saved file's again.
    await page.locator('iframe[title="Live page at /tour"][src="/tour?saved=1"]').waitFor();
    await tourFrame(page).getByRole('heading', { name: 'Our work this year' }).waitFor();
    expect(await liveNote(page).innerText()).toBe('');
  });

  it('a draft that does not validate keeps the last good live page and says why beside it', async () => {
    open = await editorOnCopy(browser());
    const { page, read } = open;
    const before = read('pages/tour.yaml');
    await typeIntoTourHeading(page, ' this year');
    await liveNote(page).filter({ hasText: 'Shows your unsaved changes.' }).waitFor();
    // A path without its leading slash does not validate.
    await page.getByRole('textbox', { name: 'Path 1', exact: true }).fill('tour');
    await liveNote(page)
      .filter({ hasText: 'The live page shows your last change that worked: fix the 1 problem in the form and it follows your changes again.' })
      .waitFor();
    await tourFrame(page).getByRole('heading', { name: 'Our work this year' }).waitFor();
    await page.getByRole('textbox', { name: 'Path 1', exact: true }).fill('/tour');
    await liveNote(page).filter({ hasText: 'Shows your unsaved changes.' }).waitFor();
    expect(read('pages/tour.yaml')).toBe(before);
  });

  it("a variant picked beside the live page: the page shows the variant's sections, and follows a change to them before Save", async () => {
    open = await editorOnCopy(browser(), undefined, (root) => writeFileSync(join(root, 'pages/tour.yaml'), `${readTour(root)}${TOUR_EXPERIMENT}`));
    const { page, read } = open;
    const before = read('pages/tour.yaml');
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await tourFrame(page).getByRole('heading', { name: 'Our work' }).waitFor();
    await page.getByLabel('Variant of tour-hero').selectOption('short');
    await tourFrame(page).getByRole('heading', { name: 'A short tour' }).waitFor();
    expect(await tourFrame(page).getByRole('heading', { name: 'Our work' }).count()).toBe(0);

    await page.locator('#f-pages_tour_yaml-experiments-0-variants-1-sections-0-heading').fill('A quick tour');
    await tourFrame(page).getByRole('heading', { name: 'A quick tour' }).waitFor();
    await statusSays(page, 'Every change is valid. Not saved yet.');
    expect(read('pages/tour.yaml')).toBe(before);

    await page.getByLabel('Variant of tour-hero').selectOption('control');
    await tourFrame(page).getByRole('heading', { name: 'Our work' }).waitFor();
  });
});

const readTour = (root: string) => readFileSync(join(root, 'pages/tour.yaml'), 'utf8');
