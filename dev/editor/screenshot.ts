// The README's picture of the editor: `npx tsx dev/editor/screenshot.ts` writes docs/editor.png
// from a copy of the shipped site (never the shipped files), in Debian's Chromium.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_ROOT } from '../../src/lib/engine-root';
import { blockOutsideLoopback, launchChromium } from '../browser/chromium';
import { startEditor } from './server';

const root = mkdtempSync(join(tmpdir(), 'editor-shot-'));
for (const name of ['site.config.yaml', 'pages', 'public']) cpSync(join(ENGINE_ROOT, name), join(root, name), { recursive: true });
const editor = await startEditor({ root, port: 0 });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOutsideLoopback(context);
  const page = await context.newPage();
  await page.goto(editor.url);
  await page.getByRole('button', { name: 'Phone-system landing page' }).click();
  await page.locator('summary', { hasText: '(plan-cards)' }).click();
  await page.locator('summary', { hasText: '(plan-cards)' }).scrollIntoViewIfNeeded();
  const frame = await (await page.getByTitle(/^Live page at/).elementHandle()).contentFrame();
  await frame!.waitForLoadState('load');
  await page.screenshot({ path: join(ENGINE_ROOT, 'docs/editor.png') });
  console.log('wrote docs/editor.png');
} finally {
  await browser.close();
  await editor.close();
  rmSync(root, { recursive: true, force: true });
}
