import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfEdits } from '../../../bench/editor-edits';
import { checkDraft, readFiles } from '../../../dev/editor/drafts';
import { withoutOverwritten, type Edit } from '../../../dev/editor/edits';
import { editYaml } from '../../../dev/editor/yaml-edit';
import { editorRoutesOnCopy } from '../../helpers/editor-routes';
import { FIXTURE_SITE } from '../../helpers/fixture-site';

/** The editor's routes on a free port, without its built page (only the API is asked). */
let root: string;
let base: string;
let TOKEN: string;
let close: () => Promise<unknown>;
beforeAll(async () => {
  const routes = await editorRoutesOnCopy('bounds');
  ({ root, token: TOKEN, close } = routes);
  base = `${routes.origin}/__editor/api/`;
});
afterAll(() => close());

async function post(name: string, body: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(base + name, { method: 'POST', headers: { 'content-type': 'application/json', 'x-editor-token': TOKEN }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const homeDraft = (edits: unknown[]) => JSON.stringify({ draft: { 'pages/home.yaml': { version: readFiles(root)['pages/home.yaml']!.version, edits } } });

describe('requests past the bounds get a plain answer, at once', () => {
  it('50,000 edits (under the 2 MB cap) are refused with 413, and nothing is written', async () => {
    const before = readFileSync(join(root, 'pages/home.yaml'), 'utf8');
    const edits = Array.from({ length: 50_000 }, () => ({ op: 'set', path: [], value: 0 }));
    const answer = await post('save', homeDraft(edits));
    expect(answer).toEqual({
      status: 413,
      body: {
        status: 413,
        code: 'LE903',
        message: 'Not checked: 50,000 changes in one request, and the editor takes at most 5,000. Nothing was written; save smaller sets of changes. [LE903]',
      },
    });
    expect(readFileSync(join(root, 'pages/home.yaml'), 'utf8')).toBe(before);
  });

  it('a request over 2 MB closes its connection: the rest of it is not read', async () => {
    const response = await fetch(`${base}check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-editor-token': TOKEN },
      body: homeDraft([{ op: 'set', path: ['name'], value: 'x'.repeat(2 * 1024 * 1024) }]),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    await response.body?.cancel();
  });

  it('an upload over 10 MB is refused with 413 naming the file, and nothing is written', async () => {
    const response = await fetch(`${base}upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-editor-token': TOKEN, 'x-file-name': 'big.png' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 413,
      code: 'LE903',
      message: 'Not uploaded: big.png is larger than 10 MB, the most an image may be. Export it smaller (2,000 px wide is plenty for a page). [LE903]',
    });
    expect(existsSync(join(root, 'public/media/big.png'))).toBe(false);
  });

  it('a request over 2 MB is refused with 413', async () => {
    const answer = await post('check', homeDraft([{ op: 'set', path: ['name'], value: 'x'.repeat(2 * 1024 * 1024) }]));
    expect(answer).toEqual({
      status: 413,
      body: { status: 413, code: 'LE903', message: 'Not checked: the request is larger than 2 MB. Nothing was written; save smaller sets of changes. [LE903]' },
    });
    // Each request says what it did not do.
    expect((await post('save', homeDraft([{ op: 'set', path: ['name'], value: 'x'.repeat(2 * 1024 * 1024) }]))).body.message).toBe(
      'Not saved: the request is larger than 2 MB. Nothing was written; save smaller sets of changes. [LE903]',
    );
  });

  it('something that is not an edit is a 400 that says so', async () => {
    const message =
      "Not checked: the request's draft › pages/home.yaml › edits › 0 › path must be a list of keys and item numbers (the YAML path); the request's draft › pages/home.yaml › edits › 0 › value must be given (the value to write). Nothing was written. Reload the editor page and make the change again. [LE902]";
    expect(await post('check', homeDraft([{ op: 'set', path: 'sections' }]))).toEqual({ status: 400, body: { status: 400, code: 'LE902', message } });
    expect(await post('check', '{"draft": ')).toEqual({
      status: 400,
      body: {
        status: 400,
        code: 'LE901',
        message: 'Not checked: the request is not JSON. Nothing was written. Reload the editor page and make the change again. [LE901]',
      },
    });
  });

  it("a value nested 100,000 deep gets the catalogue's LE121, not a stack overflow", async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const body = homeDraft([]).replace('"edits":[]', `"edits":[{"op":"set","path":["sections",0,"heading"],"value":${deep}}]`);
    const answer = await post('save', body);
    expect(answer.status).toBe(422);
    expect(answer.body.problems).toEqual([
      {
        file: 'pages/home.yaml',
        line: 1,
        col: 1,
        path: '',
        code: 'LE121',
        message:
          'This change nests lists and mappings 100003 levels deep (at sections.0.heading); no setting of a site goes deeper than 32. Nothing was written.',
      },
    ]);
  });

  it("1,000 edits of a day's kind (typing, new sections, moves) are checked and answered 200", async () => {
    const answer = await post('check', homeDraft(dayOfEdits(1000)));
    expect(answer).toMatchObject({ status: 200, body: { conflicts: [] } });
  });
});

describe('an edit list costs time in proportion to its length', () => {
  const text = readFileSync(join(FIXTURE_SITE, 'pages/home.yaml'), 'utf8');

  it('a value typed letter by letter is set once; a list change in between keeps both', () => {
    const set = (value: string, path: (string | number)[] = ['sections', 0, 'heading']): Edit => ({ op: 'set', path, value });
    expect(withoutOverwritten([set('B'), set('Bu'), set('Bus')])).toEqual([set('Bus')]);
    expect(withoutOverwritten([set('B'), { op: 'remove', path: ['sections'], index: 0 }, set('Bu')])).toEqual([
      set('B'),
      { op: 'remove', path: ['sections'], index: 0 },
      set('Bu'),
    ]);
    // A whole section set later overwrites a heading set inside it.
    expect(withoutOverwritten([set('B'), set({ type: 'copy' } as never, ['sections', 0])])).toEqual([set({ type: 'copy' } as never, ['sections', 0])]);
  });

  it('texts set over several fields, and sections added one after another, give the text one at a time would', () => {
    const edits: Edit[] = [
      { op: 'set', path: ['sections', 0, 'heading'], value: 'Phones' },
      { op: 'set', path: ['meta', 'title'], value: 'Phones for business' },
      { op: 'insert', path: ['sections'], index: 0, value: { type: 'copy', heading: 'First' } },
      { op: 'insert', path: ['sections'], index: 5, value: { type: 'copy', heading: 'Last' } },
      { op: 'insert', path: ['sections'], index: 1, value: { type: 'copy', heading: 'Second' } },
      { op: 'insert', path: ['sections', 1, 'actions'], index: 1, value: { label: 'Call', link: 'chat' } },
    ];
    const together = editYaml(text, edits);
    const oneByOne = edits.reduce((current, edit) => {
      const result = editYaml(current, [edit]);
      if (!result.ok) throw new Error(result.message);
      return result.text;
    }, text);
    expect(together).toEqual({ ok: true, text: oneByOne });
    expect(oneByOne).toContain(
      'sections:\n  - type: copy\n    heading: First\n  - type: copy\n    heading: Second\n    actions:\n      - label: Call\n        link: chat\n  - type: hero\n    heading: Phones\n',
    );
  });

  it('a list that would make the file be read again more than the budget allows is refused as too large', () => {
    const flip = Array.from({ length: 40 }, (_, i): Edit =>
      i % 2 ? { op: 'remove', path: ['sections'], index: 0 } : { op: 'insert', path: ['sections'], index: 0, value: { type: 'copy', heading: 'X' } },
    );
    expect(editYaml(text, flip, 20_000)).toEqual({
      ok: false,
      tooLarge: true,
      message: 'Not checked: these 40 changes to one file are too many to check at once. Nothing was written; save smaller sets of changes.',
    });
  });
});

describe('how deep a change may nest', () => {
  /** A value of `levels` lists, one inside the other. */
  const lists = (levels: number): unknown => (levels === 0 ? 'x' : [lists(levels - 1)]);
  const deepProblems = (edit: Edit) =>
    checkDraft(root, { 'pages/home.yaml': { version: readFiles(root)['pages/home.yaml']!.version, edits: [edit] } }).problems.filter((problem) =>
      problem.message.includes('levels deep'),
    );

  it('takes a change 32 levels deep (the bound) and refuses one 33 deep, saying so', () => {
    // The path is one level, the value the rest.
    expect(deepProblems({ op: 'set', path: ['extra'], value: lists(31) })).toEqual([]);
    expect(deepProblems({ op: 'set', path: ['extra'], value: lists(32) }).map((problem) => problem.message)).toEqual([
      'This change nests lists and mappings 33 levels deep (at extra); no setting of a site goes deeper than 32. Nothing was written.',
    ]);
  });
});
