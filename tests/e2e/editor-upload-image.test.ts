import { afterEach, describe, expect, it } from 'vitest';
import { pngOf } from '../helpers/png';
import { useBrowser } from './browser';
import { editorOnCopy, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** The tour's carousel with a fourth slide whose image is still empty. */
async function newSlide(page: Awaited<ReturnType<typeof editorOnCopy>>['page']) {
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await page.locator('summary', { hasText: 'Section 1: Our work (carousel)' }).click();
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.locator('#f-pages_tour_yaml-sections-0-slides-3').getByRole('button', { name: 'Add image' }).click();
}

const SLIDE = '#f-pages_tour_yaml-sections-0-slides-3-image';

describe('an image in the editor (issue 57, item 0)', () => {
  it('an empty image asks for each field by what it is for, not as a YAML line to add', async () => {
    open = await editorOnCopy(browser());
    const { page } = open;
    await newSlide(page);
    await statusSays(page, '4 problems to fix before saving.');
    expect(await page.locator(`${SLIDE}-alt-problem`).innerText()).toBe('Describe the picture for people who cannot see it (Alt text). [LE206]');
    expect(await page.locator(`${SLIDE}-width-problem`).innerText()).toBe(
      "Write the picture's width in pixels (Width): uploading the picture fills it in. [LE206]",
    );
    expect(await page.locator('#problems-heading + ul').innerText()).toContain(
      'pages/tour.yaml, sections 1 › slides 4 › image › alt text: Describe the picture for people who cannot see it (Alt text). [LE206]',
    );
    expect(await page.getByText('add a line').count()).toBe(0);
  });

  it("an upload fills in the image's width and height, then asks for its alt text in plain words", async () => {
    open = await editorOnCopy(browser());
    const { page, read } = open;
    await newSlide(page);
    await page
      .locator('.field', { has: page.locator(`${SLIDE}-src`) })
      .getByLabel('Upload an image for Src')
      .setInputFiles({ name: 'Harbour view.png', mimeType: 'image/png', buffer: pngOf(640, 480) });
    await page
      .getByText(
        'Uploaded /media/harbour-view.png; its width and height are filled in (640 × 480). Now describe the picture for people who cannot see it, in Alt text.',
      )
      .waitFor();
    expect(await page.locator(`${SLIDE}-src`).inputValue()).toBe('/media/harbour-view.png');
    expect(await page.locator(`${SLIDE}-width`).inputValue()).toBe('640');
    expect(await page.locator(`${SLIDE}-height`).inputValue()).toBe('480');
    expect(await page.locator(`${SLIDE}-alt`).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('The harbour at dawn');
    await statusSays(page, 'Every change is valid. Not saved yet.');
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/tour.yaml.');
    const saved = read('pages/tour.yaml');
    for (const line of ['src: /media/harbour-view.png', 'width: 640', 'height: 480', 'alt: The harbour at dawn']) expect(saved).toContain(line);
  });
});
