// A marketer's day in the editor, in Chromium, on a site installed from the package (issue 57):
// scripts/package-check.sh runs it against the `edit` it started on the starter site from the tarball.
//   node --import tsx scripts/marketers-day.ts <editor address with its token> <site folder>
// The day: the brand colour and a nav label changed in the Site forms, each seen in the live page
// before saving; a page from starter blocks with plan cards (its order button on the link template
// that fits); a JPEG uploaded and used on that page with its alt text, seen in the live page; Save;
// publish to a new branch; then the bike repairs page deleted after removing, through the refusal's
// buttons, the nav entry (and the footer and not-found links) that point at it; that deletion
// published too. Each step checks what the marketer sees (texts, roles), the files on disk and git.
// The site folder is made a git repository (everything committed) if it is not one. Only loopback
// is reached. Exits 1 naming the step that failed; the page's text at that moment is printed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { blockOutsideLoopback, launchChromium } from '../dev/browser/chromium';
import { jpegHeader } from '../tests/dev/editor/jpeg-header';

const [address, site] = process.argv.slice(2);
if (!address || !site) {
  console.error('Usage: node --import tsx scripts/marketers-day.ts <editor address with its token> <site folder>');
  process.exit(2);
}

/** Each wait: CI may be loaded, and the live page waits for a pause in typing and a render. */
const TIMEOUT = 30_000;
const COLOUR = '#7a1f5c';
const NAV_LABEL = 'Workshop';
const NEW_PAGE = { name: 'Service plans', file: 'pages/service-plans.yaml', path: '/service-plans' };
const PICTURE = { name: 'Workshop Bench.JPG', src: '/media/workshop-bench.jpg', width: 1200, height: 800, alt: 'A mechanic truing a wheel at the bench' };
const BRANCH = 'service-plans';

const git = (...args: string[]) => execFileSync('git', args, { cwd: site, encoding: 'utf8' });
const read = (file: string) => readFileSync(join(site, file), 'utf8');

class StepFailed extends Error {}
/** Fails the day with what was expected, in the step's words. */
function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new StepFailed(what);
}

let current = 'starting';
async function step(name: string, run: () => Promise<void>) {
  current = name;
  const started = Date.now();
  await run();
  console.log(`  ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Wait until `condition` holds, asking again on each animation frame of Node's clock (no fixed sleep decides). */
async function until(condition: () => Promise<boolean>, what: string, timeout = TIMEOUT) {
  const end = Date.now() + timeout;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > end) throw new StepFailed(`${what} (waited ${timeout / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const statusSays = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).waitFor();
const liveAt = (page: Page, path: string): FrameLocator => page.frameLocator(`iframe[title="Live page at ${path}"]`);
/** The live page's --primary, as Chromium computed it. */
const primaryIn = (live: FrameLocator) =>
  live.locator('html').evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim().toLowerCase());

// A repository for publishing: the site as installed, committed, so the editor's changes are the only ones.
if (!existsSync(join(site, '.git'))) {
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: site });
  git('config', 'user.name', 'A Marketer');
  git('config', 'user.email', 'marketer@example.com');
  git('add', '-A');
  git('commit', '-q', '-m', 'The starter site, as landing-engine init wrote it');
}
check(git('status', '--porcelain') === '', `the site folder ${site} has uncommitted changes before the day starts`);
const configBefore = read('site.config.yaml');
const startedOn = git('branch', '--show-current').trim();

