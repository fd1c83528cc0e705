import { afterEach, describe, expect, it } from 'vitest';
import { startEditor, type Editor } from '../../dev/editor/server';
import { useBrowser } from './browser';
import { editorOnCopy, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
let restarted: Editor | undefined;
afterEach(async () => {
  await restarted?.close();
  restarted = undefined;
  await open?.close();
  open = undefined;
});

describe('a tab left open across a restart of the editor (issue 57, item 0)', () => {
  it('Save says why it cannot save and how to go on, and the unsaved change comes back in the new start', async () => {
    open = await editorOnCopy(browser());
    const { page, root, read, editor } = open;
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    const heading = page.locator('#f-pages_tour_yaml-sections-0-heading');
    await page.locator('summary', { hasText: 'Section 1: Our work (carousel)' }).click();
    await heading.fill('Our best work');
    await statusSays(page, 'Every change is valid. Not saved yet.');

    // The same folder and port, a new start: a new token.
    const port = Number(new URL(editor.url).port);
    await editor.close();
    restarted = await startEditor({ root, port, log: { error: () => {} } });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'The editor was restarted since this page was opened, so this page cannot save: each start of the editor has a new key. Your 1 unsaved change is kept in this browser tab. Open the address landing-engine edit printed in its terminal (it ends in ?token=...) in this tab, and you can bring the change back there.',
      })
      .waitFor();
    expect(await page.getByRole('status').textContent()).not.toContain('Not saved yet');
    expect(read('pages/tour.yaml')).toContain('heading: Our work\n');

    await page.goto(restarted.url);
    await page.getByText('This tab kept 1 unsaved change from its last visit to the editor, not saved.').waitFor();
    await page.getByRole('button', { name: 'Bring the change back' }).click();
    await page.getByRole('button', { name: 'Tour', exact: true }).click();
    await page.locator('summary', { hasText: 'Section 1: Our best work (carousel)' }).click();
    expect(await heading.inputValue()).toBe('Our best work');
    await statusSays(page, 'Every change is valid. Not saved yet.');
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/tour.yaml.');
    expect(read('pages/tour.yaml')).toContain('heading: Our best work\n');
  });
});
