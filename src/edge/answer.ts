import { COMPRESSIBLE } from '../output/compressible';
import { notFoundFile, outputFile, variantFile } from '../output/files';
import { prefixOf } from '../lib/language-paths';
import { contentTypeOf, extensionOf, fileCacheControl, OPENED_AS_DOCUMENT, REVALIDATE } from '../output/served-files';
import { corsHeaders, corsOriginsFrom, hstsPreloadFrom } from '../core/deploy-env';
import { createDispatch, type Answer } from '../core/dispatch';
import { isNotModified } from '../core/not-modified';
import { stylesNotIn, withoutSources } from '../core/page-policy';
import { RENDER_REFUSALS } from '../core/refusals';
import type { ContentRoutes, EdgeEnv, EdgeSite, EventIntake, PostbackIntake, RenderPage } from './edge-site';
import { edgeVisitor, take } from './visitor-limit';

const HTML = 'text/html; charset=utf-8';
/** Request headers the assets binding answers with 304 or a byte range. */
const PASSED_ON = ['if-none-match', 'if-modified-since', 'range', 'if-range'];

/**
 * The edge Worker's answer to one request: the request core's steps (src/core/dispatch.ts, the
 * Node server's too) followed with the Worker's ports. Files come from the assets binding (dist/),
 * pages not built are rendered here and kept in the edge cache, events and postbacks go to D1.
 */
