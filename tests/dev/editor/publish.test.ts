import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFiles, saveDraft } from '../../../dev/editor/drafts';
import { createPage, deletePage } from '../../../dev/editor/pages';
import { changes, commitChanges } from '../../../dev/editor/publish';
import { handle } from '../../../dev/editor/routes';
import { saveUpload } from '../../../dev/editor/uploads';
import { noteWritten } from '../../../dev/editor/written';
import { closeNow, listenOnLoopback } from '../../helpers/listen';
import { pngOf } from '../../helpers/png';
import { FIXTURE_SITE } from '../../helpers/fixture-site';

let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Marketer');
  git('config', 'user.email', 'marketer@example.com');
  git('add', '.');
  git('commit', '-q', '-m', 'fixture');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A save as the editor makes it, noted as the editor's. */
function saveName(file: string, name: string) {
  const result = saveDraft(root, { [file]: { version: readFiles(root)[file]!.version, edits: [{ op: 'set', path: ['name'], value: name }] } });
  expect(result.status).toBe(200);
  noteWritten(root, [file]);
}

describe("publish: the editor's changes as one commit, nothing pushed", () => {
  it('lists each changed file with its diff, and commits exactly those with the message', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    const listed = changes(root);
    expect(listed.others).toEqual([]);
    expect(listed.branch).toBe('main');
    expect(listed.files.map((f) => f.file)).toEqual(['pages/privacy.yaml']);
    expect(listed.files[0]!.diff).toContain('-name: Privacy\n+name: Privacy policy\n');
    expect(commitChanges(root, { message: 'Privacy page renamed' })).toMatchObject({ status: 200, branch: 'main' });
    expect(git('log', '-1', '--format=%s%n%an')).toBe('Privacy page renamed\nMarketer\n');
    expect(git('show', '--stat', '--format=', 'HEAD')).toBe(' pages/privacy.yaml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n');
    expect(git('status', '--porcelain')).toBe('');
    expect(changes(root).files).toEqual([]);
  });

  it('refuses while the working tree holds a change the editor did not make, naming it', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    appendFileSync(join(root, 'pages/tour.yaml'), '# a note\n');
    expect(commitChanges(root, { message: 'Privacy page renamed' })).toEqual({
      status: 409,
      message: "Not committed: pages/tour.yaml changed outside the editor. Commit or undo that change in git first, so this commit holds only the editor's.",
    });
    // A file the editor saved and someone changed since is not the editor's either.
    appendFileSync(join(root, 'pages/privacy.yaml'), '# edited by hand\n');
    expect(changes(root).others).toEqual(['pages/privacy.yaml', 'pages/tour.yaml']);
    expect(git('rev-list', '--count', 'HEAD')).toBe('1\n');
  });

  it('commits on a new branch the marketer names; refuses an empty message', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    expect(commitChanges(root, { message: '  ' })).toEqual({ status: 400, message: 'Write a commit message: what changed and why, in a sentence.' });
    expect(commitChanges(root, { message: 'Privacy page renamed', branch: 'spring-copy' })).toMatchObject({ status: 200, branch: 'spring-copy' });
    expect(git('branch', '--show-current')).toBe('spring-copy\n');
    expect(git('rev-list', '--count', 'main')).toBe('1\n');
  });
});

/** The answer's message and the repository's state a failed publish must leave as it was. */
const state = () => ({
  head: git('symbolic-ref', '-q', 'HEAD'),
  commit: git('rev-parse', 'HEAD'),
  branches: git('branch', '--list', '--format=%(refname:short)'),
  index: git('ls-files', '--stage'),
  staged: git('diff', '--cached', '--name-status'),
});

