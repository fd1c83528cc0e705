/** No page path can hold a space (schemas/page.ts), so rendering this gives the not-found page. */
export const NOT_FOUND_PROBE = '/ not-found';

/**
 * Where a URL path is written under dist/: always <path>/index.html, so a static host serves it at
 * the path itself. /old-offer/index.php becomes old-offer/index.php/index.html
 * (see docs/deploy.md for the rewrite a static host needs for it).
 */
export function outputFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    if (trimmed !== '') throw new Error(`Cannot write a page for "${path}": empty, "." or ".." segments are not allowed in page paths`);
  }
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
