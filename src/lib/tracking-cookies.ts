import { TRACKING_KEYS } from '../../schemas/link-keys';
import type { TrackingValues } from './outbound-url';

/**
 * Pure decisions about the two attribution cookies. The browser adapter
 * (src/client/tracking.ts) reads the cookies, asks these functions what to write, and writes it.
 * docs/tracking.md explains the rules for the team.
 */

export type CookieName = 'affid' | 'urlParams';

/** Attributes in the shape js-cookie's `Cookies.set` takes; `expires` is in days, absent for a session cookie. */
export type CookieAttributes = Readonly<{ path: '/'; secure: true; sameSite: 'Lax'; expires?: number }>;

export type StoredCookies = Readonly<{ affid?: string | undefined; urlParams?: string | undefined }>;

export type CookieWrite = Readonly<{ name: CookieName; value: string; attributes: CookieAttributes }>;

/** Affiliate id: kept 30 days so a visitor who returns within a month is still credited. */
export const AFFID_COOKIE = {
  name: 'affid',
  attributes: { path: '/', expires: 30, secure: true, sameSite: 'Lax' },
} as const satisfies { name: CookieName; attributes: CookieAttributes };

/** Every query parameter of the landing URL, as a query string; a session cookie (no expiry). */
export const URL_PARAMS_COOKIE = {
  name: 'urlParams',
  attributes: { path: '/', secure: true, sameSite: 'Lax' },
} as const satisfies { name: CookieName; attributes: CookieAttributes };

/** Longest value kept, in characters; longer values are cut. Real ids and utm values are far shorter. */
export const MAX_VALUE_LENGTH = 200;
/** Longest parameter name kept; a longer one is dropped with its value. */
const MAX_PARAM_NAME_LENGTH = 64;
/**
 * Longest urlParams value, in characters of the stored query string. That string holds only
 * letters, digits, `*-._+=&` and `%XX` escapes; js-cookie writes `%` as `%25`, so it grows by at
 * most 5/3 to about 3,340 bytes: inside the 4,096 bytes browsers allow per cookie.
 */
export const MAX_URL_PARAMS_LENGTH = 2000;

// Control characters (C0, DEL, C1) have no business in an id or campaign name and can upset
// logs and form back ends; an unpaired surrogate makes encodeURIComponent (and so js-cookie) throw.
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cs}]/gu;

/**
 * Cleans one value taken from a URL or a cookie: drops control characters and unpaired
 * surrogates, trims surrounding white space and keeps at most `max` characters (whole code
 * points, so an emoji is never cut in half). Printable non-ASCII text such as `é` is kept:
 * affiliate and campaign names may contain it, and every writer (URLSearchParams, js-cookie)
 * encodes it safely.
 */
export function sanitizeValue(value: unknown, max: number = MAX_VALUE_LENGTH): string {
  if (typeof value !== 'string') return '';
  const cleaned = value.replace(UNSAFE_CHARACTERS, '').trim();
  const points = Array.from(cleaned);
  return points.length > max ? points.slice(0, max).join('') : cleaned;
}

/** The landing parameters, cleaned; the first occurrence of a repeated name wins, as in URLSearchParams.get. */
function landingParams(search: string): Array<[string, string]> {
  const seen = new Map<string, string>();
  for (const [rawName, rawValue] of new URLSearchParams(search)) {
    const name = sanitizeValue(rawName, Number.POSITIVE_INFINITY);
    if (name === '' || name.length > MAX_PARAM_NAME_LENGTH || seen.has(name)) continue;
    seen.set(name, sanitizeValue(rawValue));
  }
  return [...seen];
}

const isTrackingKey = (name: string): boolean => (TRACKING_KEYS as readonly string[]).includes(name);

/**
 * The landing parameters as a query string of at most MAX_URL_PARAMS_LENGTH characters. When
 * they do not all fit, tracking keys are kept first and other parameters fill what room is left;
 * the kept ones stay in landing order.
 */
function serializeWithinLimit(params: Array<[string, string]>): string {
  const size = ([name, value]: [string, string]) => new URLSearchParams([[name, value]]).toString().length + 1;
  const byPriority = [...params.filter(([n]) => isTrackingKey(n)), ...params.filter(([n]) => !isTrackingKey(n))];
  const kept = new Set<string>();
  let used = 0;
  for (const pair of byPriority) {
    if (used + size(pair) - 1 > MAX_URL_PARAMS_LENGTH) continue;
    used += size(pair);
    kept.add(pair[0]);
  }
  return new URLSearchParams(params.filter(([name]) => kept.has(name))).toString();
}

const isUsableUrlParams = (value: unknown): value is string => typeof value === 'string' && value !== '' && value.length <= MAX_URL_PARAMS_LENGTH;

/**
 * What to write after a visitor lands on `landingSearch` (location.search, with or without `?`)
 * holding the `stored` cookies. Writes nothing that is already stored.
 *
 * - affid: written when the URL carries a non-empty affid and the stored one is absent or differs.
 * - urlParams: all landing parameters, as a query string. A landing that carries any tracking key
 *   (a utm_* or affid with a value) replaces what is stored: it is a new campaign touch. A landing
 *   with only other parameters (fbclid, gclid, an internal ?tab=) is stored only when nothing usable
 *   is stored yet, so it cannot wipe the campaign the visitor came from. A landing without any
 *   parameters changes nothing.
 */
export function decideCookies(landingSearch: string, stored: StoredCookies): CookieWrite[] {
  const params = landingParams(typeof landingSearch === 'string' ? landingSearch : '');
  const writes: CookieWrite[] = [];

  const affid = params.find(([name]) => name === 'affid')?.[1] ?? '';
  if (affid !== '' && affid !== stored.affid) {
    writes.push({ name: AFFID_COOKIE.name, value: affid, attributes: AFFID_COOKIE.attributes });
  }

  if (params.length === 0) return writes;
  const carriesTracking = params.some(([name, value]) => isTrackingKey(name) && value !== '');
  if (!carriesTracking && isUsableUrlParams(stored.urlParams)) return writes;
  const urlParams = serializeWithinLimit(params);
  if (urlParams !== '' && urlParams !== stored.urlParams) {
    writes.push({ name: URL_PARAMS_COOKIE.name, value: urlParams, attributes: URL_PARAMS_COOKIE.attributes });
  }
  return writes;
}

/** The cookies as they stand once `writes` are made; lets the page use them even if the browser refuses to store them. */
export function withWrites(stored: StoredCookies, writes: readonly CookieWrite[]): StoredCookies {
  const next: { affid?: string | undefined; urlParams?: string | undefined } = { ...stored };
  for (const write of writes) next[write.name] = write.value;
  return next;
}

/**
 * The tracking values to put on outbound links. They come from urlParams; the affid cookie wins
 * for affid, because it outlives urlParams (30 days against one session) and a later landing may
 * carry new utm values without an affid. Values are cleaned and cut as on the way in; a urlParams
 * value this code could not have written (not text, or longer than MAX_URL_PARAMS_LENGTH) is
 * ignored as a whole. Never throws.
 */
export function readTracking(cookies: StoredCookies): TrackingValues {
  const values: TrackingValues = {};
  try {
    if (isUsableUrlParams(cookies.urlParams)) {
      const params = new URLSearchParams(cookies.urlParams);
      for (const key of TRACKING_KEYS) {
        const value = sanitizeValue(params.get(key));
        if (value !== '') values[key] = value;
      }
    }
  } catch {
    // A value URLSearchParams cannot read is treated as absent.
  }
  const affid = sanitizeValue(cookies.affid);
  if (affid !== '') values.affid = affid;
  return values;
}
