import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';

/**
 * git as the editor's publishing runs it (dev/editor/publish.ts): in the site folder, its output as
 * text, and when it fails, what it said (stderr and stdout, a hook's too) with this machine's folders
 * taken out, so a message names .git/hooks/pre-commit rather than /home/someone/site/.git/hooks/pre-commit.
 */

export class GitFailed extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | undefined,
    /** What git (or a hook it ran) printed, stderr then stdout, with no absolute path of this machine. */
    readonly said: string,
  ) {
    super(
      said === ''
        ? `git ${command} stopped (exit code ${exitCode ?? 'none'}) without a message`
        : `git ${command} stopped (exit code ${exitCode ?? 'none'}) and said: ${said}`,
    );
  }
}

/** Run git in `root`; `env` is added to this process's, and an exit code in `exitCodes` (0 alone unless told) is a success. */
export function git(root: string, args: readonly string[], { env = {}, exitCodes = [0] }: { env?: Record<string, string>; exitCodes?: number[] } = {}): string {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { status, stderr, stdout } = error as { status?: number | null; stderr?: string; stdout?: string };
    if (status != null && exitCodes.includes(status)) return String(stdout ?? '');
    const said = [stderr, stdout]
      .map((text) => String(text ?? '').trim())
      .filter((text) => text !== '')
      .join('\n');
    throw new GitFailed(args[0] ?? '', status ?? undefined, withoutFolders(root, said));
  }
}

/** Whether git succeeds (exit code 0): for questions git answers with its exit code. */
export function gitSays(root: string, args: readonly string[]): boolean {
  try {
    git(root, args);
    return true;
  } catch {
    return false;
  }
}

const real = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** `text` with the repository's, the system's temporary and the home folder's absolute paths taken out. */
export function withoutFolders(root: string, text: string): string {
  let top = '';
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Not a repository: the site folder stands for it.
  }
  const folders: [string, string][] = [
    ...[top, real(top), root, real(root)].filter((path) => path !== '').map((path): [string, string] => [`${path}/`, '']),
    ...[top, real(top), root, real(root)].filter((path) => path !== '').map((path): [string, string] => [path, '.']),
    ...[tmpdir(), real(tmpdir())].map((path): [string, string] => [path, '<temporary folder>']),
    [homedir(), '~'],
  ];
  // The longest first, so the site folder goes before the home folder it is in.
  return folders.sort((a, b) => b[0].length - a[0].length).reduce((out, [path, label]) => (path.length > 1 ? out.split(path).join(label) : out), text);
}
