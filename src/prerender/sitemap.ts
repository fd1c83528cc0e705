import type { Site } from '../../schemas/site';
import { escapeHtml } from '../lib/html-escape';
import { absoluteUrl } from '../render/seo';

/** The sitemap protocol allows at most 50 000 URLs per file; beyond that, an index of files. */
export const SITEMAP_LIMIT = 50_000;

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * The sitemap files for a list of canonical paths: sitemap.xml alone, or, past the limit,
 * sitemap.xml as an index of sitemap-1.xml, sitemap-2.xml, ...
 */
export function sitemapFiles(site: Site, canonicalPaths: readonly string[], limit = SITEMAP_LIMIT): Record<string, string> {
  const urlset = (paths: readonly string[]) =>
    `${HEADER}<urlset ${NS}>\n${paths.map((path) => `<url><loc>${escapeHtml(absoluteUrl(site, path))}</loc></url>`).join('\n')}\n</urlset>\n`;
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