describe('publish: all or nothing (issue 57)', () => {
  it('a pre-commit hook that refuses leaves HEAD, the index and the branch list as they were, and shows what it said; publishing again works once it is gone', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    const hook = join(root, '.git/hooks/pre-commit');
    writeFileSync(hook, '#!/bin/sh\necho "lint: $(pwd)/pages/privacy.yaml needs a review" >&2\necho "see the team wiki"\nexit 1\n', { mode: 0o755 });
    git('add', 'pages/privacy.yaml'); // staged by hand: still the editor's text, and it must stay staged
    const before = state();
    const answer = commitChanges(root, { message: 'Privacy page renamed', branch: 'feature-x' });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(
      'Not committed: git commit stopped (exit code 1) and said:\nlint: pages/privacy.yaml needs a review\nsee the team wiki\nNothing in the repository changed: HEAD, the branches and what is staged are as they were. Fix what it says and publish again.',
    );
    expect(state()).toEqual(before);
    rmSync(hook);
    expect(commitChanges(root, { message: 'Privacy page renamed', branch: 'feature-x' })).toMatchObject({ status: 200, branch: 'feature-x' });
    expect(git('branch', '--show-current')).toBe('feature-x\n');
    expect(git('rev-list', '--count', 'main')).toBe('1\n');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('a hook that refuses a commit on the current branch leaves the branch where it was', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    writeFileSync(join(root, '.git/hooks/pre-commit'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const before = state();
    const answer = commitChanges(root, { message: 'Privacy page renamed' });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^Not committed: git commit stopped \(exit code 1\) without a message; a hook in the repository may have refused it\./);
    expect(state()).toEqual(before);
  });

  it('a branch that exists already is refused before anything changes', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    git('branch', 'feature-x');
    const before = state();
    expect(commitChanges(root, { message: 'Privacy page renamed', branch: 'feature-x' })).toEqual({
      status: 409,
      message: 'Not committed: a branch named feature-x exists already. Choose another name, or switch to that branch in git and publish on it.',
    });
    expect(commitChanges(root, { message: 'Privacy page renamed', branch: 'no..dots' })).toEqual({
      status: 400,
      message: 'Not committed: "no..dots" cannot be a branch name. Use letters, digits, hyphens and slashes, like spring-copy.',
    });
    expect(state()).toEqual(before);
  });

  it('a detached HEAD is refused with a sentence, and nothing is committed', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    git('switch', '-q', '--detach');
    const commit = git('rev-parse', 'HEAD');
    const answer = commitChanges(root, { message: 'Privacy page renamed' });
    expect(answer).toEqual({
      status: 409,
      message: `Not committed: no branch is checked out (HEAD is detached at ${git('rev-parse', '--short', 'HEAD').trim()}). Switch to a branch in git (git switch followed by its name) and publish again.`,
    });
    expect(git('rev-parse', 'HEAD')).toBe(commit);
  });

  it('a rebase, merge or cherry-pick in progress, or a git command holding the index, is refused with what to do', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    const gitDir = join(root, '.git');
    mkdirSync(join(gitDir, 'rebase-merge'));
    expect(commitChanges(root, { message: 'Privacy page renamed' })).toEqual({
      status: 409,
      message:
        'Not committed: a rebase is in progress in this repository. Finish it (git rebase --continue) or abandon it (git rebase --abort), then publish again.',
    });
    rmSync(join(gitDir, 'rebase-merge'), { recursive: true });
    writeFileSync(join(gitDir, 'MERGE_HEAD'), `${git('rev-parse', 'HEAD')}`);
    expect(commitChanges(root, { message: 'Privacy page renamed' })).toEqual({
      status: 409,
      message: 'Not committed: a merge is in progress in this repository. Finish it (git commit) or abandon it (git merge --abort), then publish again.',
    });
    rmSync(join(gitDir, 'MERGE_HEAD'));
    writeFileSync(join(gitDir, 'CHERRY_PICK_HEAD'), `${git('rev-parse', 'HEAD')}`);
    expect(commitChanges(root, { message: 'Privacy page renamed' })).toEqual({
      status: 409,
      message:
        'Not committed: a cherry-pick is in progress in this repository. Finish it (git cherry-pick --continue) or abandon it (git cherry-pick --abort), then publish again.',
    });
    rmSync(join(gitDir, 'CHERRY_PICK_HEAD'));
    writeFileSync(join(gitDir, 'index.lock'), '');
    expect(commitChanges(root, { message: 'Privacy page renamed' })).toEqual({
      status: 409,
      message:
        'Not committed: another git command is using the repository (its index.lock file is there). Wait for it to finish and publish again; if no git command is running, one stopped half-way: delete .git/index.lock and publish again.',
    });
    rmSync(join(gitDir, 'index.lock'));
    expect(git('rev-list', '--count', 'HEAD')).toBe('1\n');
    expect(commitChanges(root, { message: 'Privacy page renamed' })).toMatchObject({ status: 200, branch: 'main' });
  });

  it('a page made, an image uploaded and a page deleted go into one commit on a new branch, and git status is clean after it', () => {
    expect(createPage(root, { slug: 'spring', name: 'Spring', path: '/spring', from: { duplicate: 'pages/privacy.yaml' } }).status).toBe(200);
    expect(saveUpload(root, 'badge.png', pngOf(40, 20)).status).toBe(200);
    expect(deletePage(root, 'pages/tour.yaml').status).toBe(200);
    noteWritten(root, ['pages/spring.yaml', 'public/media/badge.png', 'pages/tour.yaml']);
    expect(changes(root)).toMatchObject({
      others: [],
      files: [{ file: 'pages/spring.yaml' }, { file: 'pages/tour.yaml' }, { file: 'public/media/badge.png' }],
    });
    expect(commitChanges(root, { message: 'Spring page', branch: 'spring' })).toMatchObject({
      status: 200,
      branch: 'spring',
      message: expect.stringMatching(/^Committed [0-9a-f]{7,} on spring: 3 files\. Nothing was pushed\.$/),
    });
    expect(git('show', '--name-status', '--format=', 'HEAD')).toBe('A\tpages/spring.yaml\nD\tpages/tour.yaml\nA\tpublic/media/badge.png\n');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('a site in a folder of a larger repository commits its own files, named from the site folder', () => {
    const site = join(root, 'site');
    mkdirSync(site);
    for (const name of ['site.config.yaml', 'pages', 'public']) renameSync(join(root, name), join(site, name));
    git('add', '-A');
    git('commit', '-q', '-m', 'the site moves into a folder');
    expect(
      saveDraft(site, {
        'pages/privacy.yaml': { version: readFiles(site)['pages/privacy.yaml']!.version, edits: [{ op: 'set', path: ['name'], value: 'Privacy policy' }] },
      }).status,
    ).toBe(200);
    noteWritten(site, ['pages/privacy.yaml']);
    expect(changes(site)).toMatchObject({ others: [], files: [{ file: 'pages/privacy.yaml' }] });
    expect(commitChanges(site, { message: 'Privacy page renamed' })).toMatchObject({ status: 200, branch: 'main' });
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('site/pages/privacy.yaml\n');
  });

  it('a staged rename is read whole: both of its paths are named', () => {
    git('mv', 'pages/privacy.yaml', 'pages/legal.yaml');
    expect(changes(root).others).toEqual(['pages/legal.yaml', 'pages/privacy.yaml']);
  });
});

