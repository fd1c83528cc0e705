import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { useBrowser } from './browser';
import { editorOnCopy, PLAN_COMMENT, previewAt, statusSays } from './editor-site';

const browser = useBrowser();
let open: Awaited<ReturnType<typeof editorOnCopy>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function openPlanCards() {
  open = await editorOnCopy(browser());
  const { page } = open;
  await page.getByRole('button', { name: 'Phones' }).click();
  await page.locator('summary', { hasText: 'Section 3: Plans{city} (plan-cards)' }).click();
  return open;
}

describe('landing-engine edit, on a copy of the fixture site', () => {
  it('a plan price changed in the editor: the live page shows it, git diff is one line, the comment above it stays', async () => {
    const { page, git, read } = await openPlanCards();
    await page.getByLabel('Setup fee', { exact: true }).fill('299');
    await statusSays(page, 'Every change is valid');
    await page.getByRole('button', { name: 'Save' }).click();
    await statusSays(page, 'Saved pages/home.yaml.');
    const frame = await previewAt(page, '/');
    expect(await frame.getByText('R299 once-off setup').count()).toBe(1);
    expect(git('diff', '--numstat')).toBe('1\t1\tpages/home.yaml\n');
    const diff = git('diff', '-U0')
      .split('\n')
      .filter((line) => /^[-+][^-+]/.test(line));
    expect(diff).toEqual([
      '-      - { name: Solo, setupFee: setup, defaultUsers: 1, defaultMinutes: 100 }',
      '+      - { name: Solo, setupFee: 299, defaultUsers: 1, defaultMinutes: 100 }',
    ]);
    expect(read('pages/home.yaml')).toContain(`${PLAN_COMMENT}\n      - { name: Solo, setupFee: 299,`);
  });

  it('a new alias: after the save the live page answers at it, for a chosen city and at phone width', async () => {
    open = await editorOnCopy(browser());
    const { page, read } = open;
    await page.getByRole('button', { name: 'Phones' }).click();
    await page.getByRole('button', { name: 'Add path' }).click();
    await page.getByRole('textbox', { name: 'Path 5', exact: true }).fill('/cheap-phones/{city}');
    await statusSays(page, 'Every change is valid');
    await page.keyboard.press('Control+S');
    await statusSays(page, 'Saved pages/home.yaml.');
    expect(read('pages/home.yaml')).toContain('  - /phones-in-{city}\n  - /cheap-phones/{city}\nmeta:');
    await page.getByLabel('Path', { exact: true }).selectOption('/cheap-phones/{city}');
    await page.getByLabel('City', { exact: true }).selectOption('kwa-thema');
    await page.getByLabel('Phone (375 px)').check();
    const frame = await previewAt(page, '/cheap-phones/kwa-thema');
    expect(await frame.getByRole('heading', { level: 1 }).innerText()).toBe('Business phones In KwaThema');
    expect(await page.getByTitle('Live page at /cheap-phones/kwa-thema').evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(375);
  });

  it('a section added from the block reference: marked as example copy until rewritten, saved, and the site validates with LE708 warnings', async () => {
    open = await editorOnCopy(browser());
    const { page, root, read } = open;
    await page.getByRole('button', { name: 'Privacy' }).click();
    await page.getByLabel('New section from the block reference').selectOption('copy');
    await page.getByRole('button', { name: 'Add section' }).click();
    await statusSays(page, 'Every change is valid');
    const summary = page.locator('summary', { hasText: 'Section 2: How it works{city} (copy)' });
    expect(await summary.innerText()).toBe('Section 2: How it works{city} (copy) Example copy');
    await page
      .getByText(
        "4 texts here are still the block reference's example copy, not this site's words. Rewrite them before publishing: validate warns (LE708), and validate --strict refuses.",
      )
      .waitFor();
    await page.getByRole('textbox', { name: 'Heading' }).last().fill('Why Acme{city}');
    await page.getByText("3 texts here are still the block reference's example copy").waitFor();
    await statusSays(page, 'Every change is valid');
    await page.getByRole('button', { name: 'Save' }).click();
    await statusSays(page, 'Saved pages/privacy.yaml.');
    // A second copy section gets an id of its own, so a translation of the first stays with it (issue 56).
    expect(read('pages/privacy.yaml')).toContain('  - type: copy\n    id: copy-2\n    heading: Why Acme{city}\n');
    const result = loadSite(root);
    expect(result.ok ? [] : result.problems).toEqual([]);
    expect(result.warnings.map((warning) => `${warning.file}:${warning.line} ${warning.code}`)).toEqual([
      'pages/privacy.yaml:15 LE708',
      'pages/privacy.yaml:17 LE708',
      'pages/privacy.yaml:18 LE708',
    ]);
    expect(await (await previewAt(page, '/privacy')).getByRole('heading', { name: 'Why Acme' }).count()).toBe(1);
  });

  it("a letter in a number field: the engine's message next to the field, and the file is not changed", async () => {
    const { page, read } = await openPlanCards();
    const before = read('pages/home.yaml');
    const users = page.getByLabel('Default users', { exact: true });
    await users.fill('');
    await users.pressSequentially('x');
    await statusSays(page, '1 problem to fix before saving.');
    await expect.poll(() => users.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await users.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`[id="${describedBy.at(-1)}"]`).innerText()).toBe(
      '"x" is text, but defaultUsers takes a number. Write it in digits. Users on the plan (lines, seats, bikes: what labels.users counts). Sent to the order form as users. [LE213] Write the number alone, like 3 or 0.59.',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await statusSays(page, /^Not saved: 1 problem to fix first/);
    expect(read('pages/home.yaml')).toBe(before);
  });

  it('a file edited on disk after the editor read it: saving is refused with a message and the disk copy stays', async () => {
    open = await editorOnCopy(browser());
    const { page, root, read } = open;
    await page.getByRole('button', { name: 'Privacy' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Privacy policy');
    await statusSays(page, 'Every change is valid');
    const onDisk = `${read('pages/privacy.yaml')}# edited in another program\n`;
    writeFileSync(join(root, 'pages/privacy.yaml'), onDisk);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Not saved: pages/privacy.yaml changed on disk since the editor read it');
    expect(read('pages/privacy.yaml')).toBe(onDisk);
  });
});

/** A raw request to the editor, with whatever Host, cookie and headers a test gives. */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('landing-engine edit refuses what is not its own page', () => {
  it('a foreign Host, a missing token, and a path outside the site folder are refused; nothing is written', async () => {
    open = await editorOnCopy(browser());
    const { editor, read } = open;
    const base = new URL(editor.url);
    const token = base.searchParams.get('token')!;
    const origin = `http://127.0.0.1:${base.port}`;
    const before = read('pages/home.yaml');
    const draft = JSON.stringify({ draft: { 'pages/home.yaml': { version: 'x', edits: [{ op: 'set', path: ['name'], value: 'Hacked' }] } } });

    const foreign = await raw(`${origin}/__editor/api/site`, { headers: { host: `evil.example:${base.port}`, 'x-editor-token': token } });
    expect(foreign).toEqual({
      status: 403,
      body: `This editor answers only at http://127.0.0.1:${base.port}/ (the request named the host "evil.example:${base.port}").\n`,
    });
    const noToken = await raw(`${origin}/__editor/api/save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: draft });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toContain('did not carry the editor token');
    const crossSite = await raw(`${origin}/__editor/api/save`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'x-editor-token': token },
      body: draft,
    });
    expect(crossSite.status).toBe(403);
    expect((await raw(`${origin}/`, {})).status).toBe(403);
    expect((await raw(`${origin}/__editor/`, {})).status).toBe(403);

    const withToken = { 'x-editor-token': token };
    const outside = JSON.stringify({ draft: { '../package.json': { version: 'x', edits: [] } } });
    expect(await raw(`${origin}/__editor/api/save`, { method: 'POST', headers: withToken, body: outside })).toEqual({
      status: 400,
      body: JSON.stringify({
        status: 400,
        code: 'LE906',
        message:
          '../package.json is not a file of this site the editor may change (site.config.yaml, pages/*.yaml and translations/<language>/pages/*.yaml of a declared language only). [LE906]',
      }),
    });
    for (const path of ['/../site.config.yaml', '/%2e%2e/site.config.yaml', '/media/../../site.config.yaml', '/%2e%2e%2f%2e%2e%2fetc/passwd']) {
      const answer = await raw(`${origin}${path}`, { headers: withToken });
      expect(answer.body, path).not.toContain('titleTemplate');
      // /etc/passwd's first line (a page's own CSS may say :root:).
      expect(answer.body, path).not.toContain('root:x:0:0');
    }
    expect(read('pages/home.yaml')).toBe(before);
  });
});
