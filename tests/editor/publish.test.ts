import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFiles, saveDraft } from '../../dev/editor/drafts';
import { changes, commitChanges, noteWritten, type Written } from '../../dev/editor/publish';
import { FIXTURE_SITE } from '../helpers/fixture-site';

let root: string;
let written: Written;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Marketer');
  git('config', 'user.email', 'marketer@example.com');
  git('add', '.');
  git('commit', '-q', '-m', 'fixture');
  written = new Map();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A save as the editor makes it, noted as the editor's. */
function saveName(file: string, name: string) {
  const result = saveDraft(root, { [file]: { version: readFiles(root)[file]!.version, edits: [{ op: 'set', path: ['name'], value: name }] } });
  expect(result.status).toBe(200);
  noteWritten(written, file, readFileSync(join(root, file), 'utf8'));
}

describe('publish: the editor\'s changes as one commit, nothing pushed', () => {
  it('lists each changed file with its diff, and commits exactly those with the message', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    const listed = changes(root, written);
    expect(listed.others).toEqual([]);
    expect(listed.branch).toBe('main');
    expect(listed.files.map((f) => f.file)).toEqual(['pages/privacy.yaml']);
    expect(listed.files[0]!.diff).toContain('-name: Privacy\n+name: Privacy policy\n');
    expect(commitChanges(root, written, { message: 'Privacy page renamed' })).toMatchObject({ status: 200, branch: 'main' });
    expect(git('log', '-1', '--format=%s%n%an')).toBe('Privacy page renamed\nMarketer\n');
    expect(git('show', '--stat', '--format=', 'HEAD')).toBe(' pages/privacy.yaml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n');
    expect(git('status', '--porcelain')).toBe('');
    expect(changes(root, written).files).toEqual([]);
  });

  it('refuses while the working tree holds a change the editor did not make, naming it', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    appendFileSync(join(root, 'pages/tour.yaml'), '# a note\n');
    expect(commitChanges(root, written, { message: 'Privacy page renamed' })).toEqual({ status: 409, message: 'Not committed: pages/tour.yaml changed outside the editor. Commit or undo that change in git first, so this commit holds only the editor\'s.' });
    // A file the editor saved and someone changed since is not the editor's either.
    appendFileSync(join(root, 'pages/privacy.yaml'), '# edited by hand\n');
    expect(changes(root, written).others).toEqual(['pages/privacy.yaml', 'pages/tour.yaml']);
    expect(git('rev-list', '--count', 'HEAD')).toBe('1\n');
  });

  it('commits on a new branch the marketer names; refuses an empty message', () => {
    saveName('pages/privacy.yaml', 'Privacy policy');
    expect(commitChanges(root, written, { message: '  ' })).toEqual({ status: 400, message: 'Write a commit message: what changed and why, in a sentence.' });
    expect(commitChanges(root, written, { message: 'Privacy page renamed', branch: 'spring-copy' })).toMatchObject({ status: 200, branch: 'spring-copy' });
    expect(git('branch', '--show-current')).toBe('spring-copy\n');
    expect(git('rev-list', '--count', 'main')).toBe('1\n');
  });
});
