import { COOKIE_MAX_AGE, cookieName } from '../experiments/variants';

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
 * First-party, this site only, about 90 days. HttpOnly: only the server reads it (the page itself
 * says which variant it is). Secure when the visitor came over HTTPS.
 */
export function experimentCookie(experimentId: string, variant: string, https: boolean): string {
  return `${cookieName(experimentId)}=${variant}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`;
}
