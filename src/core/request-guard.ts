/** Longest request target the server reads; longer ones get 414 (no page path comes close). */
export const MAX_URL_LENGTH = 2048;
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

export type GuardResult = { ok: true; path: string } | { ok: false; status: 204 | 400 | 405 | 414; reason: string };

/**
 * Decide whether a request is one the site answers, before any file or page is looked up.
 * Odd input gets a clean 4xx: traversal ("..", encoded or not), NUL bytes, backslashes, broken
 * percent-encoding, absolute-form targets, methods other than GET and HEAD.
 */
export function guardRequest(method: string | undefined, url: string | undefined, anyMethod: (path: string) => boolean = () => false): GuardResult {
  const target = url ?? '/';
  if (target.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'URI Too Long' };
  if (method === 'OPTIONS' && target === '*') return { ok: false, status: 204, reason: 'No Content' };
  const path = checkPath(target);
  if (path === undefined) return { ok: false, status: 400, reason: 'Bad Request' };
  // The content proxy passes the content client's POST (long queries) through to the store.
  if (anyMethod(path)) return { ok: true, path };
  if (method === 'OPTIONS') return { ok: false, status: 204, reason: 'No Content' };
  if (method !== 'GET' && method !== 'HEAD') return { ok: false, status: 405, reason: 'Method Not Allowed' };
  return { ok: true, path };
}

/** The path of a request target without its query, or undefined when it is not a safe origin-form path. */
export function checkPath(target: string): string | undefined {
  const path = target.split(/[?#]/, 1)[0]!;
  // Origin-form only: "//host/x" or "http://host/x" would let URL parsing pick another host.
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (/[\0-\x1f\x7f\\]/.test(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return path;
}
