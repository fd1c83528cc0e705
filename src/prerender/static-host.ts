import type { Site } from '../../schemas/site';
import type { SiteModel } from '../config/model';
import type { Assets } from '../render/document';
import { notFoundFile, outputFile } from '../output/files';
import { inlinedBy, securityHeaders } from '../output/security-headers';
import { UNTRANSLATED_STATUS, withPrefix } from '../lib/language-paths';
import { everyPath } from './paths';

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
export function redirectsFile(paths: readonly string[], prefixes: readonly string[] = [], moved: readonly string[] = []): string {
  const dotted = paths.filter((path) => /\.[^/]*$/.test(path)).map((path) => `${path} /${outputFile(path)} 200`);
  const lower = paths.filter((path) => path !== path.toLowerCase()).map((path) => `${path.toLowerCase()} /${outputFile(path)} 200`);
  const notFound = prefixes.map((prefix) => `${prefix}/* /${notFoundFile(prefix)} 404`);
  // The first rule that matches wins: the untranslated pages' redirects before the language's not-found rule.
  const lines = [...dotted, ...lower, ...moved, ...notFound];
  return lines.join('\n') + (lines.length ? '\n' : '');
}

/**
 * What `landing-engine start` does for this site that dist/ on a static host will not, one line
 * each, for `build` to print: a site is not told "put it on any static host" when it relies on one.
 */
export function staticHostLimits(model: SiteModel, paths: readonly string[]): string[] {
  const limits: string[] = [];
  const cityPaths = model.pages.flatMap((entry) => entry.page.paths.filter((path) => path.includes('{city}')));
  if (cityPaths.length > 0)
    limits.push(
      `city pages for cities not under cities: (${cityPaths[0]} with any other city) answer 404; only the ${model.site.cities.length} listed cities have files.`,
    );
  const running = model.pages.flatMap((entry) =>
    (entry.page.experiments ?? []).filter((experiment) => experiment.status === 'running').map((experiment) => `${experiment.id} (${entry.file})`),
  );
  if (running.length > 0)
    limits.push(
      `experiments ${running.join(', ')}: every visitor sees the control; assigning variants needs landing-engine start or build --target cloudflare (docs/deploy.md).`,
    );
  limits.push('page views and clicks (POST /__events) are lost unless the host forwards that path to landing-engine start.');
  const { unwritable } = untranslatedRedirects(model);
  if (unwritable.length > 0)
    limits.push(
      `${unwritable.length} address pattern(s) of pages not translated (${unwritable[0]}) cannot be written in _redirects: they answer 404 there instead of redirecting to the default language.`,
    );
  const written = new Set(paths);
  const left = everyPath(model).filter((entry) => !written.has(entry.path));
  if (left.length > 0) {
    limits.push(
      `${left.length} alias form(s) (${left[0]!.path}) are not written under prerender: canonical and answer 404; set prerender: every in site.config.yaml for a static host.`,
    );
  }
  const mixed = paths.filter((path) => path !== path.toLowerCase());
  if (mixed.length > 0)
    limits.push(`${mixed.length} path(s) written with capitals (${mixed[0]}): _redirects serves their lower-case form too; other spellings 404.`);
  return limits;
}

/**
 * The `_redirects` rules that send a page not translated into a language (issue 54) from its
 * address under that language's prefix to the default language's page, as start and the Worker do
 * (302, src/lib/language-paths.ts). A {city} or {product} that is a whole segment becomes a
 * :placeholder; a pattern with one inside a segment (-in-{city}) cannot be written so, and is
 * counted in `unwritable` for staticHostLimits.
 */
export function untranslatedRedirects(model: SiteModel): { lines: string[]; unwritable: string[] } {
  const lines: string[] = [];
  const unwritable: string[] = [];
  for (const { language, untranslated = [] } of model.editions ?? []) {
    for (const entry of model.pages.filter((page) => untranslated.includes(page.id))) {
      for (const path of entry.page.paths) {
        const segments = path.split('/').map((segment) => (segment === '{city}' || segment === '{product}' ? `:${segment.slice(1, -1)}` : segment));
        if (segments.some((segment) => segment.includes('{'))) unwritable.push(withPrefix(language.prefix, path));
        else lines.push(`${withPrefix(language.prefix, segments.join('/'))} ${segments.join('/')} ${UNTRANSLATED_STATUS}`);
      }
    }
  }
  return { lines, unwritable };
}
