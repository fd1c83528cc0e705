import { CONTROL } from '../../schemas/control';
import { assign, liveExperiment } from '../experiments/assign';
import { COMPRESSIBLE } from '../output/compressible';
import { notFoundFile, outputFile, variantFile } from '../output/files';
import { cityText } from '../lib/city-text';
import { prefixOf, untranslatedTarget, UNTRANSLATED_STATUS } from '../lib/language-paths';
import { contentTypeOf, extensionOf, fileCacheControl, isAssetPath, OPENED_AS_DOCUMENT, REVALIDATE, servablePath } from '../output/served-files';
import { createMatcher } from '../routes/match';
import { fillPattern } from '../routes/pattern';
import { experimentCookie, readCookie, secureCookies } from '../server/assignment';
import { ALLOWED_METHODS, guardRequest } from '../server/request-guard';
import { EVENTS_PATH } from '../server/event-rules';
import { isContentRequest } from '../content/proxy-path';
import type { ContentRoutes, EdgeEnv, EdgeSite, EventIntake, RenderPage } from './edge-site';

const HTML = 'text/html; charset=utf-8';
/** Request headers the assets binding answers with 304 or a byte range. */
const PASSED_ON = ['if-none-match', 'if-modified-since', 'range', 'if-range'];

/**
 * The edge Worker's answer to one request, by the Node server's rules (src/server/server.ts) and
 * from the same shared modules: the request guard, static file rules and caching, the route
 * matcher, the experiment draw and cookie. Files come from the assets binding (dist/).
 */
