import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFiles } from '../../../dev/editor/drafts';
import { editorRoutesOnCopy } from '../../helpers/editor-routes';

/** The editor's API over a copy of the fixture site in Afrikaans too. */
let root: string;
let base: string;
let TOKEN: string;
let close: () => Promise<unknown>;
const logged: string[] = [];
beforeAll(async () => {
  const routes = await editorRoutesOnCopy('editor-api', {
    log: { error: (line: string) => logged.push(line) },
    prepare: (site) =>
      writeFileSync(
        join(site, 'site.config.yaml'),
        `${readFileSync(join(site, 'site.config.yaml'), 'utf8')}languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n`,
      ),
  });
  ({ root, token: TOKEN, close } = routes);
  base = `${routes.origin}/__editor/api/`;
});
afterAll(() => close());

async function ask(name: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<{ status: number; text: string }> {
  const response = await fetch(base + name, {
    method,
    headers: { 'content-type': 'application/json', 'x-editor-token': TOKEN },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}
const answer = async (name: string, body?: unknown, method?: string) => {
  const { status, text } = await ask(name, body, method);
  return { status, body: JSON.parse(text) as Record<string, unknown> };
};
const refused = (status: number, code: string, message: string) => ({ status, body: { status, code, message: `${message} [${code}]` } });
const AGAIN = 'Nothing was written. Reload the editor page and make the change again.';

describe("each request's body is checked by its schema: a refusal says where and what, with the catalogue's code", () => {
  it('check and save: a draft whose edit is not an edit, a version that is not a text, no draft at all', async () => {
    const version = readFiles(root)['pages/home.yaml']!.version;
    expect(await answer('check', { draft: { 'pages/home.yaml': { version, edits: [{ op: 'set', path: 'sections' }] } } })).toEqual(
      refused(
        400,
        'LE902',
        `Not checked: the request's draft › pages/home.yaml › edits › 0 › path must be a list of keys and item numbers (the YAML path); the request's draft › pages/home.yaml › edits › 0 › value must be given (the value to write). ${AGAIN}`,
      ),
    );
    expect(await answer('save', { draft: { 'pages/home.yaml': { version: 7, edits: [] } } })).toEqual(
      refused(
        400,
        'LE902',
        `Not saved: the request's draft › pages/home.yaml › version must be the version of the file the changes were made to (a text). ${AGAIN}`,
      ),
    );
    expect(await answer('save', { draft: { 'pages/home.yaml': { version, edits: [{ op: 'swap', path: [] }] } } })).toEqual(
      refused(400, 'LE902', `Not saved: the request's draft › pages/home.yaml › edits › 0 › op must be one of set, unset, insert, remove or move. ${AGAIN}`),
    );
    expect(await answer('save', { drafts: {} })).toEqual(
      refused(
        400,
        'LE902',
        `Not saved: the request's draft must name each file with its version and list of edits; the request holds "drafts", which it does not take. ${AGAIN}`,
      ),
    );
  });

  it('an item number that is negative or not whole is refused; null is a value (it writes an empty one)', async () => {
    const version = readFiles(root)['pages/home.yaml']!.version;
    const edits = (edit: unknown) => ({ draft: { 'pages/home.yaml': { version, edits: [edit] } } });
    expect(await answer('check', edits({ op: 'remove', path: ['sections'], index: -1 }))).toEqual(
      refused(
        400,
        'LE902',
        `Not checked: the request's draft › pages/home.yaml › edits › 0 › index must be the place of the item to remove, a whole number from 0. ${AGAIN}`,
      ),
    );
    expect(await answer('check', edits({ op: 'move', path: ['sections'], from: 0, to: 1.5 }))).toEqual(
      refused(
        400,
        'LE902',
        `Not checked: the request's draft › pages/home.yaml › edits › 0 › to must be the place it moves to, a whole number from 0. ${AGAIN}`,
      ),
    );
    expect(await answer('check', edits({ op: 'set', path: ['sections', 0, 'subheading'], value: null }))).toMatchObject({
      status: 200,
      body: { conflicts: [] },
    });
  });

  it('each shape a request can be wrong in is said in its own words', async () => {
    const file = (entry: unknown) => ({ draft: { 'pages/home.yaml': entry } });
    const cases: [string, unknown, string][] = [
      [
        'check',
        file({ version: 'v', edits: [{ op: 'remove', path: ['sections'], index: '1' }] }),
        "Not checked: the request's draft › pages/home.yaml › edits › 0 › index must be the place of the item to remove, a whole number from 0.",
      ],
      [
        'check',
        file({ version: 'v', edits: [{ op: 'unset', path: [true] }] }),
        "Not checked: the request's draft › pages/home.yaml › edits › 0 › path › 0 must be a key (a text) or an item number (a whole number from 0).",
      ],
      ['check', file({ version: 'v', edits: 'x' }), "Not checked: the request's draft › pages/home.yaml › edits must be a list of edits."],
      ['check', file('x'), "Not checked: the request's draft › pages/home.yaml must be a version and a list of edits."],
      ['save', [], 'Not saved: the request must be an object with the draft.'],
      [
        'page-create',
        { page: { slug: 'a', from: { blocks: [] } } },
        "Not created: the request's page › name must be the new page's name (a text); the request's page › path must be the new page's path (a text, like /spring-offer).",
      ],
      ['page-create', { page: 'x' }, "Not created: the request's page must be the new page: its file name, name, path and what it starts from."],
      ['page-create', 'x', 'Not created: the request must be an object with the new page.'],
      ['page-delete', [], 'Not deleted: the request must be an object naming the file.'],
      ['commit', { message: 'm', branch: 5 }, "Not committed: the request's branch must be the name of a new branch (a text), or left out."],
      ['commit', [], 'Not committed: the request must be an object with the commit message.'],
    ];
    for (const [name, body, said] of cases)
      expect(await answer(name, JSON.stringify(body)), `${name} ${JSON.stringify(body)}`).toEqual(refused(400, 'LE902', `${said} ${AGAIN}`));
  });

  it('keys a request does not take are each named', async () => {
    expect(await answer('commit', { message: 'Spring', brnach: 'spring', push: true })).toEqual(
      refused(400, 'LE902', `Not committed: the request holds "brnach", "push", which it does not take. ${AGAIN}`),
    );
  });

  it('page-create: a page without a file name, and one that starts from nothing', async () => {
    expect(await answer('page-create', { page: { name: 'Offer', path: '/offer', from: { blocks: ['hero'] } } })).toEqual(
      refused(400, 'LE902', `Not created: the request's page › slug must be the new page's file name (a text, like spring-offer). ${AGAIN}`),
    );
    expect(await answer('page-create', { page: { slug: 'offer', name: 'Offer', path: '/offer', from: {} } })).toEqual(
      refused(
        400,
        'LE902',
        `Not created: the request's page › from must name a page file to copy ({ duplicate: "pages/home.yaml" }) or the blocks to start from ({ blocks: ["hero"] }). ${AGAIN}`,
      ),
    );
    // Both at once is neither: the marketer chose one.
    expect(
      await answer('page-create', { page: { slug: 'offer', name: 'Offer', path: '/offer', from: { duplicate: 'pages/home.yaml', blocks: ['hero'] } } }),
    ).toEqual(
      refused(
        400,
        'LE902',
        `Not created: the request's page › from must name a page file to copy ({ duplicate: "pages/home.yaml" }) or the blocks to start from ({ blocks: ["hero"] }). ${AGAIN}`,
      ),
    );
  });

  it('page-delete without a file, and commit with a message that is not a text', async () => {
    expect(await answer('page-delete', {})).toEqual(
      refused(400, 'LE902', `Not deleted: the request's file must be the file to delete (a text, like pages/spring-offer.yaml). ${AGAIN}`),
    );
    expect(await answer('commit', { message: ['Spring offer'] })).toEqual(
      refused(400, 'LE902', `Not committed: the request's message must be the commit message (a text). ${AGAIN}`),
    );
  });

  it('a body that is not JSON, and a draft of a file the editor does not change', async () => {
    expect(await answer('save', '{"draft": ')).toEqual(refused(400, 'LE901', `Not saved: the request is not JSON. ${AGAIN}`));
    expect(await answer('check', { draft: { 'public/media/logo.svg': { version: 'v', edits: [] } } })).toEqual(
      refused(
        400,
        'LE906',
        'public/media/logo.svg is not a file of this site the editor may change (site.config.yaml, pages/*.yaml and translations/<language>/pages/*.yaml of a declared language only).',
      ),
    );
  });

  it('one route table: an unknown request is 404 and a known one with another method 405, each naming what there is', async () => {
    expect(await answer('publish', {})).toEqual(
      refused(
        404,
        'LE904',
        'The editor has no request "publish" (it answers GET site, GET changes, POST check, POST save, POST page-create, POST page-delete, POST commit, POST upload). Reload the editor page.',
      ),
    );
    expect(await answer('save', undefined, 'GET')).toEqual(refused(405, 'LE904', 'save is asked with POST, not GET. Reload the editor page.'));
  });

  it('HEAD on a GET request is answered as the GET is, without its body', async () => {
    const response = await fetch(`${base}site`, { method: 'HEAD', headers: { 'x-editor-token': TOKEN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('');
  });
});

describe('GET site: what the editor page starts from', () => {
  it("names the site's other languages, its warnings as read and the example texts a new section starts with", async () => {
    const { status, body } = await answer('site');
    expect(status).toBe(200);
    expect(body.languages).toEqual([{ tag: 'af', name: 'Afrikaans', prefix: '/af' }]);
    expect(body.warnings).toEqual([
      expect.objectContaining({
        file: 'site.config.yaml',
        code: 'LE812',
        message: expect.stringContaining('translations/af/site.yaml does not exist, so the navigation, footer and not-found page show in English under /af.'),
      }),
    ]);
    expect(body.exampleTexts).toEqual(expect.arrayContaining(['Decision in 48 hours', 'Fixed monthly instalments']));
    expect(body.media).toEqual(['/media/greeting.mp3', '/media/logo.svg', '/media/slide-1.svg', '/media/slide-2.svg', '/media/slide-3.svg']);
  });
});

describe('no answer names a folder of this computer', () => {
  it('a first translation where translations/af is a file: the system error in words, the site folder left out', async () => {
    mkdirSync(join(root, 'translations'));
    writeFileSync(join(root, 'translations/af'), 'not a folder\n');
    const file = 'translations/af/pages/privacy.yaml';
    const version = readFiles(root)[file]!.version;
    expect(await answer('save', { draft: { [file]: { version, edits: [] } } })).toEqual(
      refused(
        500,
        'LE905',
        'Not saved: translations/af/pages could not be made: a file stands where a folder should be (ENOTDIR). Put right what it names and try again; the terminal the editor runs in says more.',
      ),
    );
    // The terminal has it all.
    expect(logged.join('\n')).toContain(`mkdir '${join(root, 'translations/af/pages')}'`);
    rmSync(join(root, 'translations'), { recursive: true });
  });

  it("a refusal quoting the marketer's own words is cleaned too: a block type and an image's name that hold the site folder", async () => {
    const version = readFiles(root)['pages/home.yaml']!.version;
    const saved = await answer('save', { draft: { 'pages/home.yaml': { version, edits: [{ op: 'set', path: ['sections', 0, 'type'], value: root }] } } });
    expect(saved.status).toBe(422);
    expect(saved.body.problems).toEqual([
      expect.objectContaining({ path: 'sections[0].type', message: expect.stringMatching(/^Unknown block type "\."\. Known types: hero, /) }),
    ]);
    const response = await fetch(`${base}upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-editor-token': TOKEN, 'x-file-name': encodeURIComponent(`${root}/notes.png`) },
      body: 'not an image',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Not uploaded: notes.png is not a JPEG, PNG or WebP image (its content says so, whatever its name). Export it as one of those.',
    );
  });

  it('changes asked in a folder that is no git repository: what was not done, and what git said', async () => {
    const { status, body } = await answer('changes');
    expect(status).toBe(500);
    expect(body).toMatchObject({
      code: 'LE905',
      message: expect.stringMatching(/^The changes were not read: git status stopped \(exit code 128\) and said: fatal: not a git repository/),
    });
  });

  it('every refusal of a battery of requests is free of the site folder and the temporary folder', async () => {
    mkdirSync(join(root, 'translations'));
    writeFileSync(join(root, 'translations/af'), 'not a folder\n');
    const files = readFiles(root);
    const texts = await Promise.all([
      ask('site'),
      ask('changes'),
      ask('save', { draft: { 'translations/af/pages/home.yaml': { version: files['translations/af/pages/home.yaml']!.version, edits: [] } } }),
      ask('page-delete', { file: 'translations/af/pages/home.yaml' }),
      ask('page-delete', { file: '../outside.yaml' }),
      ask('page-create', { page: { slug: 'copy', name: 'Copy', path: '/copy', from: { duplicate: 'pages/nope.yaml' } } }),
      ask('commit', { message: 'Spring' }),
      ask('save', { draft: { 'pages/home.yaml': { version: 'old', edits: [] } } }),
    ]);
    rmSync(join(root, 'translations'), { recursive: true });
    const folders = [root, realpathSync(root), tmpdir(), realpathSync(tmpdir())];
    for (const { status, text } of texts.filter((entry) => entry.status !== 200))
      for (const folder of folders) expect(text, `${status} ${text}`).not.toContain(folder);
    expect(texts.map((entry) => entry.status)).toEqual([200, 500, 500, 400, 400, 400, 400, 409]);
  });
});
