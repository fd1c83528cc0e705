import type { CookieAttributes, CookieName } from '../lib/tracking-cookies';

/**
 * Reads and writes the two attribution cookies in the encoding js-cookie used (this replaced it:
 * 1.2 KB of the inline boot script for two calls), so cookies stored before read the same: a
 * value is URI-encoded, then the characters a cookie may hold (`#$&+/:<=>?@[]^`{|}`) are put
 * back; reading decodes each run of `%XX` escapes and leaves a stray `%` alone.
 */
const ALLOWED_IN_VALUE = /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g;

/** Every cookie of the page by name (the first of a repeated name wins); one it cannot decode is left out. */
export function readCookies(header: string): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const pair of header ? header.split('; ') : []) {
    const at = pair.indexOf('=');
    let value = pair.slice(at + 1);
    if (value[0] === '"') value = value.slice(1, -1);
    try {
      jar[decodeURIComponent(pair.slice(0, at))] ??= value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // A cookie another script wrote with a broken escape: not ours, skip it.
    }
  }
  return jar;
}

/**
 * The `document.cookie` line that stores `value` under `name`, with the attributes in js-cookie's
 * order; `expires` (days from `now`) is the only one that varies (CookieAttributes).
 */
export function cookieLine(name: CookieName, value: string, { expires }: CookieAttributes, now = Date.now()): string {
  const until = expires === undefined ? '' : `; expires=${new Date(now + expires * 864e5).toUTCString()}`;
  return `${name}=${encodeURIComponent(value).replace(ALLOWED_IN_VALUE, decodeURIComponent)}; path=/${until}; secure; sameSite=Lax`;
}