export function edgeAnswers(
  site: EdgeSite,
  { random = Math.random, render, events, content }: { random?: () => number; render?: () => RenderPage; events?: () => EventIntake; content?: () => ContentRoutes } = {},
) {
  let renderer: RenderPage | undefined;
  let intake: EventIntake | undefined;
  let contentRoutes: ContentRoutes | undefined;
  const match = createMatcher(
    site.routes.map((route) => ({ page: route, paths: route.paths, ...(route.city ? { cityText: (slug: string | undefined) => cityText(slug, route.city!.names, route.city!.template) } : {}) })),
    site.cityNames,
  );
  // The longest first, as the Node server picks a language by its prefix (src/render/editions.ts).
  const prefixes = site.languagePrefixes ?? [];

  return async function answer(request: Request, env: EdgeEnv): Promise<Response> {
    const url = new URL(request.url);
    const https = url.protocol === 'https:';
    const security = https ? site.security.https : site.security.http;
    const head = request.method === 'HEAD';
    const guard = guardRequest(request.method, url.pathname + url.search, (path) => path === EVENTS_PATH && events !== undefined);
    if (!guard.ok) {
      const allow: Record<string, string> = guard.status === 204 || guard.status === 405 ? { allow: ALLOWED_METHODS } : {};
      if (guard.status === 204) return new Response(null, { status: 204, headers: { ...security, ...allow } });
      return text(guard.status, guard.reason, { ...security, ...allow });
    }
    const { path } = guard;
    if (path === EVENTS_PATH && events) return (intake ??= events())(request, env, security);
    if (content && isContentRequest(path)) return (contentRoutes ??= content())(request, path, env, security);
    const decoded = decodeURIComponent(path);
    if (servablePath(decoded) && extensionOf(decoded) !== '.html') {
      const asset = await fromAssets(env, request, url, path);
      if (asset.status !== 404) return file(asset, decoded, path, security, head);
    }
    // A missing script, stylesheet or image gets a plain 404, not a whole page.
    if (isAssetPath(path)) return text(404, 'Not Found', { ...security, 'cache-control': REVALIDATE });

    const found = match(path);
    if (!found) {
      const moved = untranslatedTarget(prefixes, path, url.search, (target) => match(target) !== undefined);
      if (moved) return text(UNTRANSLATED_STATUS, `Found: ${moved}`, { ...security, location: moved, 'cache-control': REVALIDATE });
      return notFound(env, url, security, head);
    }
    const key = fillPattern(found.pattern, found.params);
    const index = `/${outputFile(key)}`;
    const experiment = liveExperiment(found.page);
    if (!experiment) return page(env, request, url, { key, file: index }, security, { 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
    // As on the Node server: the variant is chosen here, so the first paint is the variant (no
    // flicker); the answer depends on the cookie, so no shared cache keeps it.
    const { variant, setCookie } = assign(experiment, readCookie(request.headers.get('cookie') ?? undefined, experiment.id), random());
    const chosen = variant === CONTROL ? index : `/${variantFile(key, experiment.id, variant)}`;
    const headers: Record<string, string> = { 'cache-control': 'private, no-cache', vary: 'Cookie, Accept-Encoding' };
    if (setCookie) headers['set-cookie'] = experimentCookie(experiment.id, variant, secureCookies(site.publicUrl, https));
    return page(env, request, url, { key, file: chosen, variant: variant === CONTROL ? undefined : variant }, security, headers);
  };

  /** A prerendered page (or its variant); made here when the build wrote none for this path (an unlisted city). */
  async function page(env: EdgeEnv, request: Request, url: URL, want: { key: string; file: string; variant?: string }, security: Record<string, string>, extra: Record<string, string>): Promise<Response> {
    const asset = await fromAssets(env, request, url, want.file);
    const head = request.method === 'HEAD';
    if (asset.status === 404) return made(env, url, want, security, extra, head);
    const headers = new Headers({ ...security, 'content-type': HTML, ...extra });
    copyValidators(asset, headers);
    return new Response(head || asset.status === 304 ? null : asset.body, { status: asset.status === 304 ? 304 : 200, headers });
  }

  /**
   * A page the build did not write, rendered here as the Node server renders it on demand, and
   * kept in the edge cache (caches.default, per data centre) under this build's id, its
   * canonical path and variant: the next visitor there gets it without a render. A page that
   * failed to render is answered (500, the error screen) but not kept.
   */
  async function made(env: EdgeEnv, url: URL, want: { key: string; variant?: string }, security: Record<string, string>, extra: Record<string, string>, head: boolean): Promise<Response> {
    if (!render) return notFound(env, url, security, head);
    const cacheKey = new URL(`/__edge-pages/${site.buildId}${want.key}?variant=${want.variant ?? ''}`, url);
    const cache = (globalThis as unknown as { caches?: { default: EdgeCache } }).caches?.default;
    let kept = await cache?.match(cacheKey);
    if (!kept) {
      renderer ??= render();
      const { status, html } = renderer(want.key, want.variant);
      if (status !== 200) return new Response(head ? null : html, { status, headers: { ...security, 'content-type': HTML, 'cache-control': 'no-store' } });
      kept = new Response(html, { headers: { 'content-type': HTML, 'cache-control': 'public, max-age=31536000' } });
      await cache?.put(cacheKey, kept.clone());
    }
    return new Response(head ? null : kept.body, { status: 200, headers: { ...security, 'content-type': HTML, ...extra } });
  }

  /** The build's 404.html (<prefix>/404.html under another language's prefix), with the status 404. */
  async function notFound(env: EdgeEnv, url: URL, security: Record<string, string>, head: boolean): Promise<Response> {
    const prefix = prefixOf(prefixes, url.pathname);
    const asset = await env.ASSETS.fetch(new Request(new URL(`/${notFoundFile(prefix)}`, url)));
    const headers = new Headers({ ...security, 'content-type': HTML, 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
    return new Response(head ? null : asset.body, { status: 404, headers });
  }

  /** A built file with the Node server's headers: a non-document loses the document-only headers, an SVG gets its own policy. */
  function file(asset: Response, decoded: string, path: string, security: Record<string, string>, head: boolean): Response {
    const extension = extensionOf(decoded);
    const headers = new Headers(security);
    if (!OPENED_AS_DOCUMENT.has(extension)) for (const name of site.documentOnly) headers.delete(name);
    if (extension === '.svg') headers.set('content-security-policy', site.svgPolicy);
    headers.set('content-type', contentTypeOf(decoded));
    headers.set('cache-control', fileCacheControl(path));
    if (COMPRESSIBLE.has(extension)) headers.set('vary', 'Accept-Encoding');
    copyValidators(asset, headers);
    for (const name of ['content-range', 'accept-ranges']) {
      const value = asset.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(head || asset.status === 304 ? null : asset.body, { status: asset.status, headers });
  }
}

/** GET of one file of dist/ from the assets binding, with the request's validators and range. */
function fromAssets(env: EdgeEnv, request: Request, url: URL, path: string): Promise<Response> {
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return env.ASSETS.fetch(new Request(new URL(path, url), { headers }));
}

/** The part of the Workers Cache API the Worker uses (caches.default). */
interface EdgeCache {
  match(key: URL): Promise<Response | undefined>;
  put(key: URL, response: Response): Promise<void>;
}

function copyValidators(asset: Response, headers: Headers): void {
  for (const name of ['etag', 'last-modified']) {
    const value = asset.headers.get(name);
    if (value) headers.set(name, value);
  }
}

function text(status: number, body: string, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
