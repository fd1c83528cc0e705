import { describe, expect, it } from 'vitest';
import {
  AFFID_COOKIE,
  MAX_URL_PARAMS_LENGTH,
  MAX_VALUE_LENGTH,
  URL_PARAMS_COOKIE,
  decideCookies,
  readTracking,
  sanitizeValue,
  withWrites,
} from '../../src/lib/tracking-cookies';

const AFFID_ATTRIBUTES = { path: '/', expires: 30, secure: true, sameSite: 'Lax' };
const SESSION_ATTRIBUTES = { path: '/', secure: true, sameSite: 'Lax' };
const names = (writes: ReturnType<typeof decideCookies>) => writes.map((write) => write.name);
const valueOf = (writes: ReturnType<typeof decideCookies>, name: string) => writes.find((w) => w.name === name)?.value;

describe('cookie attributes', () => {
  it('keeps affid 30 days on the whole site, Secure and SameSite=Lax', () => {
    expect(AFFID_COOKIE).toEqual({ name: 'affid', attributes: AFFID_ATTRIBUTES });
  });

  it('keeps urlParams for the session only (no expiry), Secure and SameSite=Lax', () => {
    expect(URL_PARAMS_COOKIE).toEqual({ name: 'urlParams', attributes: SESSION_ATTRIBUTES });
    expect('expires' in URL_PARAMS_COOKIE.attributes).toBe(false);
  });
});

