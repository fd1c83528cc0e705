import { describe, expect, it } from 'vitest';
import { cookieLine, readCookies } from '../../src/client/cookie-jar';
import { AFFID_COOKIE, URL_PARAMS_COOKIE } from '../../src/lib/tracking-cookies';

// The lines js-cookie 3.0.8 wrote for these values (it was the boot script's cookie code until
// the first view had to fit 2.5 KB): what a visitor's browser already holds must read the same.
describe('the attribution cookies, read and written as js-cookie did', () => {
  const now = Date.UTC(2026, 10, 27, 8, 0, 0);

  it('writes the affid for 30 days, keeping the characters a cookie may hold and escaping the rest', () => {
    expect(cookieLine('affid', 'A&B #1 é', AFFID_COOKIE.attributes, now)).toBe('affid=A&B%20#1%20%C3%A9; path=/; expires=Sun, 27 Dec 2026 08:00:00 GMT; secure; sameSite=Lax');
  });

  it('writes urlParams as a session cookie, its query string kept readable and each % as %25', () => {
    expect(cookieLine('urlParams', 'utm_source=sms&utm_campaign=winter+deals&x=%C3%A9', URL_PARAMS_COOKIE.attributes, now)).toBe(
      'urlParams=utm_source=sms&utm_campaign=winter+deals&x=%25C3%25A9; path=/; secure; sameSite=Lax',
    );
  });

  it('reads back what it wrote, a quoted value, the first of a repeated name, and a stray % as it stands', () => {
    expect(readCookies('affid=A&B%20#1%20%C3%A9; urlParams=utm_source=sms&x=%25C3%25A9; q="quoted%20value"; affid=second; pct=100%')).toEqual({
      affid: 'A&B #1 é',
      urlParams: 'utm_source=sms&x=%C3%A9',
      q: 'quoted value',
      pct: '100%',
    });
  });

  it('leaves out a cookie whose escapes do not decode, and reads an empty jar as empty', () => {
    expect(readCookies('bad=%E0%A4%A; affid=OK1')).toEqual({ affid: 'OK1' });
    expect(readCookies('')).toEqual({});
  });
});
