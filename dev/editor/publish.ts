import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { git, GitFailed } from './git';
import { checkRepository } from './repository-state';
import { forgetWritten, readRecord, versionAt } from './written';

/**
 * Publishing from the editor (issue 43): the files it changed, each with its diff against the last
 * commit, and a commit of exactly those with the marketer's message, on the current branch or a new
 * one. It refuses while the working tree holds a change the editor did not make (someone's half-done
 * work would go into the marketer's commit), and never pushes. What the editor wrote is recorded on
 * disk (dev/editor/written.ts), so a restart does not forget it.
 *
 * All or nothing (issue 57): the repository is checked first (dev/editor/repository-state.ts), and a
 * commit that fails (a hook refuses it, git cannot write) leaves HEAD, the index and the branch list
 * as they were, with git's own words in the answer.
 */

/** Changed paths of the working tree and index (relative to the repository's top), from git status. */
export function statusPaths(root: string): string[] {
  const fields = git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all']).split('\0');
  const paths: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const entry = fields[i]!;
    if (entry.length < 4) continue; // the empty field after the last NUL
    paths.push(entry.slice(3));
    // "R  new\0old\0": a rename or copy is followed by the path it came from, a field with no status of its own.
    if (/[RC]/.test(entry.slice(0, 2))) paths.push(fields[++i]!);
  }
  return paths;
}

export interface Changes {
  files: { file: string; diff: string }[];
  /** Changed files the editor did not make (or that changed after it saved them): a commit is refused. */
  others: string[];
  branch: string;
}

function diffOf(root: string, file: string): string {
  const tracked = git(root, ['ls-files', '--', file]).trim() !== '';
  // git diff --no-index exits 1 when the files differ, which a new file always does.
  return tracked ? git(root, ['diff', 'HEAD', '--', file]) : git(root, ['diff', '--no-index', '--', '/dev/null', file], { exitCodes: [0, 1] });
}

/** The editor's changes and the others, site-relative, each with the path git knows it by. */
function editorsAndOthers(root: string): { ours: { file: string; path: string }[]; others: string[] } {
  const { prefix, versions } = readRecord(root);
  const entries = statusPaths(root)
    .map((path) => ({ path, file: posix.relative(prefix.replace(/\/$/, ''), path) }))
    .sort((a, b) => a.file.localeCompare(b.file));
  const isOurs = ({ path, file }: { path: string; file: string }) => versions.has(path) && versions.get(path) === versionAt(join(root, file));
  return { ours: entries.filter(isOurs), others: entries.filter((entry) => !isOurs(entry)).map((entry) => entry.file) };
}

export function changes(root: string): Changes {
  const { ours, others } = editorsAndOthers(root);
  return { files: ours.map(({ file }) => ({ file, diff: diffOf(root, file) })), others, branch: git(root, ['branch', '--show-current']).trim() };
}

export type CommitAnswer = { status: 200; commit: string; branch: string; message: string } | { status: 400 | 409 | 500; message: string };

export function commitChanges(root: string, { message, branch }: { message: string; branch?: string }): CommitAnswer {
  if (message.trim() === '') return { status: 400, message: 'Write a commit message: what changed and why, in a sentence.' };
  const repository = checkRepository(root, branch);
  if ('status' in repository) return repository;
  const { ours, others } = editorsAndOthers(root);
  if (others.length > 0)
    return {
      status: 409,
      message: `Not committed: ${others.join(', ')} changed outside the editor. Commit or undo ${others.length === 1 ? 'that change' : 'those changes'} in git first, so this commit holds only the editor's.`,
    };
  if (ours.length === 0) return { status: 400, message: 'Nothing to commit: the editor has not changed any file since the last commit.' };
  const files = ours.map(({ file }) => file);
  let commit: string;
  try {
    commit = commitOnly(root, files, message.trim(), repository.branch, branch);
  } catch (error) {
    if (error instanceof HeadNotBack) return { status: 500, message: error.message };
    if (!(error instanceof GitFailed)) throw error;
    const stopped = `Not committed: git ${error.command} stopped (exit code ${error.exitCode ?? 'none'})`;
    const unchanged = 'Nothing in the repository changed: HEAD, the branches and what is staged are as they were.';
    if (error.said === '')
      return {
        status: 400,
        message: `${stopped} without a message${error.command === 'commit' ? '; a hook in the repository may have refused it' : ''}. ${unchanged}`,
      };
    return { status: 400, message: `${stopped} and said:\n${error.said}\n${unchanged} Fix what it says and publish again.` };
  }
  forgetWritten(
    root,
    ours.map(({ path }) => path),
  );
  const onBranch = branch ?? repository.branch;
  const short = git(root, ['rev-parse', '--short', commit]).trim();
  const stale = refreshIndex(root, files);
  return {
    status: 200,
    commit: short,
    branch: onBranch,
    message: `Committed ${short} on ${onBranch}: ${files.length} file${files.length === 1 ? '' : 's'}. Nothing was pushed.${stale}`,
  };
}

