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

describe('a new experiment in the editor (issue 57, item 0)', () => {
  it('starts paused with a control and a second variant sharing visitors half and half, valid as it stands', async () => {
    open = await editorOnCopy(browser());
    const { page, root, read } = open;
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await page.getByRole('button', { name: 'Add experiment' }).click();
    await page.getByText('Experiment tour-test, shares of new visitors: control 50 % + b 50 % = 100 %.').waitFor();
    await statusSays(page, 'Every change is valid. Not saved yet.');
    expect(await page.locator('#f-pages_tour_yaml-experiments-0-status').inputValue()).toBe('paused');
    expect(await page.getByText('is not one of').count()).toBe(0);
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/tour.yaml.');
    expect(read('pages/tour.yaml')).toContain(
      'experiments:\n  - id: tour-test\n    status: paused\n    variants:\n      - id: control\n        weight: 50\n      - id: b\n        weight: 50\n',
    );
    expect(loadSite(root).ok).toBe(true);
  });
});
