import type { Site } from '../../schemas/site';
import type { Assets } from '../render/document';
import { outputFile } from '../output/files';
import { inlinedBy, securityHeaders } from '../output/security-headers';

/**
 * `_headers` for static hosts that read it (Netlify, Cloudflare Pages): the same security headers
 * as the Node server (HTTPS variant: such hosts serve HTTPS) and immutable caching for hashed assets.
 * Cache-Control is set per folder only: these hosts join a header matched twice with a comma.
 */
export function headersFile(site: Site, assets: Pick<Assets, 'inlineStyles' | 'boot'> = {}): string {
  const security = Object.entries(securityHeaders(site, { https: true, ...inlinedBy(assets) })).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...security, '/assets/*', '  cache-control: public, max-age=31536000, immutable', ''].join('\n');
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): paths whose last segment looks like a file name
 * (/old-offer/index.php) are served from the folder the build wrote for them.
 */
export function redirectsFile(paths: readonly string[]): string {
  const dotted = paths.filter((path) => /\.[^/]*$/.test(path));
  return dotted.map((path) => `${path} /${outputFile(path)} 200`).join('\n') + (dotted.length ? '\n' : '');
}