describe('sanitizeValue', () => {
  it('keeps printable text, including &, #, spaces and non-ASCII', () => {
    expect(sanitizeValue('A&B #1 é')).toBe('A&B #1 é');
  });

  it('drops control characters and unpaired surrogates, and trims', () => {
    expect(sanitizeValue('  AF\u0000F\n4\u007f2\u0085\t ')).toBe('AFF42');
    expect(sanitizeValue('a\ud800b\udc00c')).toBe('abc');
    expect(() => encodeURIComponent(sanitizeValue('x\ud800'))).not.toThrow();
  });

  it('cuts a long value to 200 characters without splitting an emoji', () => {
    expect(sanitizeValue('x'.repeat(5000))).toHaveLength(MAX_VALUE_LENGTH);
    const emoji = sanitizeValue('😀'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(MAX_VALUE_LENGTH);
    expect(emoji).toBe('😀'.repeat(MAX_VALUE_LENGTH));
  });

  it('turns anything that is not text into empty text', () => {
    expect(sanitizeValue(undefined)).toBe('');
    expect(sanitizeValue(null)).toBe('');
    expect(sanitizeValue(42)).toBe('');
  });
});

describe('decideCookies: affid', () => {
  it('stores the affid when none is stored', () => {
    expect(decideCookies('?affid=AFF42', {})).toContainEqual({
      name: 'affid',
      value: 'AFF42',
      attributes: AFFID_ATTRIBUTES,
    });
  });

  it('writes nothing for affid when the stored one is the same', () => {
    expect(names(decideCookies('?affid=AFF42', { affid: 'AFF42', urlParams: 'affid=AFF42' }))).toEqual([]);
  });

  it('replaces a different stored affid', () => {
    expect(valueOf(decideCookies('?affid=NEW', { affid: 'OLD' }), 'affid')).toBe('NEW');
  });

  it('leaves the stored affid alone when the URL carries none, or an empty one', () => {
    expect(names(decideCookies('?utm_source=fb', { affid: 'OLD' }))).toEqual(['urlParams']);
    expect(names(decideCookies('?affid=&utm_source=fb', { affid: 'OLD' }))).toEqual(['urlParams']);
    expect(names(decideCookies('', { affid: 'OLD' }))).toEqual([]);
  });

  it('stores an affid with &, #, spaces and non-ASCII as the decoded text', () => {
    const search = `?${new URLSearchParams({ affid: 'A&B #1 é' })}`;
    expect(valueOf(decideCookies(search, {}), 'affid')).toBe('A&B #1 é');
  });

  it('stores a huge affid cut to 200 characters', () => {
    expect(valueOf(decideCookies(`?affid=${'Z'.repeat(10_000)}`, {}), 'affid')).toBe('Z'.repeat(MAX_VALUE_LENGTH));
  });

  it('uses the first affid when the URL repeats it', () => {
    expect(valueOf(decideCookies('?affid=FIRST&affid=SECOND', {}), 'affid')).toBe('FIRST');
  });
});

describe('decideCookies: urlParams', () => {
  it('stores all landing parameters as a query string for the session', () => {
    const writes = decideCookies('?utm_source=google&utm_medium=cpc&gclid=abc&affid=AFF42', {});
    expect(writes).toContainEqual({
      name: 'urlParams',
      value: 'utm_source=google&utm_medium=cpc&gclid=abc&affid=AFF42',
      attributes: SESSION_ATTRIBUTES,
    });
  });

  it('accepts the search with or without its leading ?', () => {
    expect(decideCookies('utm_source=fb', {})).toEqual(decideCookies('?utm_source=fb', {}));
  });

  it('changes nothing on a landing without parameters', () => {
    expect(decideCookies('', { urlParams: 'utm_source=google' })).toEqual([]);
    expect(decideCookies('?', {})).toEqual([]);
  });

  it('replaces the stored parameters when a new landing carries tracking values', () => {
    const writes = decideCookies('?utm_source=facebook&utm_campaign=winter', { urlParams: 'utm_source=google&affid=OLD', affid: 'OLD' });
    expect(writes).toEqual([{ name: 'urlParams', value: 'utm_source=facebook&utm_campaign=winter', attributes: SESSION_ATTRIBUTES }]);
  });

  it('keeps the stored campaign when a landing carries only other parameters', () => {
    expect(decideCookies('?fbclid=xyz', { urlParams: 'utm_source=google' })).toEqual([]);
    // A Google Ads click id alone is not a campaign either (docs/tracking.md names it).
    expect(decideCookies('?gclid=Cj0KCQ', { urlParams: 'utm_source=google&utm_campaign=winter', affid: 'AFF42' })).toEqual([]);
    expect(decideCookies('?utm_source=&tab=plans', { urlParams: 'utm_source=google' })).toEqual([]);
  });

  it('stores other parameters when nothing usable is stored yet', () => {
    expect(valueOf(decideCookies('?fbclid=xyz', {}), 'urlParams')).toBe('fbclid=xyz');
    expect(valueOf(decideCookies('?fbclid=xyz', { urlParams: 'x'.repeat(MAX_URL_PARAMS_LENGTH + 1) }), 'urlParams')).toBe('fbclid=xyz');
  });

  it('does not rewrite identical parameters', () => {
    expect(decideCookies('?utm_source=google', { urlParams: 'utm_source=google' })).toEqual([]);
  });

  it('keeps values with &, #, spaces and non-ASCII readable after a round trip', () => {
    const search = `?${new URLSearchParams({ utm_campaign: 'A&B #1 é', affid: 'A&B #1 é' })}`;
    const stored = withWrites({}, decideCookies(search, {}));
    expect(readTracking(stored)).toEqual({ utm_campaign: 'A&B #1 é', affid: 'A&B #1 é' });
  });

  it('cleans names and values and drops repeated and nameless parameters', () => {
    const value = valueOf(decideCookies('?utm_source=a%00b&utm_source=second&=orphan&n%0A=1', {}), 'urlParams');
    expect(value).toBe('utm_source=ab&n=1');
  });

  it('caps a huge landing at 2000 characters, keeping tracking values first', () => {
    const filler = Array.from({ length: 40 }, (_, i) => `junk${i}=${'j'.repeat(150)}`).join('&');
    const value = valueOf(decideCookies(`?${filler}&utm_source=google&affid=${'A'.repeat(150)}`, {}), 'urlParams') ?? '';
    expect(value.length).toBeLessThanOrEqual(MAX_URL_PARAMS_LENGTH);
    const kept = new URLSearchParams(value);
    expect(kept.get('utm_source')).toBe('google');
    expect(kept.get('affid')).toBe('A'.repeat(150));
    expect(kept.get('junk0')).toBe('j'.repeat(150));
    expect(kept.has('junk39')).toBe(false);
  });

  it('fits a cookie even when every character is percent-encoded', () => {
    const value = valueOf(decideCookies(`?utm_term=${'é'.repeat(500)}&x=${'€'.repeat(500)}`, {}), 'urlParams') ?? '';
    expect(value.length).toBeLessThanOrEqual(MAX_URL_PARAMS_LENGTH);
    // js-cookie writes % as %25; what reaches the browser must stay under its 4096-byte limit.
    expect(`urlParams=${value.replaceAll('%', '%25')}`.length).toBeLessThan(4096);
  });
});

describe('readTracking', () => {
  it('reads the tracking values from urlParams and nothing else', () => {
    expect(readTracking({ urlParams: 'utm_source=google&utm_medium=cpc&gclid=abc&utm_term=' })).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
    });
  });

  it('prefers the affid cookie over the affid in urlParams', () => {
    expect(readTracking({ affid: 'COOKIE', urlParams: 'affid=PARAMS&utm_source=fb' })).toEqual({
      utm_source: 'fb',
      affid: 'COOKIE',
    });
  });

  it('falls back to the affid cookie when the latest landing had no affid', () => {
    const stored = { affid: 'AFF42', urlParams: 'utm_source=google&affid=AFF42' };
    const next = withWrites(stored, decideCookies('?utm_source=facebook', stored));
    expect(next.urlParams).toBe('utm_source=facebook');
    expect(readTracking(next)).toEqual({ utm_source: 'facebook', affid: 'AFF42' });
  });

  it('falls back to the affid in urlParams when the affid cookie is missing', () => {
    expect(readTracking({ urlParams: 'affid=PARAMS' })).toEqual({ affid: 'PARAMS' });
  });

  it('returns nothing when there are no cookies', () => {
    expect(readTracking({})).toEqual({});
  });

  it('ignores malformed cookie values and never throws', () => {
    expect(readTracking({ urlParams: '%E0%A4%A&utm_source=%zz', affid: '\u0000\u0001' })).toEqual({
      utm_source: '%zz',
    });
    expect(readTracking({ urlParams: '{"utm_source":"json"}' })).toEqual({});
    expect(readTracking({ urlParams: 42 as unknown as string, affid: {} as unknown as string })).toEqual({});
  });

  it('ignores a urlParams cookie longer than this code writes, and cuts a huge affid', () => {
    const huge = `utm_source=google&pad=${'p'.repeat(MAX_URL_PARAMS_LENGTH)}`;
    expect(readTracking({ urlParams: huge })).toEqual({});
    expect(readTracking({ affid: 'Q'.repeat(9999) })).toEqual({ affid: 'Q'.repeat(MAX_VALUE_LENGTH) });
  });

  it('cleans control characters out of stored values', () => {
    expect(readTracking({ urlParams: 'utm_source=goo%0Agle', affid: 'AF\tF' })).toEqual({ utm_source: 'google', affid: 'AFF' });
  });
});

