import type { Site } from '../../schemas/site';
import { escapeHtml } from '../lib/html-escape';
import { absoluteUrl } from '../render/seo';

/** The sitemap protocol allows at most 50 000 URLs per file; beyond that, an index of files. */
const SITEMAP_LIMIT = 50_000;

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** The namespace of <xhtml:link>, for the alternates of a site in several languages. */
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** A page's URL in every language (hreflang tag and path), x-default last; none on a one-language site. */
export type AlternatesOf = (path: string) => readonly { hreflang: string; path: string }[];

/**
 * The sitemap files for a list of canonical paths: sitemap.xml alone, or, past the limit,
 * sitemap.xml as an index of sitemap-1.xml, sitemap-2.xml, ...
 */
export function sitemapFiles(site: Site, canonicalPaths: readonly string[], limit = SITEMAP_LIMIT, alternatesOf?: AlternatesOf): Record<string, string> {
  // Remembered: with alternates, each path is written once as a <loc> and once in every language's entry.
  const urls = new Map<string, string>();
  const url = (path: string) => {
    let written = urls.get(path);
    if (written === undefined) urls.set(path, (written = escapeHtml(absoluteUrl(site, path))));
    return written;
  };
  // Each URL lists the page in every language, itself included, as the hreflang links of its head do.
  const links = (path: string) =>
    (alternatesOf?.(path) ?? [])
      .map(({ hreflang, path: other }) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${url(other)}"/>`)
      .join('');
  const urlset = (paths: readonly string[]) =>
    `${HEADER}<urlset ${NS}${alternatesOf ? ` ${XHTML_NS}` : ''}>\n${paths.map((path) => `<url><loc>${url(path)}</loc>${links(path)}</url>`).join('\n')}\n</urlset>\n`;
  if (canonicalPaths.length <= limit) return { 'sitemap.xml': urlset(canonicalPaths) };
  const files: Record<string, string> = {};
  for (let i = 0; i * limit < canonicalPaths.length; i++) files[`sitemap-${i + 1}.xml`] = urlset(canonicalPaths.slice(i * limit, (i + 1) * limit));
  const entries = Object.keys(files).map((name) => `<sitemap><loc>${escapeHtml(absoluteUrl(site, `/${name}`))}</loc></sitemap>`);
  files['sitemap.xml'] = `${HEADER}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
  return files;
}

/** robots.txt: everything may be crawled; the sitemap is on the public URL from the config. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}
