// The README's pictures of the editor's site forms (issue 57): the Brand form at 1440 px wide and
// the Navigation form at 390 px (a phone: the form alone, the live page behind its tab), of an
// editor on a copy of examples/starter (never the starter itself), as PNGs of the viewport only.
//   node --import tsx scripts/editor-screens.ts
// Writes docs/screens/editor-site-1440.png and docs/screens/editor-site-390.png. Only loopback is reached.
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blockOutsideLoopback, launchChromium } from '../dev/browser/chromium';
import { startEditor } from '../dev/editor/server';

const repo = join(import.meta.dirname, '..');
const out = join(repo, 'docs', 'screens');
const root = mkdtempSync(join(tmpdir(), 'editor-screens-'));
cpSync(join(repo, 'examples', 'starter'), root, { recursive: true });
const editor = await startEditor({ root, port: 0, log: { error: () => {} } });
const browser = await launchChromium();
try {
  const shots = [
    { width: 1440, height: 900, form: 'Brand' },
    { width: 390, height: 844, form: 'Navigation' },
  ];
  for (const { width, height, form } of shots) {
    const context = await browser.newContext({ viewport: { width, height } });
    await blockOutsideLoopback(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(editor.url);
    await page.locator('#preview-heading').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: form, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: `${form} site.config.yaml` });
    await heading.waitFor();
    await heading.scrollIntoViewIfNeeded();
    if (width > 1000) {
      // The live page beside the form has loaded its styles (the brand's colour is computed in it).
      const live = page.frameLocator('iframe[title="Live page at /"]');
      await live.locator('header').first().waitFor();
    }
    const file = join(out, `editor-site-${width}.png`);
    await page.screenshot({ path: file, animations: 'disabled' });
    console.log(`  ${file}: the ${form} form at ${width} px, ${statSync(file).size} bytes`);
    await context.close();
  }
} finally {
  await browser.close();
  await editor.close();
  rmSync(root, { recursive: true, force: true });
}
