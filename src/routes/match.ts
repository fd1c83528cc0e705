import { cityText } from '../lib/city-text';
import { compilePattern, matchPattern, normalisePath, type PathPattern, type PlaceholderName } from './pattern';

export interface RouteEntry<P> {
  page: P;
  pattern: PathPattern;
  cityText?: CityText;
}

/** The city text of a slug (" In Cape Town"); a language's pages bring their own (decision 45). */
export type CityText = (slug: string | undefined) => string;

export interface RouteMatch<P> {
  page: P;
  /** The pattern that matched, as written in YAML. */
  pattern: string;
  path: string;
  params: Partial<Record<PlaceholderName, string>>;
  /** " In Cape Town" or "". */
  city: string;
}

const MAX_PATH_LENGTH = 512;

/**
 * Build a matcher over every page's paths: literal paths win over placeholder forms. cityNames are
 * the display names of site.config.yaml (kwa-thema: KwaThema).
 */
export function createMatcher<P>(
  pages: ReadonlyArray<{ page: P; paths: readonly string[]; cityText?: CityText }>,
  cityNames: Readonly<Record<string, string>> = {},
) {
  const literal = new Map<string, RouteEntry<P>>();
  const dynamic: RouteEntry<P>[] = [];
  for (const { page, paths, cityText } of pages) {
    for (const source of paths) {
      const pattern = compilePattern(source);
      if (pattern.placeholders.length === 0) literal.set(pattern.source.toLowerCase(), { page, pattern });
      else dynamic.push({ page, pattern, ...(cityText ? { cityText } : {}) });
    }
  }
  return function match(rawPath: string): RouteMatch<P> | undefined {
    if (rawPath.length > MAX_PATH_LENGTH) return undefined;
    const path = normalisePath(rawPath);
    const exact = literal.get(path.toLowerCase());
    if (exact) return { page: exact.page, pattern: exact.pattern.source, path, params: {}, city: '' };
    for (const entry of dynamic) {
      const params = matchPattern(entry.pattern, path);
      if (params)
        return {
          page: entry.page,
          pattern: entry.pattern.source,
          path,
          params,
          city: entry.cityText ? entry.cityText(params.city) : cityText(params.city, cityNames),
        };
    }
    return undefined;
  };
}
