import { withCityLists } from '../src/config/city-lists';
import type { SiteModel } from '../src/config/model';
import { prerender, type PrerenderSummary } from '../src/prerender/prerender';
import { prerenderPaths } from '../src/prerender/paths';

/** The model with its city list replaced by `count` made-up slugs (city-1, city-2, ...), in every language. */
export function withSyntheticCities(model: SiteModel, count: number): SiteModel {
  return withCityLists(model, { cities: Array.from({ length: count }, (_, i) => `city-${i + 1}`) });
}

/** How many synthetic cities give at least `pages` prerendered pages for this model. */
export function citiesForPages(model: SiteModel, pages: number): number {
  const fixed = prerenderPaths(withSyntheticCities(model, 0)).length;
  const perCity = prerenderPaths(withSyntheticCities(model, 1)).length - fixed;
  return perCity > 0 ? Math.max(0, Math.ceil((pages - fixed) / perCity)) : 0;
}

/**
 * Prerender the site with `cities` synthetic cities into outDir and measure it: what the build
 * does for a big config, without the client build (placeholder asset links).
 */
export function benchPrerender(model: SiteModel, { cities, outDir, workers }: { cities: number; outDir: string; workers?: number }): Promise<PrerenderSummary> {
  return prerender({ model: withSyntheticCities(model, cities), outDir, workers, assets: { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] } });
}
