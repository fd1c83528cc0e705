import type { Page } from '../../schemas/page';
import type { Site } from '../../schemas/site';
import { fillCity } from '../lib/city-text';
import type { RouteMatch } from '../routes/match';

/** What goes into <head>: all values plain text, escaped by the document builder. */
export interface HeadData {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  noindex: boolean;
  image: string;
}

/**
 * One canonical URL per group of aliases (the page's first path). A city or product page that is
 * in the config lists is canonical to itself; any other is noindex and canonical to the base path.
 */
export function headFor(site: Site, page: Page, match: RouteMatch<unknown>): HeadData {
  const { city, product } = match.params;
  const listed = (city === undefined || site.cities.includes(city)) && (product === undefined || site.products.includes(product));
  const dynamic = city !== undefined || product !== undefined;
  const canonicalPath = dynamic && listed ? match.path : page.paths[0]!;
  return {
    title: site.titleTemplate.replace('%s', fillCity(page.meta.title, match.city)),
    description: fillCity(page.meta.description, match.city),
    keywords: page.meta.keywords,
    canonical: absoluteUrl(site, canonicalPath),
    noindex: dynamic && !listed,
    image: absoluteUrl(site, page.meta.image ?? '/media/og-default.png'),
  };
}

export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, site.publicUrl).toString();
}
