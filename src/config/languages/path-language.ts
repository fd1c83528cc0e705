import { tagProblem } from '../../../schemas/languages';
import type { Site } from '../../../schemas/site';

/** The declared prefixes of the other languages, like /af. */
export function prefixesOf(site: Site): string[] {
  return site.languages?.others.map((other) => other.prefix) ?? [];
}

/** The path a link names in the default language: /af/solar is /solar in Afrikaans, / for /af. */
export function withoutPrefix(path: string, prefixes: readonly string[]): string {
  const prefix = prefixes.find((p) => path === p || path.startsWith(`${p}/`));
  return prefix === undefined ? path : path.slice(prefix.length) || '/';
}

/**
 * For a path no page answers: the language its first segment names (/zu/solar), when the rest is a
 * page's path and that language is not declared. Undefined for a path that is simply wrong.
 */
export function undeclaredLanguage(path: string, answers: (path: string) => boolean): string | undefined {
  const [, first = '', ...rest] = path.split('/');
  if (!/^[a-z]{2,3}$/.test(first) || tagProblem(first) !== undefined) return undefined;
  return answers(`/${rest.join('/')}`) ? first : undefined;
}