/**
 * Commit exactly `files` as they are in the working tree, with git's own `commit` (so the
 * repository's hooks, signing and settings apply), in a way that changes nothing when it fails:
 *
 * - The files are staged in a copy of the index (GIT_INDEX_FILE), never in the index itself, so a
 *   refused commit leaves what was staged as it was; the real index learns of the commit only after it.
 * - A new branch is made only after the commit succeeded: HEAD is detached at the same commit for
 *   the commit (which changes no file and no branch), then the branch is created at the new commit
 *   (refused by git if it appeared meanwhile) and HEAD put on it. A failure puts HEAD back on its
 *   branch. Before (issue 57), `git switch -c` ran first and stayed when the commit failed: HEAD was
 *   left on the new branch and every retry failed with "a branch named ... already exists".
 * Plumbing (write-tree, commit-tree, update-ref) would need no detached moment, but it runs no hook:
 * a repository's pre-commit checks would be skipped without a word, and a commit signing setting ignored.
 */
function commitOnly(root: string, files: readonly string[], message: string, from: string, newBranch: string | undefined): string {
  const temp = mkdtempSync(join(tmpdir(), 'landing-engine-publish-'));
  const env = { GIT_INDEX_FILE: join(temp, 'index') };
  const before = git(root, ['rev-parse', 'HEAD']).trim();
  try {
    const index = resolve(root, git(root, ['rev-parse', '--git-path', 'index']).trim());
    if (existsSync(index)) copyFileSync(index, env.GIT_INDEX_FILE);
    else git(root, ['read-tree', 'HEAD'], { env });
    git(root, ['add', '-A', '--', ...files], { env });
    if (!newBranch) {
      git(root, ['commit', '-q', '-m', message, '--', ...files], { env });
      return git(root, ['rev-parse', 'HEAD']).trim();
    }
    let created = false;
    git(root, ['update-ref', '--no-deref', '-m', `landing-engine edit: publishing on a new branch ${newBranch}`, 'HEAD', before]);
    try {
      git(root, ['commit', '-q', '-m', message, '--', ...files], { env });
      const commit = git(root, ['rev-parse', 'HEAD']).trim();
      // An empty old value: git creates the branch only if no branch of that name exists.
      git(root, ['update-ref', '-m', 'landing-engine edit: published', `refs/heads/${newBranch}`, commit, '']);
      created = true;
      git(root, ['symbolic-ref', '-m', `landing-engine edit: published on ${newBranch}`, 'HEAD', `refs/heads/${newBranch}`]);
      return commit;
    } catch (error) {
      try {
        git(root, ['symbolic-ref', '-m', 'landing-engine edit: publishing failed', 'HEAD', `refs/heads/${from}`]);
        if (created) git(root, ['update-ref', '-d', `refs/heads/${newBranch}`]);
      } catch (undo) {
        throw new HeadNotBack(from, newBranch, undo instanceof GitFailed ? undo.said : String(undo));
      }
      throw error;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The one failure that leaves the repository changed: putting HEAD back failed too. Rare enough to need only words. */
class HeadNotBack extends Error {
  constructor(from: string, newBranch: string, said: string) {
    super(
      `Not committed, and git could not put HEAD back on ${from} (${said || 'it said nothing'}). In git, run git switch ${from} (and git branch -D ${newBranch} if git branch lists it) before anything else.`,
    );
  }
}

/** The index, told of the commit: its entries of the committed files become the commit's (the files are already so). */
function refreshIndex(root: string, files: readonly string[]): string {
  try {
    git(root, ['reset', '-q', '--', ...files]);
    return '';
  } catch (error) {
    return ` git could not update its index afterwards (${error instanceof GitFailed ? error.said : String(error)}): run git reset -q -- ${files.join(' ')} so git status shows them as committed.`;
  }
}
