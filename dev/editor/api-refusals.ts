import { realpathSync } from 'node:fs';
import type { z } from 'zod';
import { codeOf, type ProblemName } from '../../src/config/catalogue/index';
import { withoutFolders } from './git';

/**
 * The editor's refusals of a request, in the catalogue's words (src/config/catalogue/editor-requests.ts):
 * a status, the code, and a message that says what was refused, where in the request, and what to
 * do, ending in its code as validate's messages do. None names a folder of this computer.
 */
export interface Refusal {
  status: 400 | 404 | 405 | 413 | 500;
  code: string;
  message: string;
}

export const refusal = (status: Refusal['status'], name: ProblemName, message: string): Refusal => ({
  status,
  code: codeOf(name),
  message: `${message} [${codeOf(name)}]`,
});

const AGAIN = 'Nothing was written. Reload the editor page and make the change again.';

export const notJson = (refused: string) => refusal(400, 'editorRequestNotJson', `${refused}: the request is not JSON. ${AGAIN}`);

/** "draft › pages/home.yaml › edits › 2 › op", or "the request" for the body itself. */
const where = (path: readonly PropertyKey[]) => (path.length === 0 ? 'the request' : `the request's ${path.map(String).join(' › ')}`);

/** The first three issues of a body its schema refused (a draft of too many edits is 413 on its own). */
export function shapeRefusal(refused: string, issues: readonly z.core.$ZodIssue[]): Refusal {
  const tooLarge = issues.find((issue) => issue.code === 'custom' && (issue.params as { tooLarge?: boolean } | undefined)?.tooLarge);
  if (tooLarge) return refusal(413, 'editorRequestTooLarge', tooLarge.message);
  const said = issues.slice(0, 3).map((issue) => `${where(issue.path)} ${issue.message}`);
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return refusal(400, 'editorRequestShape', `${refused}: ${said.join('; ')}${more}. ${AGAIN}`);
}

export const tooLarge = (message: string) => refusal(413, 'editorRequestTooLarge', message);

export const noSuchRequest = (method: string, name: string, known: readonly { method: string; name: string }[]) => {
  const same = known.filter((route) => route.name === name);
  if (same.length > 0)
    return refusal(
      405,
      'editorNoSuchRequest',
      `${name} is asked with ${same.map((route) => route.method).join(' or ')}, not ${method}. Reload the editor page.`,
    );
  return refusal(
    404,
    'editorNoSuchRequest',
    `The editor has no request "${name}" (it answers ${known.map((route) => `${route.method} ${route.name}`).join(', ')}). Reload the editor page.`,
  );
};

/** What the system's error codes mean, for the ones a site's folder can cause. */
const SYSTEM_WORDS: Record<string, string> = {
  ENOENT: 'it is not there',
  ENOTDIR: 'a file stands where a folder should be',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'something of that name is already there',
  EACCES: 'the system does not allow it',
  EPERM: 'the system does not allow it',
  ENOSPC: 'the disk is full',
  EROFS: 'the disk is read-only',
};
const CALL_WORDS: Record<string, string> = {
  mkdir: 'could not be made',
  open: 'could not be opened',
  unlink: 'could not be removed',
  rename: 'could not be replaced',
  scandir: 'could not be listed',
  stat: 'could not be read',
  lstat: 'could not be read',
  read: 'could not be read',
  write: 'could not be written',
};

/**
 * An error nobody expected, as the system reported it: the file or folder (site-relative), what
 * could not be done and why; or the error's own message. Never a folder of this computer (the
 * terminal the editor runs in has the whole error).
 */
export function failed(root: string, refused: string, error: Error): Refusal {
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  const said =
    code && path && syscall
      ? `${withoutFolders(root, path)} ${CALL_WORDS[syscall] ?? `could not be used (${syscall})`}: ${SYSTEM_WORDS[code] ?? 'the system refused'} (${code})`
      : withoutFolders(root, error.message.replace(/\.$/, ''));
  return refusal(500, 'editorFailed', `${refused}: ${said}. Put right what it names and try again; the terminal the editor runs in says more.`);
}

/**
 * `message` with the site folder taken out (as written and followed through links): the last guard,
 * so that no answer names where the site lives, whatever a handler's message holds.
 */
export function withoutSiteFolder(root: string, message: string): string {
  let real = root;
  try {
    real = realpathSync(root);
  } catch {
    // A site folder that is gone: as written.
  }
  return [...new Set([real, root])]
    .sort((a, b) => b.length - a.length)
    .reduce((text, folder) => text.split(`${folder}/`).join('').split(folder).join('.'), message);
}
