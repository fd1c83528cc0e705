import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { git, gitSays } from './git';

/**
 * Whether the site's repository can take the editor's commit, asked before anything is changed
 * (issue 57): a branch checked out (on a detached HEAD the commit had belonged to no branch), no
 * merge, rebase, cherry-pick, revert or bisect half done (the commit had gone into the middle of
 * it), no other git command holding the index, and a new branch's name free and valid. Each refusal
 * says what to do in git.
 */

export type Refusal = { status: 400 | 409; message: string };

/** Operations git leaves a file or folder for while they are in progress, and how to finish or abandon each. */
const IN_PROGRESS: { marker: string; what: string; todo: string }[] = [
  { marker: 'MERGE_HEAD', what: 'a merge', todo: 'Finish it (git commit) or abandon it (git merge --abort)' },
  { marker: 'rebase-merge', what: 'a rebase', todo: 'Finish it (git rebase --continue) or abandon it (git rebase --abort)' },
  { marker: 'rebase-apply/applying', what: 'a git am (patches being applied)', todo: 'Finish it (git am --continue) or abandon it (git am --abort)' },
  { marker: 'rebase-apply', what: 'a rebase', todo: 'Finish it (git rebase --continue) or abandon it (git rebase --abort)' },
  { marker: 'CHERRY_PICK_HEAD', what: 'a cherry-pick', todo: 'Finish it (git cherry-pick --continue) or abandon it (git cherry-pick --abort)' },
  { marker: 'REVERT_HEAD', what: 'a revert', todo: 'Finish it (git revert --continue) or abandon it (git revert --abort)' },
  { marker: 'BISECT_LOG', what: 'a bisect', todo: 'End it (git bisect reset)' },
];

/** The branch the commit may go on (refs/heads/<name>), or why not. */
export function checkRepository(root: string, newBranch?: string): { branch: string } | Refusal {
  if (!gitSays(root, ['rev-parse', '--show-toplevel']))
    return { status: 400, message: 'The site folder is not in a git repository: there is nothing to commit to.' };
  const markers = git(root, ['rev-parse', ...IN_PROGRESS.flatMap(({ marker }) => ['--git-path', marker]), '--git-path', 'index.lock']).split('\n');
  const found = IN_PROGRESS.find((_, i) => existsSync(resolve(root, markers[i]!)));
  if (found) return { status: 409, message: `Not committed: ${found.what} is in progress in this repository. ${found.todo}, then publish again.` };
  if (existsSync(resolve(root, markers[IN_PROGRESS.length]!))) {
    return {
      status: 409,
      message:
        'Not committed: another git command is using the repository (its index.lock file is there). Wait for it to finish and publish again; if no git command is running, one stopped half-way: delete .git/index.lock and publish again.',
    };
  }
  let ref: string;
  try {
    ref = git(root, ['symbolic-ref', '-q', 'HEAD']).trim();
  } catch {
    const at = gitSays(root, ['rev-parse', '-q', '--verify', 'HEAD']) ? git(root, ['rev-parse', '--short', 'HEAD']).trim() : 'no commit';
    return {
      status: 409,
      message: `Not committed: no branch is checked out (HEAD is detached at ${at}). Switch to a branch in git (git switch followed by its name) and publish again.`,
    };
  }
  if (!ref.startsWith('refs/heads/'))
    return {
      status: 409,
      message: `Not committed: HEAD points at ${ref}, not a branch. Switch to a branch in git (git switch followed by its name) and publish again.`,
    };
  if (!gitSays(root, ['rev-parse', '-q', '--verify', 'HEAD^{commit}']))
    return { status: 409, message: 'Not committed: this repository has no commit yet. Make its first commit in git, then publish from the editor.' };
  if (newBranch !== undefined) {
    if (!gitSays(root, ['check-ref-format', '--branch', newBranch]) || newBranch.startsWith('-'))
      return { status: 400, message: `Not committed: "${newBranch}" cannot be a branch name. Use letters, digits, hyphens and slashes, like spring-copy.` };
    if (gitSays(root, ['show-ref', '--verify', '--quiet', `refs/heads/${newBranch}`]))
      return {
        status: 409,
        message: `Not committed: a branch named ${newBranch} exists already. Choose another name, or switch to that branch in git and publish on it.`,
      };
  }
  return { branch: ref.slice('refs/heads/'.length) };
}
