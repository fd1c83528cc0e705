import { isValidSlug } from '../lib/city-text';

export type PlaceholderName = 'city' | 'product';

/** A page path, literal (/solar) or with placeholders anywhere in a segment (/solar-finance-in-{city}). */
export interface PathPattern {
  source: string;
  placeholders: PlaceholderName[];
  /** Case-insensitive: visitors and old links use /SolarDeals and /solardeals alike. */
  regex: RegExp;
}

const PLACEHOLDER = /\{(city|product)\}/g;

export function compilePattern(source: string): PathPattern {
  const placeholders: PlaceholderName[] = [];
  let regex = '';
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    regex += escapeRegex(source.slice(last, match.index));
    regex += '([a-z0-9-]{1,60})';
    placeholders.push(match[1] as PlaceholderName);
    last = match.index + match[0].length;
  }
  regex += escapeRegex(source.slice(last));
  return { source: normalisePath(source), placeholders, regex: new RegExp(`^${regex}$`, 'i') };
}

/** Params when the path matches; slugs must be lowercase, so /solar/Durban is not found. */
export function matchPattern(pattern: PathPattern, path: string): Partial<Record<PlaceholderName, string>> | undefined {
  const match = pattern.regex.exec(path);
  if (!match) return undefined;
  const params: Partial<Record<PlaceholderName, string>> = {};
  for (const [i, name] of pattern.placeholders.entries()) {
    const slug = match[i + 1] ?? '';
    if (!isValidSlug(slug)) return undefined;
    params[name] = slug;
  }
  return params;
}

/** Fill placeholders to get a concrete path. */
export function fillPattern(pattern: string, params: Partial<Record<PlaceholderName, string>>): string {
  return pattern.replace(PLACEHOLDER, (_, name: PlaceholderName) => params[name] ?? '');
}

/** Are all of a path's slugs in the site's lists (a form the site names, not a made-up city)? */
export function listedForm(lists: { cities: readonly string[]; products: readonly string[] }, params: Partial<Record<PlaceholderName, string>>): boolean {
  return (params.city === undefined || lists.cities.includes(params.city)) && (params.product === undefined || lists.products.includes(params.product));
}

/** "/solar/" and "/solar" are one page; the root stays "/". */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
