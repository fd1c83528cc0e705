import type { Site } from '../../schemas/site';
import type { SiteModel } from '../config/model';
import type { Assets } from '../render/document';
import { notFoundFile, outputFile } from '../output/files';
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
 * (/old-offer/index.php) are served from the folder the build wrote for them, and so is the
 * lower-case form of a path written with capitals (/SolarDeals): the Node server matches paths in
 * any case, a static host only the spelling it has a folder for. `prefixes`: the other languages'
 * (decision 45): a path under /af that no file answers gets the Afrikaans not-found page (Netlify
 * applies such a rule only where no file is; Cloudflare Pages finds the nearest 404.html itself).
 */
export function redirectsFile(paths: readonly string[], prefixes: readonly string[] = []): string {
  const dotted = paths.filter((path) => /\.[^/]*$/.test(path)).map((path) => `${path} /${outputFile(path)} 200`);
  const lower = paths.filter((path) => path !== path.toLowerCase()).map((path) => `${path.toLowerCase()} /${outputFile(path)} 200`);
  const notFound = prefixes.map((prefix) => `${prefix}/* /${notFoundFile(prefix)} 404`);
  const lines = [...dotted, ...lower, ...notFound];
  return lines.join('\n') + (lines.length ? '\n' : '');
}

/**
 * What `landing-engine start` does for this site that dist/ on a static host will not, one line
 * each, for `build` to print: a site is not told "put it on any static host" when it relies on one.
 */
export function staticHostLimits(model: SiteModel, paths: readonly string[]): string[] {
  const limits: string[] = [];
  const cityPaths = model.pages.flatMap((entry) => entry.page.paths.filter((path) => path.includes('{city}')));
  if (cityPaths.length > 0) limits.push(`city pages for cities not under cities: (${cityPaths[0]} with any other city) answer 404; only the ${model.site.cities.length} listed cities have files.`);
  const running = model.pages.flatMap((entry) => (entry.page.experiments ?? []).filter((experiment) => experiment.status === 'running').map((experiment) => `${experiment.id} (${entry.file})`));
  if (running.length > 0) limits.push(`experiments ${running.join(', ')}: every visitor sees the control; assigning variants needs landing-engine start or build --target cloudflare (docs/deploy.md).`);
  limits.push('page views and clicks (POST /__events) are lost unless the host forwards that path to landing-engine start.');
  const mixed = paths.filter((path) => path !== path.toLowerCase());
  if (mixed.length > 0) limits.push(`${mixed.length} path(s) written with capitals (${mixed[0]}): _redirects serves their lower-case form too; other spellings 404.`);
  return limits;
}
