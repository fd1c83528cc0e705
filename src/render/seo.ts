import type { Page } from '../../schemas/page';
import type { ResolvedMeta } from '../resolve/types';
import type { Site } from '../../schemas/site';
import type { RouteMatch } from '../routes/match';
import { fillPattern, listedForm } from '../routes/pattern';

/** What every page's head says of the brand: the browser's bar colour and the site icon. */
export interface BrandHead {
  themeColor: string;
  /** Path of the site icon under public/ (brand.favicon), when the site has one. */
  icon?: string;
  /** The page's language (BCP 47) on a site of several languages; en-ZA, as always, on a one-language site. */
  lang?: string;
}

/** One <link rel="alternate" hreflang> of a page in a site of several languages (decision 45). */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** What goes into <head>: all values plain text or plain JSON, escaped by the document builder. */
export interface HeadData extends BrandHead {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  noindex: boolean;
  /** Absolute URL of the share image (Open Graph, Twitter): the page's, else the brand's, else none. */
  image?: string;
  siteName: string;
  /** schema.org data for search engines: organisation, web page and the prices the page states. */
  jsonLd: object;
  /** The page in every language, then x-default (the default language); none on a one-language site. */
  alternates?: Alternate[];
}

/** The hreflang links of a page from its canonical path in every language (hreflangPaths, src/render/editions.ts). */
export function alternatesFor(site: Site, paths: readonly { hreflang: string; path: string }[]): Alternate[] {
  return paths.map(({ hreflang, path }) => ({ hreflang, href: absoluteUrl(site, path) }));
}

/** The brand's part of every head: theme colour and site icon. */
export function brandHead(site: Site): BrandHead {
  return { themeColor: site.brand.colours.primary, ...(site.brand.favicon ? { icon: site.brand.favicon } : {}) };
}

/** The title with the site's brand, as the title template says. */
export function pageTitle(site: Site, title: string): string {
  // A function replacement: a "$&" typed in a title must stay text.
  return site.titleTemplate.replace('%s', () => title);
}

/**
 * One canonical path per page, city and language (issue 54). Every form of a page for one city
 * (each alias pattern, /l/ forms, -in-{city} and /{city}) is canonical to the page's first
 * {city} pattern filled with that city: the forms serve the same text, and search engines should
 * add them up, not weigh them against each other. {product} never reaches a page's text, so a
 * product form is canonical to the page without it. A form with a slug not in the config lists
 * is noindex and canonical to the base path, so made-up cities never compete in search.
 */
export function canonicalFor(site: Site, page: Page, match: Pick<RouteMatch<unknown>, 'pattern' | 'params'>): { path: string; indexable: boolean } {
  const { city } = match.params;
  if (!listedForm(site, match.params)) return { path: basePath(site, page), indexable: false };
  if (city === undefined) return { path: basePath(site, page), indexable: true };
  // Filled from the pattern as written, so /SOLAR-FINANCE/durban is canonical to /solar-finance/durban.
  const own = cityPattern(page);
  return { path: own ? fillPattern(own, { city }) : fillPattern(match.pattern, match.params), indexable: true };
}

/** The page's first pattern whose one placeholder is {city}: the canonical form of each city. */
function cityPattern(page: Pick<Page, 'paths'>): string | undefined {
  return page.paths.find((path) => path.includes('{city}') && !path.includes('{product}'));
}

/** The page's first path; when that has a placeholder, its first fixed path (or the first listed form). */
export function basePath(site: Site, page: Page): string {
  const first = page.paths[0]!;
  if (!first.includes('{')) return first;
  return page.paths.find((path) => !path.includes('{')) ?? fillPattern(first, { city: site.cities[0] ?? '', product: site.products[0] ?? '' });
}

/** The head of a page; `meta` comes resolved (placeholders filled, value names as numbers). */
export function headFor(site: Site, page: Page, meta: ResolvedMeta, match: RouteMatch<unknown>, lang?: string): HeadData {
  const canonical = canonicalFor(site, page, match);
  const title = pageTitle(site, meta.title);
  const description = meta.description;
  const url = absoluteUrl(site, canonical.path);
  const image = meta.image ?? site.brand.shareImage;
  return {
    ...brandHead(site),
    ...(lang ? { lang } : {}),
    title,
    description,
    keywords: meta.keywords,
    canonical: url,
    noindex: !canonical.indexable,
    ...(image ? { image: absoluteUrl(site, image) } : {}),
    siteName: site.brand.name,
    jsonLd: jsonLdFor(site, meta.offers, { title, description, url, lang }),
  };
}

/** Organisation (phone, street address), the web page, and an Offer per price in meta.offers. */
function jsonLdFor(
  site: Site,
  offers: ResolvedMeta['offers'],
  { title, description, url, lang = 'en-ZA' }: { title: string; description: string; url: string; lang?: string | undefined },
): object {
  const home = absoluteUrl(site, '/');
  const organization = {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: site.brand.name,
    url: home,
    logo: absoluteUrl(site, site.brand.logo.src),
    telephone: site.brand.phone,
    ...(site.brand.email ? { email: site.brand.email } : {}),
    address: { '@type': 'PostalAddress', streetAddress: site.brand.address.join(', '), addressCountry: 'ZA' },
  };
  const webPage = { '@type': 'WebPage', '@id': url, url, name: title, description, inLanguage: lang, publisher: { '@id': organization['@id'] } };
  const graph: object[] = [organization, webPage];
  if (offers.length > 0) {
    graph.push({
      '@type': 'Service',
      name: title,
      description,
      provider: { '@id': organization['@id'] },
      areaServed: { '@type': 'Country', name: 'South Africa' },
      offers: offers.map((offer) => ({
        '@type': 'Offer',
        name: offer.name,
        price: offer.price,
        priceCurrency: offer.currency,
        url,
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** A path on the public site as an absolute URL; publicUrl may carry a base path (https://host/site). */
export function absoluteUrl(site: Site, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return site.publicUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
