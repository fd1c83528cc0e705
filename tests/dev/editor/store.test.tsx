// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_KEY } from '../../../dev/editor/ui/kept-edits';
import { commit, loadChanges } from '../../../dev/editor/ui/api';
import { useEditor } from '../../../dev/editor/ui/store';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The editor's state and actions, as the editor page (App.tsx) holds them. */
let editor: ReturnType<typeof useEditor>;
function Probe() {
  editor = useEditor();
  return null;
}

interface Answer {
  status: number;
  /** A JSON body; `text` instead for the access check's plain-text refusal. */
  json?: unknown;
  text?: string;
}

const TOUR = 'pages/tour.yaml';
const site = (version = 'v1') => ({
  files: { [TOUR]: { version, data: { title: 'Tour', sections: [] } } },
  media: [],
  examples: {},
  exampleTexts: [],
  languages: [],
  warnings: [],
});

/** The editor's server, stubbed: each request is kept, and answered by the next answer queued for its endpoint. */
let requests: { endpoint: string; body: unknown }[];
let queued: Record<string, (Answer | Promise<Answer>)[]>;
const answer = (endpoint: string, ...answers: (Answer | Promise<Answer>)[]) => (queued[endpoint] ??= []).push(...answers);
/** How each request was sent: its method and headers. */
let sent: { endpoint: string; method: string; headers: Record<string, string> }[];
const asked = (endpoint: string) => requests.filter((request) => request.endpoint === endpoint);

const valid = (preview?: string): Answer => ({ status: 200, json: { conflicts: [], problems: [], warnings: [], ...(preview ? { preview } : {}) } });
const problem = { code: 'LE101', message: 'A heading is required.', file: TOUR };
const warning = { code: 'LE822', message: 'The Afrikaans tour page is older than the English one.', file: TOUR };
const refusedToken: Answer = { status: 403, text: 'This change did not carry the editor token.\n' };

const setTitle = (value: string) => ({ op: 'set' as const, path: ['title'], value });
const setSubtitle = (value: string) => ({ op: 'set' as const, path: ['subtitle'], value });

let root: Root;
/** Let the stubbed answers arrive and React apply them. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};
/** Time passes (the pause after typing the store waits for before it checks). */
const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
};

