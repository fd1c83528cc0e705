/** No page path can hold a space (schemas/page.ts), so rendering this gives the not-found page. */
export const NOT_FOUND_PROBE = '/ not-found';

/**
 * Where a URL path is written under dist/: <path>.html (index.html for /), because that is the one
 * layout static hosts serve at the path itself with no trailing slash, as the canonical links and
 * the sitemap write it: Netlify and Cloudflare Pages answer /path from path.html and send /path/
 * there, where a <path>/index.html would make them send /path to /path/ (decision 39).
 * /old-offer/index.php becomes old-offer/index.php.html (docs/deploy.md: the rewrite a static host needs for it).
 */
export function outputFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    if (trimmed !== '') throw new Error(`Cannot write a page for "${path}": empty, "." or ".." segments are not allowed in page paths`);
  }
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}

/** The not-found page of a language, by its prefix: 404.html for the default (''), af/404.html for /af (decision 45). */
export function notFoundFile(prefix: string): string {
  return prefix === '' ? '404.html' : `${outputFile(prefix).replace(/\.html$/, '')}/404.html`;
}

/** The prerendered file of an experiment's variant, beside its page's file: <path>.<experiment>.<variant>.html. */
export function variantFile(path: string, experimentId: string, variantId: string): string {
  return outputFile(path).replace(/\.html$/, `.${experimentId}.${variantId}.html`);
}