export function edgeAnswers(
  site: EdgeSite,
  {
    random = Math.random,
    render,
    events,
    postbacks,
    content,
  }: { random?: () => number; render?: () => RenderPage; events?: () => EventIntake; postbacks?: () => PostbackIntake; content?: () => ContentRoutes } = {},
) {
  let renderer: RenderPage | undefined;
  let intake: EventIntake | undefined;
  let postbackIntake: PostbackIntake | undefined;
  let contentRoutes: ContentRoutes | undefined;
  /** Pages being made now, by cache key: a second request for one waits for its render (undefined: the visitor who asked first was refused). */
  const making = new Map<string, Promise<Made | undefined>>();
  /** The style sources each built page does not hold, by file: read from the page the first time this isolate sends it. */
  const notHeld = new Map<string, readonly string[]>();
  const dispatch = createDispatch(site, { events: events !== undefined, content: content !== undefined, conversions: postbacks !== undefined, random });

  return async function answer(request: Request, env: EdgeEnv): Promise<Response> {
    const url = new URL(request.url);
    const https = url.protocol === 'https:';
    const security = https ? (hstsPreloadFrom(env) ? site.security.httpsPreload : site.security.https) : site.security.http;
    const head = request.method === 'HEAD';
    const step = dispatch({ method: request.method, target: url.pathname + url.search, cookie: request.headers.get('cookie') ?? undefined, https });
    if (step.kind === 'answer') return short(step, security);
    if (step.kind === 'events') return (intake ??= events!())(request, env, security);
    if (step.kind === 'conversions') return (postbackIntake ??= postbacks!())(request, env, security);
    if (step.kind === 'content')
      return (contentRoutes ??= content!())(request, step.path, env, { ...security, ...corsHeaders(request.headers.get('origin'), corsOriginsFrom(env)) });
    if (step.tryFile) {
      const asset = await fromAssets(env, request, url, step.path);
      if (asset.status !== 404) return file(asset, step.decoded, step.path, security, head);
    }
    const found = step.page();
    if (found.kind === 'answer') return short(found, security);
    if (found.kind === 'not-found') return notFound(env, url, found.prefix, security, head);
    const { key, variant, listed, headers } = found;
    const chosen = variant ? `/${variantFile(key, variant.experiment, variant.variant)}` : `/${outputFile(key)}`;
    // The Node server adds Accept-Encoding to what a page varies on as it picks the encoding; here Cloudflare's edge compresses.
    const extra = { ...headers, vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding' };
    return page(env, request, url, { key, file: chosen, variant: variant?.variant, listed }, security, extra);
  };

  /** A prerendered page (or its variant); made here when the build wrote none for this path (an unlisted city). */
  async function page(
    env: EdgeEnv,
    request: Request,
    url: URL,
    want: Wanted & { file: string },
    security: Record<string, string>,
    extra: Record<string, string>,
  ): Promise<Response> {
    const asset = await fromAssets(env, request, url, want.file);
    if (asset.status === 404) return made(env, request, url, want, security, extra);
    const head = request.method === 'HEAD';
    const { body, policy } = await ownPolicy(want.file, asset, security);
    const headers = new Headers({ ...security, 'content-security-policy': policy, 'content-type': HTML, ...extra });
    copyValidators(asset, headers);
    return new Response(head || asset.status === 304 ? null : body, { status: asset.status === 304 ? 304 : 200, headers });
  }

  /** A built page's own policy (src/core/page-policy.ts), and its body to send: the text read for it, or the stream when read before. */
  async function ownPolicy(file: string, asset: Response, security: Record<string, string>): Promise<{ body: BodyInit | null; policy: string }> {
    const policy = security['content-security-policy']!;
    const known = notHeld.get(file);
    if (known || asset.status !== 200) return { body: asset.body, policy: known ? withoutSources(policy, known) : policy };
    const html = await asset.text();
    const sources = stylesNotIn(html, site.styles);
    // One entry per file of this build: bounded by the build's pages.
    notHeld.set(file, sources);
    return { body: html, policy: withoutSources(policy, sources) };
  }

  /**
   * A page the build did not write, rendered here as the Node server renders it on demand, and
   * kept in the edge cache (caches.default, per data centre) under this build's id, its
   * canonical path and variant: the next visitor there gets it without a render. As on Node, a
   * visitor may have only so many pages of slugs not in the site's lists made (VISITOR_RENDERS;
   * 429 past it), requests for a page being made wait for that render, and the page carries an
   * ETag and Last-Modified (a 304 for a copy still good). A page that failed to render is answered
   * (500, the error screen) but not kept.
   */
  async function made(
    env: EdgeEnv,
    request: Request,
    url: URL,
    want: Wanted,
    security: Record<string, string>,
    extra: Record<string, string>,
  ): Promise<Response> {
    const head = request.method === 'HEAD';
    if (!render) return notFound(env, url, prefixOf(site.languagePrefixes ?? [], url.pathname), security, head);
    const cacheKey = new URL(`/__edge-pages/${site.buildId}${want.key}?variant=${want.variant ?? ''}`, url);
    const cache = (globalThis as unknown as { caches?: { default: EdgeCache } }).caches?.default;
    let kept: Made | undefined = await fromCache(cache, cacheKey);
    if (!kept) {
      let underway = making.get(cacheKey.href);
      if (!underway) {
        // Marked as underway before the limiter is asked, so requests arriving meanwhile wait for this one, not spend tokens of their own.
        const visitor = edgeVisitor(request);
        underway = (async () => (want.listed || (await take(env.VISITOR_RENDERS, visitor)) ? makePage(want, cacheKey, cache) : undefined))().finally(() =>
          making.delete(cacheKey.href),
        );
        making.set(cacheKey.href, underway);
      }
      kept = await underway;
      if (!kept) {
        const { status, refusal, retryAfter } = RENDER_REFUSALS.tooMany;
        return text(status, refusal, { ...security, 'retry-after': retryAfter });
      }
    }
    const own = { ...security, 'content-security-policy': withoutSources(security['content-security-policy']!, stylesNotIn(kept.html, site.styles)) };
    if (kept.status !== 200)
      return new Response(head ? null : kept.html, { status: kept.status, headers: { ...own, 'content-type': HTML, 'cache-control': 'no-store' } });
    const headers = { ...own, 'content-type': HTML, ...extra, etag: kept.etag, 'last-modified': kept.lastModified };
    if (isNotModified(request.headers.get('if-none-match'), request.headers.get('if-modified-since'), kept.etag, new Date(kept.lastModified)))
      return new Response(null, { status: 304, headers });
    return new Response(head ? null : kept.html, { status: 200, headers });
  }

  /** Render a page and keep it in the edge cache with its validators (a failed render is not kept). */
  async function makePage(want: Wanted, cacheKey: URL, cache: EdgeCache | undefined): Promise<Made> {
    renderer ??= render!();
    const { status, html } = renderer(want.key, want.variant);
    if (status !== 200) return { status, html, etag: '', lastModified: '' };
    const page: Made = { status, html, etag: `"${await pageTag(html)}"`, lastModified: new Date(Math.floor(site.builtAt / 1000) * 1000).toUTCString() };
    await cache?.put(
      cacheKey,
      new Response(html, {
        headers: { 'content-type': HTML, 'cache-control': 'public, max-age=31536000', etag: page.etag, 'last-modified': page.lastModified },
      }),
    );
    return page;
  }

  /** The build's 404.html (<prefix>/404.html when the checked path is under another language's prefix), with the status 404. */
  async function notFound(env: EdgeEnv, url: URL, prefix: string, security: Record<string, string>, head: boolean): Promise<Response> {
    const file = `/${notFoundFile(prefix)}`;
    const asset = await env.ASSETS.fetch(new Request(new URL(file, url)));
    const { body, policy } = await ownPolicy(file, asset, security);
    const headers = new Headers({ ...security, 'content-security-policy': policy, 'content-type': HTML, 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
    return new Response(head ? null : body, { status: 404, headers });
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

/** What a page made here is answered with. */
interface Made {
  status: number;
  html: string;
  etag: string;
  lastModified: string;
}

/** A page of the site's routes: its canonical key, its variant, and whether every slug of it is in the site's lists. */
interface Wanted {
  key: string;
  variant?: string;
  listed: boolean;
}

async function fromCache(cache: EdgeCache | undefined, key: URL): Promise<Made | undefined> {
  const kept = await cache?.match(key);
  if (!kept) return undefined;
  return { status: 200, html: await kept.text(), etag: kept.headers.get('etag') ?? '', lastModified: kept.headers.get('last-modified') ?? '' };
}

/** The page's tag as the Node server makes one from a body (src/server/respond.ts): SHA-1, base64url, 22 characters. */
async function pageTag(html: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(html)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
    .slice(0, 22);
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

/** An answer the request core decided: plain text (no-store unless it says), or no body for a 204. */
function short({ status, body, headers }: Answer, security: Record<string, string>): Response {
  if (body === undefined) return new Response(null, { status, headers: { ...security, ...headers } });
  return text(status, body, { ...security, ...headers });
}

function text(status: number, body: string, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
