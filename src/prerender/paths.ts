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
  /** True when the path has no {city} or {product}: the build writes it under either setting. */
  fixed: boolean;
}

/**
 * Every path the site answers from its lists: each fixed path of each page, each {city} form for
 * every city in site.cities, each {product} form for every product, and both lists crossed where a
 * path has both; then the same under each other language's prefix, for the pages translated into
 * it (decision 45). Pure: the same config always gives the same list, in language, page and path order.
 */
export function everyPath(model: SiteModel): PrerenderPath[] {
  const seen = new Set<string>();
  const out: PrerenderPath[] = [];
  for (const { site, pages } of editionsOf(model))
    for (const entry of pages) {
      for (const source of entry.page.paths) {
        const pattern = compilePattern(source);
        for (const params of expand(pattern.placeholders, { city: site.cities, product: site.products })) {
          const path = fillPattern(pattern.source, params);
          // Paths match case-insensitively, and a case-insensitive disk would merge such files: first one wins.
          const key = path.toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          const canonical = canonicalFor(site, entry.page, { pattern: pattern.source, params }).path === path;
          out.push({ path, pageId: entry.id, canonical, fixed: pattern.placeholders.length === 0 });
        }
      }
    }
  return out;
}

/**
 * The paths the build writes, as site.prerender says (issue 54). canonical: the canonical form of
 * each page, city and language, and every fixed path (a handful: the aliases ads and old links
 * name, such as /old-offer/index.php), so the city aliases, a tenfold of pages nobody
 * lands on first, are made on their first request by start or the Worker. every: all of them, for
 * a static host, which cannot make a page.
 */
export function prerenderPaths(model: SiteModel): PrerenderPath[] {
  const all = everyPath(model);
  return model.site.prerender === 'every' ? all : all.filter((entry) => entry.canonical || entry.fixed);
}

/** Every combination of slugs for the placeholders of one pattern (one empty set for a fixed path). */
function expand(names: readonly PlaceholderName[], lists: Record<PlaceholderName, readonly string[]>): Partial<Record<PlaceholderName, string>>[] {
  let combos: Partial<Record<PlaceholderName, string>>[] = [{}];
  for (const name of new Set(names)) combos = combos.flatMap((combo) => lists[name].map((slug) => ({ ...combo, [name]: slug })));
  return combos;
}
