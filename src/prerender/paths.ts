import type { SiteModel } from '../config/model';
import { canonicalFor } from '../render/seo';
import { compilePattern, fillPattern, type PlaceholderName } from '../routes/pattern';

/** No page path can hold a space (schemas/page.ts), so rendering this gives the not-found page. */
export const NOT_FOUND_PROBE = '/ not-found';

/** One page to write at build time. */
export interface PrerenderPath {
  /** URL path, like /tender-finance/durban or /TheBizzPhone (as written in the page YAML). */
  path: string;
  /** Id of the page that answers it (its file name). */
  pageId: string;
  /** True when this path is its own canonical URL, so it belongs in the sitemap. */
  canonical: boolean;
}

/**
 * Every path the build writes: each fixed path of each page, each {city} form for every city in
 * site.cities, each {product} form for every product, and both lists crossed where a path has both.
 * Pure: the same config always gives the same list, in page and path order.
 */
export function prerenderPaths(model: SiteModel): PrerenderPath[] {
  const { site } = model;
  const seen = new Set<string>();
  const out: PrerenderPath[] = [];
  for (const entry of model.pages) {
    for (const source of entry.page.paths) {
      const pattern = compilePattern(source);
      for (const params of expand(pattern.placeholders, { city: site.cities, product: site.products })) {
        const path = fillPattern(pattern.source, params);
        // Paths match case-insensitively, and a case-insensitive disk would merge such files: first one wins.
        const key = path.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        const canonical = canonicalFor(site, entry.page, { pattern: pattern.source, params }).path === path;
        out.push({ path, pageId: entry.id, canonical });
      }
    }
  }
  return out;
}

/** Every combination of slugs for the placeholders of one pattern (one empty set for a fixed path). */
function expand(names: readonly PlaceholderName[], lists: Record<PlaceholderName, readonly string[]>): Partial<Record<PlaceholderName, string>>[] {
  let combos: Partial<Record<PlaceholderName, string>>[] = [{}];
  for (const name of new Set(names)) combos = combos.flatMap((combo) => lists[name].map((slug) => ({ ...combo, [name]: slug })));
  return combos;
}

/**
 * Where a URL path is written under dist/: always <path>/index.html, so a static host serves it at
 * the path itself. /invoice-discounting/index.php becomes invoice-discounting/index.php/index.html
 * (see docs/deploy.md for the rewrite a static host needs for it).
 */
export function outputFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    if (trimmed !== '') throw new Error(`Cannot write a page for "${path}": empty, "." or ".." segments are not allowed in page paths`);
  }
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
