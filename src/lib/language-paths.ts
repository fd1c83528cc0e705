/**
 * Paths of a site in several languages (decision 45): the default language is unprefixed, another
 * answers under its prefix (/af) at every path of the default page. Pure, no config.
 */

/** A default-language path under a language's prefix: ('/af', '/') -> '/af', ('/af', '/solar') -> '/af/solar'. */
export function withPrefix(prefix: string, path: string): string {
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Does `path` lie under `prefix` ('/af', '/af/...'; letter case as the router ignores it)? */
export function isUnder(prefix: string, path: string): boolean {
  if (prefix === '') return true;
  const lower = path.toLowerCase();
  const p = prefix.toLowerCase();
  return lower === p || lower.startsWith(`${p}/`);
}

/** The longest of `prefixes` that `path` lies under (so /af-za is not taken for /af), or '' (the default language's). */
export function prefixOf(prefixes: readonly string[], path: string): string {
  let found = '';
  for (const prefix of prefixes) if (prefix.length > found.length && isUnder(prefix, path)) found = prefix;
  return found;
}

/** The default-language path of a path under `prefix`: ('/af', '/af/solar') -> '/solar', ('/af', '/af') -> '/'. */
export function withoutPrefix(prefix: string, path: string): string {
  if (prefix === '' || !isUnder(prefix, path)) return path;
  return path.slice(prefix.length) || '/';
}

/**
 * What the language switch shows beside the header row: the language's own subtag in capitals
 * (af-ZA gives AF), so three languages take about a tenth of a 1280 px row, not a fifth.
 */
export function languageCode(tag: string): string {
  return tag.split('-')[0]!.toUpperCase();
}

/**
 * Where a path under another language's prefix goes when no page of that language answers it but
 * the default language's page does (a page not translated into it, issue 54): that page, with the
 * visitor's query kept (the campaign values ride on it). The status is 302, not 301: the page may
 * be translated next week, and a browser keeps a 301 for good. undefined: not such a path.
 */
export function untranslatedTarget(prefixes: readonly string[], path: string, query: string, answers: (path: string) => boolean): string | undefined {
  const prefix = prefixOf(prefixes, path);
  if (prefix === '') return undefined;
  const target = withoutPrefix(prefix, path);
  // A header value is ASCII: anything else the request held goes percent-encoded.
  return answers(target) ? (target + query).replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)) : undefined;
}

/** The status of that redirect: temporary (see untranslatedTarget). */
export const UNTRANSLATED_STATUS = 302;

/** The query of a request target, with its "?" ('' when none): what a redirect keeps. */
export function queryOf(target: string | undefined): string {
  const at = target?.indexOf('?') ?? -1;
  return at < 0 ? '' : target!.slice(at).split('#', 1)[0]!;
}