async function open() {
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sessionStorage.clear();
  requests = [];
  sent = [];
  queued = { site: [{ status: 200, json: site() }] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const endpoint = url.replace('/__editor/api/', '');
      requests.push({ endpoint, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      sent.push({ endpoint, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
      const next = await queued[endpoint]?.shift();
      if (!next) throw new Error(`no answer queued for ${endpoint}`);
      const type = next.text === undefined ? 'application/json' : 'text/plain; charset=utf-8';
      return {
        status: next.status,
        ok: next.status >= 200 && next.status < 300,
        headers: { get: (name: string) => (name === 'content-type' ? type : null) },
        text: async () => next.text ?? JSON.stringify(next.json),
      };
    }),
  );
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the editor checks a change once typing pauses', () => {
  it('one check 300 ms after the last change, with the draft of each changed file at the version read', async () => {
    await open();
    expect(editor.state.status).toBe('Read the site from disk.');
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    expect(editor.state.status).toBe('Checking…');
    expect(editor.state.checking).toBe(true);
    answer('check', valid('draft-1'));
    await wait(299);
    expect(asked('check')).toEqual([]);
    await wait(1);
    expect(asked('check')).toEqual([{ endpoint: 'check', body: { draft: { [TOUR]: { version: 'v1', edits: [setTitle('Our tour')] } } } }]);
    expect(editor.state.status).toBe('Every change is valid. Not saved yet.');
    expect(editor.state.checking).toBe(false);
    expect(editor.state.live).toEqual({ draft: 'draft-1', note: undefined });
  });

  it('counts the problems to fix, one and many', async () => {
    await open();
    answer('check', { status: 200, json: { conflicts: [], problems: [problem], warnings: [] } });
    act(() => editor.edit(TOUR, setTitle('')));
    await wait(300);
    expect(editor.state.status).toBe('1 problem to fix before saving.');
    answer('check', { status: 200, json: { conflicts: [], problems: [problem, problem], warnings: [] } });
    act(() => editor.edit(TOUR, setSubtitle('')));
    await wait(300);
    expect(editor.state.status).toBe('2 problems to fix before saving.');
  });

  it('a file changed on disk is named, and saving it is refused', async () => {
    await open();
    answer('check', { status: 200, json: { conflicts: [TOUR], problems: [], warnings: [] } });
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    await wait(300);
    expect(editor.state.conflict).toBe(`${TOUR} changed on disk since the editor read it. Saving is refused; reload to see the file as it is now.`);
  });

  it('an answer about changes made since it was asked is dropped: the newest check decides', async () => {
    await open();
    let release!: (answer: Answer) => void;
    answer('check', new Promise<Answer>((resolve) => (release = resolve)));
    act(() => editor.edit(TOUR, setTitle('')));
    await wait(300);
    expect(asked('check')).toHaveLength(1);
    act(() => editor.edit(TOUR, setSubtitle('By the sea')));
    release({ status: 200, json: { conflicts: [], problems: [problem], warnings: [] } });
    await settle();
    expect(editor.state.status).toBe('Checking…');
    expect(editor.state.problems).toEqual([]);
    answer('check', valid('draft-2'));
    await wait(300);
    expect(editor.state.status).toBe('Every change is valid. Not saved yet.');
  });

  it('every change undone: no check is sent, and the status says nothing is left', async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    act(() => editor.undo());
    expect(editor.state.status).toBe(`Undone: change title (${TOUR}). Checking…`);
    await wait(300);
    expect(asked('check')).toEqual([]);
    expect(editor.state.status).toBe('No unsaved changes left.');
    expect(editor.state.checking).toBe(false);
  });

  it('dropping the changes shows the saved page again', async () => {
    await open();
    answer('check', valid('draft-1'));
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    await wait(300);
    act(() => editor.discard());
    expect(editor.state.status).toBe('Unsaved changes dropped.');
    expect(editor.state.live).toEqual({ draft: undefined, note: undefined });
    expect(editor.state.history.done).toEqual([]);
  });
});

describe("list items' keys (what keeps a moved section's open fields with it)", () => {
  it('follow the unsaved edits of the file as they are made and undone', async () => {
    queued.site = [{ status: 200, json: { ...site(), files: { [TOUR]: { version: 'v1', data: { sections: [{ type: 'hero' }, { type: 'copy' }] } } } } }];
    await open();
    expect(editor.keysOf(TOUR, ['sections'])).toEqual(['s0', 's1']);
    act(() => editor.edit(TOUR, { op: 'move', path: ['sections'], from: 0, to: 1 }));
    expect(editor.keysOf(TOUR, ['sections'])).toEqual(['s1', 's0']);
    act(() => editor.undo());
    expect(editor.keysOf(TOUR, ['sections'])).toEqual(['s0', 's1']);
  });
});

describe('the live page and the warnings', () => {
  it("the site's warnings as read, then as each check finds them", async () => {
    queued.site = [{ status: 200, json: { ...site(), warnings: [warning] } }];
    await open();
    expect(editor.state.warnings).toEqual([warning]);
    answer('check', valid());
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    await wait(300);
    expect(editor.state.warnings).toEqual([]);
  });

  it('each save, page made and reading again loads the live page again; reading again shows the saved page', async () => {
    await open();
    expect(editor.state.saves).toBe(0);
    answer('check', valid('draft-1'));
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    await wait(300);
    answer('save', { status: 200, json: { files: site('v2').files, saved: [], warnings: [] } });
    await act(() => editor.save());
    expect(editor.state.status).toBe('Saved (no file changed).');
    expect(editor.state.saves).toBe(1);
    answer('page-create', { status: 200, json: { file: 'pages/new.yaml', message: 'Made pages/new.yaml.', files: site('v2').files } });
    await act(async () => void (await editor.createPage({ slug: 'new', title: 'New' } as never)));
    expect(editor.state.saves).toBe(2);
    answer('check', valid('draft-2'));
    act(() => editor.edit(TOUR, setTitle('Our tour again')));
    await wait(300);
    expect(editor.state.live.draft).toBe('draft-2');
    answer('site', { status: 200, json: site('v3') });
    await act(() => editor.reload());
    expect(editor.state.saves).toBe(3);
    expect(editor.state.live).toEqual({ draft: undefined, note: undefined });
    expect(editor.state.history.done).toEqual([]);
  });

  it('Redo says what it makes again', async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    act(() => editor.undo());
    act(() => editor.redo());
    expect(editor.state.status).toBe(`Redone: change title (${TOUR}). Checking…`);
    expect(editor.state.history.done).toHaveLength(1);
  });
});

