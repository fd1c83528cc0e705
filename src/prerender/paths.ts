import type { SiteModel } from '../config/model';
import { editionsOf } from '../render/editions';
import { canonicalFor } from '../render/seo';
import { compilePattern, fillPattern, type PlaceholderName } from '../routes/pattern';

/** One page to write at build time. */
export interface PrerenderPath {
  /** URL path, like /solar-finance/durban or /SolarDeals (as written in the page YAML). */
  path: string;
  /** Id of the page that answers it (its file name). */
  pageId: string;
  /** True when this path is its own canonical URL, so it belongs in the sitemap. */
  canonical: boolean;
}

/**
 * Every path the build writes: each fixed path of each page, each {city} form for every city in
 * site.cities, each {product} form for every product, and both lists crossed where a path has both;
 * then the same under each other language's prefix (decision 45).
 * Pure: the same config always gives the same list, in language, page and path order.
 */
export function prerenderPaths(model: SiteModel): PrerenderPath[] {
  const seen = new Set<string>();
  const out: PrerenderPath[] = [];
  for (const { site, pages } of editionsOf(model)) for (const entry of pages) {
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
