import { INVISIBLE } from './invisible';

/**
 * The value rewritten into the form a field needs, when a simple rewrite gets there: invisible
 * characters dropped, lower case, a slug ("Port Elizabeth" -> port-elizabeth), a leading /, upper
 * case for codes, https:// for an address. Undefined when none passes `fits`.
 */
export function suggestForm(value: string, fits: (candidate: string) => boolean): string | undefined {
  const clean = value.replace(new RegExp(INVISIBLE.source, 'g'), '').trim();
  const slug = clean
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  const candidates = [
    clean,
    clean.toLowerCase(),
    slug,
    clean.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(clean) ? '' : `/${clean}`,
    clean.toUpperCase().replace(/[\s_]+/g, '-'),
    clean.replace(/^http:\/\//i, 'https://'),
    /^[a-z][a-z0-9+.-]*:/i.test(clean) ? '' : `https://${clean}`,
  ];
  return candidates.find((candidate) => candidate !== '' && candidate !== value && fits(candidate));
}

/** A regular expression from zod's pattern text ("/^[a-z]+$/" or "^https$"). */
export function patternOf(pattern: string | undefined): RegExp | undefined {
  if (!pattern) return undefined;
  const m = /^\/([\s\S]*)\/([a-z]*)$/.exec(pattern);
  try {
    return m ? new RegExp(m[1]!, m[2]) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}