describe('saving', () => {
  it("a save before the pause is over: the check waiting for it is dropped, so the save's words stay", async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    answer('save', { status: 200, json: { files: site('v2').files, saved: [TOUR], warnings: [] } });
    await act(() => editor.save());
    await settle();
    expect(editor.state.status).toBe(`Saved ${TOUR}.`);
    expect(editor.state.checking).toBe(false);
    await wait(1000);
    expect(asked('check')).toEqual([]);
    expect(editor.state.status).toBe(`Saved ${TOUR}.`);
    expect(editor.state.site?.files[TOUR]?.version).toBe('v2');
  });

  it('a save refused for a file changed on disk, or for problems, says so and keeps the changes', async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    answer('save', { status: 409, json: { conflicts: [TOUR], message: `${TOUR} changed on disk.` } });
    await act(() => editor.save());
    expect(editor.state.conflict).toBe(`${TOUR} changed on disk.`);
    answer('save', { status: 422, json: { problems: [problem], message: 'Not saved: 1 problem.' } });
    await act(() => editor.save());
    expect(editor.state.problems).toEqual([problem]);
    expect(editor.state.status).toBe('Not saved: 1 problem.');
    expect(editor.state.history.done).toHaveLength(1);
  });

  it("a save that failed on the server says the server's reason", async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    answer('save', { status: 507, json: { message: 'Not saved: the disk is full.' } });
    await act(() => editor.save());
    expect(editor.state.status).toBe('Not saved: the disk is full.');
  });

  it('nothing unsaved: nothing is sent', async () => {
    await open();
    await act(() => editor.save());
    expect(editor.state.status).toBe('Nothing to save.');
    expect(asked('save')).toEqual([]);
  });
});