const dayStarted = Date.now();
const browser = await launchChromium();
let page: Page | undefined;
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const blocked = await blockOutsideLoopback(context);
  page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const p = page;

  await step('open the editor', async () => {
    await p.goto(address);
    await p.locator('#preview-heading').waitFor({ state: 'attached' });
    await p.getByRole('button', { name: 'Brand', exact: true }).waitFor();
  });

  await step(`the brand colour ${COLOUR} in the Brand form, seen in the live page before saving`, async () => {
    await p.getByRole('button', { name: 'Brand', exact: true }).click();
    await p.getByRole('heading', { level: 1, name: 'Brand site.config.yaml' }).waitFor();
    await p.getByLabel('Primary', { exact: true }).fill(COLOUR);
    const live = liveAt(p, '/');
    await until(async () => (await primaryIn(live)) === COLOUR, `the live page's --primary never became ${COLOUR}`);
    await p.locator('.live-note').filter({ hasText: 'Shows your unsaved changes.' }).waitFor();
    check(read('site.config.yaml') === configBefore, 'site.config.yaml changed on disk before Save');
  });

  await step(`the nav label Repairs renamed ${NAV_LABEL} in the Navigation form, seen in the live page before saving`, async () => {
    await p.getByRole('button', { name: 'Navigation', exact: true }).click();
    await p.getByRole('heading', { level: 1, name: 'Navigation site.config.yaml' }).waitFor();
    const label = p.locator('#f-site_config_yaml-nav-1-label');
    check((await label.inputValue()) === 'Repairs', `the second nav entry's label is "${await label.inputValue()}", not Repairs`);
    await label.fill(NAV_LABEL);
    const live = liveAt(p, '/');
    await live.getByRole('link', { name: NAV_LABEL, exact: true }).first().waitFor({ state: 'attached' });
    check((await primaryIn(live)) === COLOUR, 'the live page lost the unsaved brand colour');
    await statusSays(p, 'Every change is valid. Not saved yet.');
    check(read('site.config.yaml') === configBefore, 'site.config.yaml changed on disk before Save');
  });

  await step('a new page from starter blocks with plan cards, its order button on the link template that fits', async () => {
    await p.getByRole('button', { name: '+ New page' }).click();
    await p.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
    await p.getByLabel('Name', { exact: true }).fill(NEW_PAGE.name);
    check((await p.getByLabel('Path of the page').inputValue()) === NEW_PAGE.path, `the name did not fill the path with ${NEW_PAGE.path}`);
    await p.getByLabel('Start from').selectOption({ label: 'Blocks from the block reference' });
    check(await p.getByRole('checkbox', { name: 'hero', exact: true }).isChecked(), 'the hero block is not chosen to start with');
    await p.getByRole('checkbox', { name: 'plan-cards', exact: true }).check();
    await p.getByRole('button', { name: 'Create page' }).click();
    await statusSays(p, `Created ${NEW_PAGE.file}.`);
    const made = read(NEW_PAGE.file);
    check(/type: plan-cards/.test(made), `${NEW_PAGE.file} has no plan-cards section`);
    // The starter's template that takes what plan cards pass (minutes, users, setupfee, product).
    check(/link: plan-signup/.test(made), `the plan cards' order button is not on the plan-signup link template:\n${made}`);
    await liveAt(p, NEW_PAGE.path)
      .getByRole('heading', { name: /^Phone plans/ })
      .waitFor();
  });

  await step(`a JPEG uploaded into the new page's hero, its size filled in and its alt text asked for, seen in the live page before saving`, async () => {
    const hero = '#f-pages_service-plans_yaml-sections-0';
    await p.locator('summary', { hasText: /^Section 1: .*\(hero\)/ }).click();
    // The hero's image is among its "More fields".
    await p
      .locator(hero)
      .locator('summary', { hasText: /^More fields \(.*image/ })
      .click();
    await p.locator(hero).getByRole('button', { name: 'Add image' }).click();
    await p
      .locator('.field', { has: p.locator(`${hero}-image-src`) })
      .getByLabel('Upload an image for Src')
      .setInputFiles({ name: PICTURE.name, mimeType: 'image/jpeg', buffer: jpegHeader(PICTURE.width, PICTURE.height) });
    await p
      .getByText(
        `Uploaded ${PICTURE.src}; its width and height are filled in (${PICTURE.width} × ${PICTURE.height}). Now describe the picture for people who cannot see it, in Alt text.`,
      )
      .waitFor();
    check((await p.locator(`${hero}-image-width`).inputValue()) === String(PICTURE.width), 'the upload did not fill in the width');
    check((await p.locator(`${hero}-image-height`).inputValue()) === String(PICTURE.height), 'the upload did not fill in the height');
    const alt = p.locator(`${hero}-image-alt`);
    check(await alt.evaluate((element) => element === document.activeElement), 'the alt text field does not have the focus after the upload');
    await p.keyboard.type(PICTURE.alt);
    await statusSays(p, 'Every change is valid. Not saved yet.');
    const live = liveAt(p, NEW_PAGE.path);
    const picture = live.getByRole('img', { name: PICTURE.alt });
    await picture.waitFor({ state: 'attached' });
    const src = await picture.getAttribute('src');
    check(src !== null && src.includes('workshop-bench'), `the live page's picture has src ${src}`);
    // The site-wide changes are in the new page's live page too, still unsaved.
    await live.getByRole('link', { name: NAV_LABEL, exact: true }).first().waitFor({ state: 'attached' });
    check(!read(NEW_PAGE.file).includes(PICTURE.src), `${NEW_PAGE.file} names the picture before Save`);
  });

  await step('Save: site.config.yaml and the new page written with exactly those changes', async () => {
    await p.keyboard.press('Control+S');
    await statusSays(p, /^Saved /);
    const config = read('site.config.yaml');
    check(config.includes(`    primary: "${COLOUR}"\n`), `site.config.yaml does not hold primary: "${COLOUR}"`);
    check(config.includes(`  - { label: ${NAV_LABEL}, to: /bike-repairs }\n`), `site.config.yaml does not hold the nav entry ${NAV_LABEL}`);
    const changed = git('diff', '--numstat', '--', 'site.config.yaml');
    check(changed === '2\t2\tsite.config.yaml\n', `the save changed more than two lines of site.config.yaml: ${changed}`);
    const made = read(NEW_PAGE.file);
    for (const line of [`src: ${PICTURE.src}`, `width: ${PICTURE.width}`, `height: ${PICTURE.height}`, `alt: ${PICTURE.alt}`])
      check(made.includes(line), `${NEW_PAGE.file} does not hold "${line}"`);
    check(readFileSync(join(site, 'public', PICTURE.src)).equals(jpegHeader(PICTURE.width, PICTURE.height)), `public${PICTURE.src} is not the uploaded bytes`);
  });

  await step(`publish: the three files committed on a new branch ${BRANCH}`, async () => {
    await p.getByRole('button', { name: 'Changes and commit' }).click();
    await p.getByText(`On branch ${startedOn}: 3 files changed by the editor.`).waitFor();
    const files = await p
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^(pages|public|site)/ })
      .allInnerTexts();
    check(JSON.stringify(files) === JSON.stringify([NEW_PAGE.file, `public${PICTURE.src}`, 'site.config.yaml']), `Changes lists ${files.join(', ')}`);
    await p.getByLabel('Commit message').fill('Service plans page, the brand colour and the workshop in the nav');
    await p.getByLabel('New branch (optional)').fill(BRANCH);
    await p.getByRole('button', { name: 'Commit', exact: true }).click();
    await p
      .getByRole('alert')
      .filter({ hasText: new RegExp(`^Committed [0-9a-f]+ on ${BRANCH}: 3 files. Nothing was pushed.`) })
      .waitFor();
    check(git('branch', '--show-current').trim() === BRANCH, `HEAD is not on ${BRANCH}`);
    const log = git('log', '-1', '--name-only', '--format=%s');
    check(
      log === `Service plans page, the brand colour and the workshop in the nav\n\n${NEW_PAGE.file}\npublic${PICTURE.src}\nsite.config.yaml\n`,
      `the commit is not the three files with the message:\n${log}`,
    );
    check(git('status', '--porcelain') === '', `files are left uncommitted after publishing:\n${git('status', '--porcelain')}`);
    check(git('rev-parse', startedOn) === git('rev-parse', 'HEAD~1'), `${startedOn} moved: the commit is not on top of it on ${BRANCH} alone`);
  });

  await step(
    "delete the bike repairs page: refused while the nav links to it, its nav entry (then each link the refusal names) removed through the refusal's button",
    async () => {
      const removed: string[] = [];
      const tryDelete = async () => {
        await p.getByRole('button', { name: 'Bike repairs', exact: true }).click();
        await p.getByRole('heading', { level: 1, name: 'Bike repairs pages/repairs.yaml' }).waitFor();
        await p.getByRole('button', { name: 'Delete this page…' }).click();
        await p.getByRole('button', { name: 'Yes, delete the page' }).click();
        await p
          .getByRole('alert')
          .or(p.getByRole('status').filter({ hasText: 'Deleted pages/repairs.yaml' }))
          .first()
          .waitFor();
      };
      await tryDelete();
      // The first refusal names the nav entry, by the label saved an hour ago.
      const first = p.getByRole('alert').filter({ hasText: /^Not deleted: / });
      await first.waitFor();
      const said = await first.locator('p').first().innerText();
      check(said.includes(`entry 2 of the navigation (${NAV_LABEL}) links to it`), `the refusal does not name the nav entry: ${said}`);
      // Each place it names, opened by its button and removed there; then Save and delete again.
      for (let round = 0; round < 4; round++) {
        const refusal = p.getByRole('alert').filter({ hasText: /^Not deleted: / });
        if ((await refusal.count()) === 0) break;
        const button = refusal.getByRole('button', { name: /^Open / }).first();
        const words = (await button.innerText()).replace(/^Open /, '');
        await button.click();
        // Taken there: the item's first field has the focus; its Remove button is in its own Arrange group.
        await until(() => p.evaluate(() => document.activeElement?.id?.startsWith('f-site_config_yaml-') ?? false), `Open ${words} put the focus in no field`);
        const field = p.locator(':focus');
        const item = p
          .locator('fieldset, li, .list-item')
          .filter({ has: field })
          .filter({ has: p.getByRole('group', { name: /^Arrange / }) })
          .last();
        await item
          .getByRole('group', { name: /^Arrange / })
          .last()
          .getByRole('button', { name: /^Remove/ })
          .click();
        await p.getByRole('button', { name: 'Save', exact: true }).click();
        // The starter's Afrikaans labels of these links (translations/af/site.yaml) lose the same item in the same save.
        await statusSays(p, /^Saved site\.config\.yaml, translations\/af\/site\.yaml/);
        removed.push(words);
        await tryDelete();
      }
      await statusSays(p, 'Deleted pages/repairs.yaml');
      check(removed[0] === `entry 2 of the navigation (${NAV_LABEL})`, `the first place removed was ${removed[0]}`);
      check(!existsSync(join(site, 'pages/repairs.yaml')), 'pages/repairs.yaml is still on disk');
      check(!/to: \/bike-repairs/.test(read('site.config.yaml')), 'site.config.yaml still links to /bike-repairs');
      check(!existsSync(join(site, 'translations/af/pages/repairs.yaml')), 'the Afrikaans translation of the page is still on disk');
      const afrikaans = read('translations/af/site.yaml');
      check(!/Herstelwerk|Fietsherstelwerk/.test(afrikaans), `translations/af/site.yaml still has the removed links' labels:\n${afrikaans}`);
      check(!(await p.getByRole('button', { name: 'Bike repairs', exact: true }).count()), 'the page list still offers Bike repairs');
      console.log(`    removed through the refusal's buttons: ${removed.join('; ')}`);
    },
  );

  await step(`publish the deletion on ${BRANCH}`, async () => {
    await p.getByRole('button', { name: 'Changes and commit' }).click();
    await p.getByRole('heading', { level: 2, name: 'pages/repairs.yaml', exact: true }).waitFor();
    const files = await p
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^(pages|public|site|translations)/ })
      .allInnerTexts();
    const expected = [
      'pages/repairs.yaml',
      'site.config.yaml',
      'translations/af/made-from.yaml',
      'translations/af/pages/repairs.yaml',
      'translations/af/site.yaml',
    ];
    check(JSON.stringify(files) === JSON.stringify(expected), `Changes lists ${files.join(', ')}, not ${expected.join(', ')}`);
    await p.getByLabel('Commit message').fill('No bike repairs page: the workshop books services by phone');
    await p.getByRole('button', { name: 'Commit', exact: true }).click();
    await p
      .getByRole('alert')
      .filter({ hasText: new RegExp(`^Committed [0-9a-f]+ on ${BRANCH}: `) })
      .waitFor();
    const log = git('log', '--format=%s', `${startedOn}..HEAD`);
    check(
      log === 'No bike repairs page: the workshop books services by phone\nService plans page, the brand colour and the workshop in the nav\n',
      `git log of ${BRANCH} is not the day's two commits:\n${log}`,
    );
    const committed = git('show', '--name-status', '--format=', 'HEAD');
    check(
      committed ===
        'D\tpages/repairs.yaml\nM\tsite.config.yaml\nM\ttranslations/af/made-from.yaml\nD\ttranslations/af/pages/repairs.yaml\nM\ttranslations/af/site.yaml\n',
      `the last commit is not the page's deletion with its links:\n${committed}`,
    );
    check(git('status', '--porcelain') === '', `files are left uncommitted:\n${git('status', '--porcelain')}`);
  });

  check(blocked.length === 0, `the editor asked for addresses outside this computer: ${blocked.join(', ')}`);
  console.log(`  a marketer's day in the editor: ${((Date.now() - dayStarted) / 1000).toFixed(1)} s`);
} catch (error) {
  const text = await page
    ?.locator('body')
    .innerText()
    .catch(() => '');
  console.error(`marketer's day: the step "${current}" failed: ${error instanceof StepFailed ? error.message : String(error)}`);
  if (text) console.error(`What the editor showed:\n${text.slice(0, 3000)}`);
  for (const frame of page?.frames().slice(1) ?? []) {
    const shown = await frame
      .locator('body')
      .innerText()
      .catch(() => '');
    console.error(`What the live page at ${frame.url()} showed:\n${shown.slice(0, 1500)}`);
  }
  process.exitCode = 1;
} finally {
  await browser.close();
}
