import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { versionOf } from './site-files';

/**
 * Publishing from the editor (issue 43): the files it changed since it started, each with its diff
 * against the last commit, and a commit of exactly those with the marketer's message, on the current
 * branch or a new one. It refuses while the working tree holds a change the editor did not make
 * (someone's half-done work would go into the marketer's commit), and never pushes.
 */

/** What the editor last wrote to each file (site-relative): the text's version, or null for a file it deleted. */
export type Written = Map<string, string | null>;

export function noteWritten(written: Written, file: string, text: string | null): void {
  written.set(file, text === null ? null : versionOf(text));
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Changed paths of the working tree and index (relative to the site folder), from git status. */
function changedPaths(root: string): string[] {
  const top = git(root, ['rev-parse', '--show-toplevel']).trim();
  return git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all'])
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => relative(root, join(top, entry.slice(3))).split('\\').join('/'));
}

/** Whether the file is as the editor left it. */
function isOurs(root: string, written: Written, file: string): boolean {
  if (!written.has(file)) return false;
  const version = written.get(file);
  const path = join(root, file);
  return version === null ? !existsSync(path) : existsSync(path) && versionOf(readFileSync(path, 'utf8')) === version;
}

export interface Changes {
  files: { file: string; diff: string }[];
  /** Changed files the editor did not make (or that changed after it saved them): a commit is refused. */
  others: string[];
  branch: string;
}

function diffOf(root: string, file: string): string {
  const tracked = git(root, ['ls-files', '--', file]).trim() !== '';
  if (tracked) return git(root, ['diff', 'HEAD', '--', file]);
  try {
    return git(root, ['diff', '--no-index', '--', '/dev/null', file]);
  } catch (error) {
    // git diff --no-index exits 1 when the files differ, which a new file always does.
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

export function changes(root: string, written: Written): Changes {
  const paths = changedPaths(root).sort();
  const ours = paths.filter((file) => isOurs(root, written, file));
  return {
    files: ours.map((file) => ({ file, diff: diffOf(root, file) })),
    others: paths.filter((file) => !ours.includes(file)),
    branch: git(root, ['branch', '--show-current']).trim(),
  };
}

export type CommitAnswer = { status: 200; commit: string; branch: string; message: string } | { status: 400 | 409; message: string };

export function commitChanges(root: string, written: Written, { message, branch }: { message: string; branch?: string }): CommitAnswer {
  if (message.trim() === '') return { status: 400, message: 'Write a commit message: what changed and why, in a sentence.' };
  let current: Changes;
  try {
    current = changes(root, written);
  } catch {
    return { status: 400, message: 'The site folder is not in a git repository: there is nothing to commit to.' };
  }
  if (current.others.length > 0) return { status: 409, message: `Not committed: ${current.others.join(', ')} changed outside the editor. Commit or undo ${current.others.length === 1 ? 'that change' : 'those changes'} in git first, so this commit holds only the editor's.` };
  if (current.files.length === 0) return { status: 400, message: 'Nothing to commit: the editor has not changed any file since the last commit.' };
  try {
    if (branch) {
      git(root, ['check-ref-format', '--branch', branch]);
      git(root, ['switch', '-c', branch]);
    }
    const files = current.files.map(({ file }) => file);
    git(root, ['add', '-A', '--', ...files]);
    git(root, ['commit', '-q', '-m', message.trim(), '--', ...files]);
  } catch (error) {
    const said = String((error as { stderr?: string }).stderr ?? (error as Error).message).trim().split('\n')[0];
    return { status: 400, message: `Not committed: git said "${said}".` };
  }
  for (const { file } of current.files) written.delete(file);
  const commit = git(root, ['rev-parse', '--short', 'HEAD']).trim();
  const onBranch = git(root, ['branch', '--show-current']).trim();
  return { status: 200, commit, branch: onBranch, message: `Committed ${commit} on ${onBranch}: ${current.files.length} file${current.files.length === 1 ? '' : 's'}. Nothing was pushed.` };
}
