import { COOKIE_MAX_AGE, cookieName } from '../experiments/assign';

/** The value of the visitor's xp-<id> cookie, if any (only variant-id characters are accepted). */
export function readCookie(header: string | undefined, experimentId: string): string | undefined {
  if (!header) return undefined;
  const name = cookieName(experimentId);
  for (const part of header.split(';')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === name && value && /^[a-z0-9-]{1,40}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * Whether the site's cookies carry Secure: always when the site lives at an https publicUrl (as the
 * privacy policy promises; a proxy that forgets X-Forwarded-Proto must not make them plain), else
 * when this request came over HTTPS (a test site at an http address).
 */
export function secureCookies(publicUrl: string, requestIsHttps: boolean): boolean {
  return requestIsHttps || new URL(publicUrl).protocol === 'https:';
}

/** First-party, this site only, about 90 days. HttpOnly: only the server reads it (the page itself says which variant it is). */
export function experimentCookie(experimentId: string, variant: string, secure: boolean): string {
  return `${cookieName(experimentId)}=${variant}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