describe('a tab left open across a restart of the editor (issue 57)', () => {
  it('a save refused for its token says why, with the number of changes the tab keeps', async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    act(() => editor.edit(TOUR, setSubtitle('By the sea')));
    answer('save', refusedToken);
    await act(() => editor.save());
    expect(editor.state.status).toBe('Not saved: the editor was restarted.');
    expect(editor.state.checking).toBe(false);
    expect(editor.state.restarted).toContain('Your 2 unsaved changes are kept in this browser tab.');
  });

  it('every unsaved change is kept in the tab as it is made, and nothing once they are dropped', async () => {
    await open();
    expect(sessionStorage.getItem(KEPT_KEY)).toBeNull();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    expect(JSON.parse(sessionStorage.getItem(KEPT_KEY)!)).toEqual({ steps: [{ file: TOUR, edit: setTitle('Our tour') }], versions: { [TOUR]: 'v1' } });
    act(() => editor.discard());
    expect(sessionStorage.getItem(KEPT_KEY)).toBeNull();
  });

  const keptBefore = JSON.stringify({
    steps: [
      { file: TOUR, edit: setTitle('Our tour') },
      { file: TOUR, edit: setSubtitle('By the sea') },
    ],
    versions: { [TOUR]: 'v0' },
  });

  it('a tab that kept changes offers them back, naming a file changed on disk since, and keeps them until answered', async () => {
    sessionStorage.setItem(KEPT_KEY, keptBefore);
    await open();
    expect(editor.state.kept?.offer).toBe(
      `This tab kept 2 unsaved changes from its last visit to the editor, not saved. ${TOUR} changed on disk since: look the file over before you save.`,
    );
    expect(sessionStorage.getItem(KEPT_KEY)).toBe(keptBefore);
  });

  it('the offer names no file when none changed on disk since', async () => {
    sessionStorage.setItem(KEPT_KEY, keptBefore.replace('"v0"', '"v1"'));
    await open();
    expect(editor.state.kept?.offer).toBe('This tab kept 2 unsaved changes from its last visit to the editor, not saved.');
  });

  it('taken back: the changes are made again and checked', async () => {
    sessionStorage.setItem(KEPT_KEY, keptBefore);
    await open();
    answer('check', valid('draft-2'));
    act(() => editor.takeKept(true));
    expect(editor.state.kept).toBeUndefined();
    expect(editor.state.status).toBe('Brought back the kept changes. Checking…');
    expect(editor.state.history.done).toHaveLength(2);
    await wait(300);
    expect(asked('check')).toHaveLength(1);
    expect(editor.state.live.draft).toBe('draft-2');
  });

  it('dropped: nothing is made again, and nothing stays kept', async () => {
    sessionStorage.setItem(KEPT_KEY, keptBefore);
    await open();
    act(() => editor.takeKept(false));
    expect(editor.state.kept).toBeUndefined();
    expect(editor.state.history.done).toEqual([]);
    expect(editor.state.status).toBe('Read the site from disk.');
    expect(sessionStorage.getItem(KEPT_KEY)).toBeNull();
  });

  it('reading the site again, refused for the token, says so too', async () => {
    await open();
    answer('site', refusedToken);
    await act(() => editor.reload());
    expect(editor.state.status).toBe('Not saved: the editor was restarted.');
    expect(editor.state.restarted).toContain('Nothing here is unsaved.');
  });

  it('a request that failed for another reason is not taken for a restart', async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    // Nothing queued for the save: the stubbed network fails it.
    await expect(act(() => editor.save())).rejects.toThrow('no answer queued for save');
    expect(editor.state.restarted).toBeUndefined();
  });

  it('a page or an image refused for the token says so, and nothing is taken', async () => {
    await open();
    answer('page-create', refusedToken);
    let made: unknown;
    await act(async () => {
      made = await editor.createPage({ slug: 'new', title: 'New' } as never);
    });
    expect(made).toEqual({ status: 403, message: 'Not done: the editor was restarted.' });
    expect(editor.state.restarted).toContain('Nothing here is unsaved.');
    answer('upload', refusedToken);
    let uploaded: unknown = 'not yet';
    await act(async () => {
      uploaded = await editor.upload(new File(['x'], 'a.jpg'));
    });
    expect(uploaded).toBeUndefined();
  });
});

