import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { startEditor, type Editor } from '../../dev/editor/server';
import { FIXTURE_SITE } from '../helpers/fixture-site';
import { DESKTOP, openPage } from './browser';

/** The fixture's tour page with an experiment whose second variant has sections of its own. */
export const TOUR_EXPERIMENT = `experiments:
  - id: tour-hero
    status: paused
    variants:
      - { id: control, weight: 50 }
      - id: short
        weight: 50
        sections:
          - type: copy
            heading: A short tour
            paragraphs: [Three stops.]
`;

/** The phone the editor must fit (issue 57): 390 px wide, no sideways scroll. */
export const PHONE = { width: 390, height: 844 };

/** A comment the test puts above the fixture's one plan, to see that a save keeps it. */
export const PLAN_COMMENT = '      # Solo: the one-line plan';

/**
 * A copy of the fixture site in a git repository of its own (so `git diff` shows what a save
 * changed), with the editor started on it on a free port. Never the shipped files.
 */
export async function editorOnCopy(browser: Browser, viewport = DESKTOP, prepare?: (root: string) => void, { bypassCSP = true }: { bypassCSP?: boolean } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'editor-site-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  const home = join(root, 'pages/home.yaml');
  writeFileSync(home, readFileSync(home, 'utf8').replace('      - { name: Solo', `${PLAN_COMMENT}\n      - { name: Solo`));
  prepare?.(root);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'fixture');
  const editor: Editor = await startEditor({ root, port: 0, log: { error: () => {} } });
  // bypassCSP only so axe-core can be injected; a test that passes false sees the editor under its own policy.
  const watched = await openPage(browser, { viewport, bypassCSP });
  watched.page.setDefaultTimeout(10_000);
  await watched.page.goto(editor.url);
  // Attached, not visible: on a phone the live page waits behind its tab.
  await watched.page.locator('#preview-heading').waitFor({ state: 'attached' });
  return {
    root,
    editor,
    ...watched,
    read: (file: string) => readFileSync(join(root, file), 'utf8'),
    git,
    close: async () => {
      await watched.context.close();
      await editor.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The live page's frame once it has loaded `path`. */
export async function previewAt(page: Page, path: string): Promise<Frame> {
  const element = page.getByTitle(`Live page at ${path}`);
  await element.waitFor();
  const frame = await (await element.elementHandle()).contentFrame();
  await frame!.waitForLoadState();
  return frame!;
}

/** Wait for the status line to say `text` (checks and saves answer after a short pause). */
export const statusSays = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).waitFor();

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's WCAG 2.1 AA and best-practice findings on the page as it is now. */
export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate<AxeResults>(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  );
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
}