describe('decideCookies and readTracking at their limits', () => {
  it('keeps a parameter name of 64 characters and drops one of 65 with its value', () => {
    expect(valueOf(decideCookies(`?${'n'.repeat(64)}=1&${'m'.repeat(65)}=2`, {}), 'urlParams')).toBe(`${'n'.repeat(64)}=1`);
  });

  it('keeps every parameter when the query string comes to exactly 2000 characters, and drops the last when it comes to 2001', () => {
    // Nine parameters of 200 characters (k0=, 197 v) and one of 191 or 192, joined by nine &: 2000 or 2001.
    const nine = Array.from({ length: 9 }, (_, i) => `k${i}=${'v'.repeat(197)}`);
    const exact = [...nine, `utm_term=${'t'.repeat(182)}`].join('&');
    expect(exact).toHaveLength(2000);
    expect(valueOf(decideCookies(`?${exact}`, {}), 'urlParams')).toBe(exact);
    const over = [...nine, `k9=${'v'.repeat(189)}`].join('&');
    expect(over).toHaveLength(2001);
    expect(valueOf(decideCookies(`?${over}`, {}), 'urlParams')).toBe(nine.join('&'));
  });

  it('counts a tracking key once when it comes first in the landing URL', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `k${i}=${'v'.repeat(197)}`);
    const exact = [`utm_term=${'t'.repeat(182)}`, ...nine].join('&');
    expect(exact).toHaveLength(2000);
    expect(valueOf(decideCookies(`?${exact}`, {}), 'urlParams')).toBe(exact);
  });

  it('writes no urlParams when not even one parameter fits', () => {
    // 200 emoji escape to 2,400 characters: more than a cookie may hold.
    expect(decideCookies(`?x=${'😀'.repeat(200)}`, {})).toEqual([]);
  });

  it('replaces the stored campaign when the landing mixes a tracking key with other parameters', () => {
    expect(valueOf(decideCookies('?fbclid=1&utm_source=fb', { urlParams: 'utm_source=google' }), 'urlParams')).toBe('fbclid=1&utm_source=fb');
  });

  it('treats an empty stored urlParams as nothing stored', () => {
    expect(valueOf(decideCookies('?fbclid=xyz', { urlParams: '' }), 'urlParams')).toBe('fbclid=xyz');
  });

  it('reads a stored urlParams of exactly 2000 characters', () => {
    const stored = `utm_source=google&pad=${'p'.repeat(2000 - 22)}`;
    expect(stored).toHaveLength(2000);
    expect(readTracking({ urlParams: stored })).toEqual({ utm_source: 'google' });
  });

  it('keeps a value of exactly 200 characters whole', () => {
    expect(sanitizeValue('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('reads a landing that is not text as no parameters', () => {
    expect(decideCookies(42 as unknown as string, {})).toEqual([]);
  });
});