describe('pages made or deleted, and images uploaded', () => {
  const made: Answer = {
    status: 200,
    json: { file: 'pages/new.yaml', message: 'Made pages/new.yaml.', files: { ...site().files, 'pages/new.yaml': { version: 'n1', data: {} } } },
  };

  it("with unsaved changes, the draft is checked again against the new file list, and the page's answer stays in the status line", async () => {
    await open();
    answer('check', valid('draft-1'));
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    await wait(300);
    answer('page-create', made);
    await act(async () => void (await editor.createPage({ slug: 'new', title: 'New' } as never)));
    expect(editor.state.status).toBe('Made pages/new.yaml.');
    expect(Object.keys(editor.state.site!.files)).toEqual([TOUR, 'pages/new.yaml']);
    answer('check', valid('draft-3'));
    await wait(300);
    expect(asked('check')).toHaveLength(2);
    expect(editor.state.live.draft).toBe('draft-3');
    expect(editor.state.status).toBe('Made pages/new.yaml.');
  });

  it('with nothing unsaved, no check is sent', async () => {
    await open();
    answer('page-create', made);
    await act(async () => void (await editor.createPage({ slug: 'new', title: 'New' } as never)));
    await wait(1000);
    expect(asked('check')).toEqual([]);
  });

  it('a page refused: its reason is the status, the file list is unchanged, and no check is sent', async () => {
    await open();
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    answer('check', valid());
    await wait(300);
    answer('page-delete', { status: 409, json: { message: 'Links point at pages/tour.yaml.' } });
    await act(async () => void (await editor.deletePage(TOUR)));
    expect(editor.state.status).toBe('Links point at pages/tour.yaml.');
    await wait(1000);
    expect(asked('check')).toHaveLength(1);
  });

  it('an image taken: its path and size, and the media list holds it', async () => {
    await open();
    answer('upload', { status: 200, json: { path: '/media/boat.jpg', width: 800, height: 600, message: 'Uploaded boat.jpg.', media: ['/media/boat.jpg'] } });
    let uploaded: unknown;
    await act(async () => {
      uploaded = await editor.upload(new File(['x'], 'boat.jpg'));
    });
    expect(uploaded).toEqual({ path: '/media/boat.jpg', width: 800, height: 600 });
    expect(editor.state.site?.media).toEqual(['/media/boat.jpg']);
    expect(editor.state.status).toBe('Uploaded boat.jpg.');
  });

  it('an image refused: its reason is the status, and no path is given to the field', async () => {
    await open();
    answer('upload', { status: 413, json: { message: 'boat.jpg is larger than 10 MB.' } });
    let uploaded: unknown = 'not yet';
    await act(async () => {
      uploaded = await editor.upload(new File(['x'], 'boat.jpg'));
    });
    expect(uploaded).toBeUndefined();
    expect(editor.state.status).toBe('boat.jpg is larger than 10 MB.');
    expect(editor.state.site?.media).toEqual([]);
  });
});

describe("the editor page's requests (ui/api.ts)", () => {
  afterEach(() => document.head.querySelector('meta[name="editor-token"]')?.remove());

  it('each carries the token the page was given; a change is posted as JSON, an image with its name', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="editor-token" content="tok-123">');
    await open();
    answer('check', valid());
    act(() => editor.edit(TOUR, setTitle('Our tour')));
    await wait(300);
    answer('upload', { status: 413, json: { message: 'Too large.' } });
    await act(async () => void (await editor.upload(new File(['x'], 'boat café.jpg'))));
    expect(sent).toEqual([
      { endpoint: 'site', method: 'GET', headers: { 'x-editor-token': 'tok-123' } },
      { endpoint: 'check', method: 'POST', headers: { 'content-type': 'application/json', 'x-editor-token': 'tok-123' } },
      { endpoint: 'upload', method: 'POST', headers: { 'x-editor-token': 'tok-123', 'x-file-name': 'boat%20caf%C3%A9.jpg' } },
    ]);
  });

  it("a site that cannot be read: the server's reason in the status line, else its status", async () => {
    queued.site = [{ status: 500, json: { message: 'site.config.yaml cannot be read.' } }];
    await open();
    expect(editor.state.status).toBe('site.config.yaml cannot be read.');
    act(() => root.unmount());
    queued.site = [{ status: 500, json: {} }];
    await open();
    expect(editor.state.status).toBe("The editor's server answered 500.");
  });

  it("the changes to publish, or the server's reason they cannot be listed; a commit's answer with its status", async () => {
    answer('changes', { status: 200, json: { files: [{ file: TOUR, diff: '+title: Our tour' }], others: [], branch: 'main' } });
    await expect(loadChanges()).resolves.toEqual({ status: 200, files: [{ file: TOUR, diff: '+title: Our tour' }], others: [], branch: 'main' });
    answer('changes', { status: 500, json: { message: 'git is not installed.' } });
    await expect(loadChanges()).rejects.toThrow('git is not installed.');
    answer('changes', { status: 500, json: {} });
    await expect(loadChanges()).rejects.toThrow("The editor's server answered 500.");
    answer('commit', { status: 409, json: { message: 'The branch moved.' } });
    await expect(commit('Tour copy', 'main')).resolves.toEqual({ status: 409, message: 'The branch moved.' });
    expect(requests.at(-1)).toEqual({ endpoint: 'commit', body: { message: 'Tour copy', branch: 'main' } });
  });
});
