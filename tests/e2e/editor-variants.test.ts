import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { useBrowser } from './browser';
import { axe, editorOnCopy, statusSays, TOUR_EXPERIMENT } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('experiments in the editor', () => {
  it("a variant's section edited like a page's, a variant added, the weights shown as shares that must add up", async () => {
    open = await editorOnCopy(browser(), undefined, (root) => writeFileSync(join(root, 'pages/tour.yaml'), `${readTour(root)}${TOUR_EXPERIMENT}`));
    const { page, root, read } = open;
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await page.getByText('Experiment tour-hero, shares of new visitors: control 50 % + short 50 % = 100 %.').waitFor();
    await page.locator('#f-pages_tour_yaml-experiments-0-variants-1-sections-0-heading').fill('A quick tour');
    await page.locator('#f-pages_tour_yaml-experiments-0-variants-0-weight').fill('60');
    await page
      .getByText('Experiment tour-hero, shares of new visitors: control 60 % + short 50 % = 110 %, not 100 %: change the weights so they add up to 100.')
      .waitFor();
    await page.locator('#f-pages_tour_yaml-experiments-0-variants-1-weight').fill('40');
    await page.getByText('= 100 %.').waitFor();
    await page.locator('#f-pages_tour_yaml-experiments-0-variants').getByRole('button', { name: 'Add variant' }).click();
    await page.locator('#f-pages_tour_yaml-experiments-0-variants-2-id').fill('long');
    await page.getByText('Experiment tour-hero, shares of new visitors: control 60 % + short 40 % + long 0 % = 100 %.').waitFor();
    await page.locator('button', { hasText: 'Remove: Variant 3: long' }).click();
    await page.getByText('Experiment tour-hero, shares of new visitors: control 60 % + short 40 % = 100 %.').waitFor();
    await statusSays(page, 'Every change is valid');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/tour.yaml.');
    expect(read('pages/tour.yaml')).toContain(
      `      - { id: control, weight: 60 }\n      - id: short\n        weight: 40\n        sections:\n          - type: copy\n            heading: A quick tour\n`,
    );
    expect(loadSite(root).ok).toBe(true);
  });
});

const readTour = (root: string) => readFileSync(join(root, 'pages/tour.yaml'), 'utf8');