/** One start of the editor's routes on the site folder (no built page: only the API is asked); `close` is its end. */
async function editorStart() {
  const access = { port: 0, token: 'publish-token' };
  const routes = { root, access, ui: new Map(), preview: () => ({ status: 200, html: '' }) };
  const server = createServer((req, res) => void handle(req, res, routes));
  const base = `http://127.0.0.1:${await listenOnLoopback(server)}/__editor/api/`;
  const post = async (name: string, body: string | Blob, headers: Record<string, string> = {}) => {
    const response = await fetch(base + name, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-editor-token': access.token, ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { post, close: () => closeNow(server) };
}

describe('publish: what the editor wrote is known after a restart (issue 57)', () => {
  it('a save, a restart, then publishing commits the saved file', async () => {
    const first = await editorStart();
    const draft = {
      'pages/privacy.yaml': { version: readFiles(root)['pages/privacy.yaml']!.version, edits: [{ op: 'set', path: ['name'], value: 'Privacy policy' }] },
    };
    expect((await first.post('save', JSON.stringify({ draft }))).status).toBe(200);
    await first.close();
    const second = await editorStart();
    try {
      expect(await second.post('commit', JSON.stringify({ message: 'Privacy page renamed' }))).toMatchObject({ status: 200, body: { branch: 'main' } });
      expect(git('show', '--stat', '--format=%s', 'HEAD')).toBe(
        'Privacy page renamed\n\n pages/privacy.yaml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n',
      );
    } finally {
      await second.close();
    }
  });

  it('a branch left blank in the publish form (spaces only) commits on the branch checked out', async () => {
    const editor = await editorStart();
    try {
      const draft = {
        'pages/privacy.yaml': { version: readFiles(root)['pages/privacy.yaml']!.version, edits: [{ op: 'set', path: ['name'], value: 'Privacy policy' }] },
      };
      expect((await editor.post('save', JSON.stringify({ draft }))).status).toBe(200);
      expect(await editor.post('commit', JSON.stringify({ message: 'Privacy page renamed', branch: '   ' }))).toMatchObject({
        status: 200,
        body: { branch: 'main' },
      });
      expect(git('branch', '--show-current')).toBe('main\n');
    } finally {
      await editor.close();
    }
  });

  it('a page deleted in the editor is published with its translations: both files go in the commit', async () => {
    appendFileSync(
      join(root, 'site.config.yaml'),
      'languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n',
    );
    mkdirSync(join(root, 'translations/af/pages'), { recursive: true });
    writeFileSync(join(root, 'translations/af/pages/tour.yaml'), 'name: Toer\n');
    git('add', '.');
    git('commit', '-q', '-m', 'Afrikaans');
    const editor = await editorStart();
    try {
      expect(await editor.post('page-delete', JSON.stringify({ file: 'pages/tour.yaml' }))).toMatchObject({
        status: 200,
        body: { message: 'Deleted pages/tour.yaml, translations/af/pages/tour.yaml.' },
      });
      expect(await editor.post('commit', JSON.stringify({ message: 'No tour' }))).toMatchObject({ status: 200, body: { branch: 'main' } });
      expect(git('show', '--name-status', '--format=', 'HEAD')).toBe('D\tpages/tour.yaml\nD\ttranslations/af/pages/tour.yaml\n');
      expect(git('status', '--porcelain')).toBe('');
    } finally {
      await editor.close();
    }
  });

  it('a page made in the editor is published, and its answer holds the files with the new one', async () => {
    const editor = await editorStart();
    try {
      const page = { slug: 'spring', name: 'Spring', path: '/spring', from: { duplicate: 'pages/privacy.yaml' } };
      const made = await editor.post('page-create', JSON.stringify({ page }));
      expect(made).toMatchObject({ status: 200, body: { file: 'pages/spring.yaml' } });
      expect(Object.keys(made.body.files as object)).toContain('pages/spring.yaml');
      // A refusal is the refusal alone: no files.
      const again = await editor.post('page-create', JSON.stringify({ page }));
      expect(again.status).toBe(409);
      expect(Object.keys(again.body).sort()).toEqual(['message', 'status']);
      expect(await editor.post('commit', JSON.stringify({ message: 'Spring page' }))).toMatchObject({ status: 200, body: { branch: 'main' } });
      expect(git('show', '--name-status', '--format=', 'HEAD')).toBe('A\tpages/spring.yaml\n');
    } finally {
      await editor.close();
    }
  });

  it('an uploaded file is named from its encoded name, "image" when the name cannot be read; the answer lists the media', async () => {
    const editor = await editorStart();
    const upload = (name: string) =>
      editor.post('upload', new Blob([new Uint8Array(pngOf(40, 20))]), { 'content-type': 'application/octet-stream', 'x-file-name': name });
    try {
      expect(await upload('Team%20photo.png')).toMatchObject({ status: 200, body: { path: '/media/team-photo.png' } });
      const unreadable = await upload('%E0%A4%A.png');
      expect(unreadable).toMatchObject({ status: 200, body: { path: '/media/image.png' } });
      expect(unreadable.body.media).toEqual([
        '/media/greeting.mp3',
        '/media/image.png',
        '/media/logo.svg',
        '/media/slide-1.svg',
        '/media/slide-2.svg',
        '/media/slide-3.svg',
        '/media/team-photo.png',
      ]);
    } finally {
      await editor.close();
    }
  });

  it('an image uploaded in the editor is published: its file under public/ goes in the commit', async () => {
    const editor = await editorStart();
    try {
      expect(
        await editor.post('upload', new Blob([new Uint8Array(pngOf(40, 20))]), { 'content-type': 'application/octet-stream', 'x-file-name': 'badge.png' }),
      ).toMatchObject({
        status: 200,
        body: { path: '/media/badge.png' },
      });
      expect(await editor.post('commit', JSON.stringify({ message: 'A badge' }))).toMatchObject({ status: 200, body: { branch: 'main' } });
      expect(git('show', '--name-status', '--format=', 'HEAD')).toBe('A\tpublic/media/badge.png\n');
      expect(git('status', '--porcelain')).toBe('');
    } finally {
      await editor.close();
    }
  });

  it("an uploaded image is known by its bytes: one changed by hand afterwards is not the editor's", async () => {
    const editor = await editorStart();
    try {
      // Bytes that are not UTF-8: read as text, both versions would be the same run of U+FFFD.
      const image = Buffer.concat([pngOf(40, 20), Buffer.from([0x80, 0x80, 0x80])]);
      expect(await editor.post('upload', new Blob([image]), { 'content-type': 'application/octet-stream', 'x-file-name': 'badge.png' })).toMatchObject({
        status: 200,
        body: { path: '/media/badge.png' },
      });
      image[image.length - 1] = 0x81;
      writeFileSync(join(root, 'public/media/badge.png'), image);
      expect(await editor.post('commit', JSON.stringify({ message: 'A badge' }))).toMatchObject({
        status: 409,
        body: { message: expect.stringContaining('public/media/badge.png changed outside the editor') },
      });
    } finally {
      await editor.close();
    }
  });
});
