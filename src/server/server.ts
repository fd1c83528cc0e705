import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { SiteModel } from '../config/model';
import { NO_CONTENT, type SiteContent } from '../content/site-content';
import { COMPRESSIBLE } from '../output/compressible';
import { NOT_FOUND_PROBE, notFoundFile, outputFile, variantFile } from '../output/files';
import { assetsFromManifest } from '../render/assets';
import { createRenderer } from '../render/render-page';
import { withPrefix } from '../lib/language-paths';
import { DISCARD_EVENTS, type EventStore } from '../events/store';
import { clientAddress, forwardedHttps } from './client-address';
import { createEventBudget, createEventIntake } from './event-intake';
import { createPostbackIntake, missingSecrets } from './postback-intake';
import { logEvery } from './log-every';
import { DEFAULT_LIMITS, type ServerLimits } from '../core/limits';
import { onDemandPages, type PageAnswer } from './on-demand';
import { contentRoutes } from './content-routes';
import { LruCache } from './lru';
import { preparedAnswers } from './prepared';
import { negotiateEncoding, notModified, representation, representationSize, sendRepresentation, sendText, type Representation } from './respond';
import { parseRange } from './range';
import { DOCUMENT_ONLY_HEADERS, inlinedBy, inlineStyleSources, securityHeaders, SVG_POLICY } from '../output/security-headers';
import { answerOnSocket } from './socket-answers';
import { contentTypeOf as contentType } from '../output/served-files';
import { resolveStaticFile } from './static-files';
import { fileEtag, pageFile } from './page-files';
import { fileCacheControl, OPENED_AS_DOCUMENT, REVALIDATE } from '../output/served-files';
import { createDispatch, type Answer } from '../core/dispatch';
import { routeTable } from '../core/route-table';
import { stylesNotIn } from '../core/page-policy';

export interface SiteServerOptions {
  model: SiteModel;
  distDir: string;
  /**
   * Content baked into pages rendered on demand (testimonials). A promise lets the server answer
   * at once: pages render without it until it arrives.
   */
  content?: SiteContent | Promise<SiteContent>;
  /** URL of the local content store (named endpoints and /content-api/images/* read it). */
  contentStoreUrl?: string;
  /** Origins allowed to read /content-api/* from another site (CORS); none by default. */
  corsOrigins?: readonly string[];
  /** Send HSTS with `preload` (only once the domain is meant for the browsers' preload list). */
  hstsPreload?: boolean;
  /** Pages and files kept in memory (with their compressed copies). @default 10,000 entries, 128 MB */
  cache?: { maxEntries?: number; maxBytes?: number };
  /**
   * Where POST /__events stores page views and call-to-action clicks, and POST /__conversions the
   * providers' postbacks; without it beacons are checked and dropped, and every postback's click id is unknown.
   */
  events?: { store: EventStore };
  /** Where the conversion providers' secrets are read, by the variable names in site.config.yaml. @default process.env */
  env?: Record<string, string | undefined>;
  /**
   * Proxies in front of this server that append the address they saw to X-Forwarded-For (nginx
   * with $proxy_add_x_forwarded_for: 1). The per-visitor limits then key on the visitor's address,
   * not the proxy's; with 0 the header is ignored, since any visitor can write it. @default 0
   */
  trustedProxies?: number;
  /** What a visitor may cost the server (limits.ts). @default DEFAULT_LIMITS */
  limits?: Partial<ServerLimits>;
  /** The limits' clock, in ms (tests hold it still). @default performance.now */
  clock?: () => number;
  /** Where refused floods are logged, once a minute per kind. @default console.error */
  log?: (message: string) => void;
  /** Draws new visitors' variants (tests pass a fixed one). @default Math.random */
  random?: () => number;
  /** Start the render thread with the server, not on the first unlisted city (`start` does, and listens once `warmed` settles). @default false */
  warmRenderThread?: boolean;
}

const HTML = 'text/html; charset=utf-8';
/** Files above this are streamed from disk, not held in memory. */
const MAX_CACHED_FILE = 1024 * 1024;
/** How long a kept answer is sent again without looking at dist/: a rebuilt page shows this late at most. */
const PREPARED_TTL_MS = 1000;
/**
 * Entries kept: more than the pages a site prerenders, so a crawl of all of them is answered from
 * memory; with fewer a random crawl missed and read the disk, at a large cost to the main thread
 * (docs/decisions/36-crawl-and-memory.md). The byte bound is what bounds memory.
 */
const CACHE_ENTRIES = 10_000;
/**
 * Bytes of bodies kept: enough for every page's brotli copy of the shipped site's three languages;
 * with half of it a random crawl missed a third of the time, went to the disk and answered about
 * half as many requests a second (docs/decisions/36-crawl-and-memory.md). Nothing is kept until
 * asked for, so an idle server holds none of it.
 */
const CACHE_BYTES = 128 * 1024 * 1024;

/**
 * The reference server: prerendered pages and built files from dist/, city pages not prerendered
 * rendered on demand (and cached), 404 with the branded page for unknown paths, compression,
 * validators, security headers on every answer. Static hosts reproduce it as docs/deploy.md says.
 */
export function createSiteServer({
  model,
  distDir,
  content = NO_CONTENT,
  contentStoreUrl,
  corsOrigins = [],
  hstsPreload = false,
  cache = {},
  events,
  env = process.env,
  trustedProxies = 0,
  limits = {},
  clock,
  log = console.error,
  random = Math.random,
  warmRenderThread = false,
}: SiteServerOptions): Server & { warmed: Promise<void> } {
  const root = resolve(distDir);
  const assets = assetsFromManifest(root, model);
  const memory = new LruCache<Representation>(cache.maxEntries ?? CACHE_ENTRIES, cache.maxBytes ?? CACHE_BYTES);
  // Answers already given, kept as they went out. Their bodies are mostly the cache's own buffers;
  // bounded the same, so the two together hold at most twice the cache's bound.
  const prepared = preparedAnswers({ maxEntries: cache.maxEntries ?? CACHE_ENTRIES, maxBytes: cache.maxBytes ?? CACHE_BYTES, ttlMs: PREPARED_TTL_MS, clock });
  const started = new Date();
  const clientOf = (req: IncomingMessage) => clientAddress(req, trustedProxies);
  const bounds = { ...DEFAULT_LIMITS, ...limits };
  const initial = content instanceof Promise ? NO_CONTENT : content;
  // The not-found page is made here, once per content; every other page not built, on a render thread.
  let render = createRenderer(model, assets, initial);
  const onDemand = onDemandPages({ model, assets, content: initial, memory, started, limits: bounds, clientOf, clock, log });
  if (content instanceof Promise) {
    void content.then((arrived) => {
      render = createRenderer(model, assets, arrived);
      onDemand.setContent(arrived);
      prepared.clear();
      notFoundPages.clear();
    });
  }
  const warmed = warmRenderThread ? onDemand.warm() : Promise.resolve();
  const contentStore = model.site.contentStore;
  const inline = inlinedBy(assets);
  const styles = inlineStyleSources(assets);
  const headers = { http: securityHeaders(model.site, inline), https: securityHeaders(model.site, { https: true, hstsPreload, ...inline }) };
  const securityFor = (req: IncomingMessage) => (isHttps(req) ? headers.https : headers.http);
  const contentRequest = contentStore ? contentRoutes({ config: contentStore, storeUrl: contentStoreUrl, corsOrigins }) : undefined;
  const conversions = model.site.conversions;
  const dispatch = createDispatch(routeTable(model), { events: true, content: contentRequest !== undefined, conversions: conversions !== undefined, random });
  // The not-found page of each language, by prefix ('' the default's), when the build wrote none.
  const notFoundPages = new Map<string, Representation>();
  // Without a store the beacons are still checked, then dropped: a page must not log a failed
  // request in the visitor's console because this server keeps no events.
  // One budget for beacons and postbacks, each kind of trouble logged once a minute.
  const warn = logEvery(log, 60_000, clock);
  const budget = createEventBudget({ limits: bounds, clock, warn });
  const intake = createEventIntake({ model, store: events?.store ?? DISCARD_EVENTS, limits: bounds, clientOf, clock, log, budget });
  const postbacks = conversions && createPostbackIntake({ conversions, store: events?.store ?? DISCARD_EVENTS, budget, clientOf, env, warn });
  if (conversions) for (const line of missingSecrets(conversions, env)) log(line);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    try {
      const https = isHttps(req);
      // A page or file answered before: sent again as it went out (./prepared.ts).
      if (prepared.answer(req, res, https)) return;
      for (const [name, value] of Object.entries(https ? headers.https : headers.http)) res.setHeader(name, value);
      handle(req, res, https);
    } catch (error) {
      failed(req, res, error);
    }
  });
  answerOnSocket(server, () => headers.http);
  server.on('close', () => void onDemand.close());
  return Object.assign(server, { warmed });

  function failed(req: IncomingMessage, res: ServerResponse, error: unknown) {
    console.error(`Request ${req.method} ${String(req.url).slice(0, 200)} failed:`, error);
    if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
    else res.destroy();
  }

  /**
   * Keep a 200 answer made from `rep` to send it again as it is (not one that depends on a cookie).
   * By its ETag: a built page is one Representation per encoding, each a version of the same file;
   * by object, each encoding asked for pushed out the others.
   */
  function keeper(req: IncomingMessage, res: ServerResponse, rep: Representation, unchanged?: () => boolean) {
    return (body: Buffer) => prepared.keep(req, res, isHttps(req), rep.etag, body, unchanged);
  }

  /** Send a page now, or once it has been made; a refusal as plain text with Retry-After. `keep`: the same for every visitor. */
  function sendPage(req: IncomingMessage, res: ServerResponse, answer: PageAnswer | Promise<PageAnswer>, cacheControl: string, keep = false) {
    if (answer instanceof Promise)
      return void answer.then((made) => sendPage(req, res, made, cacheControl, keep)).catch((error: unknown) => failed(req, res, error));
    if ('refusal' in answer) return sendText(res, answer.status, answer.refusal, { 'retry-after': answer.retryAfter });
    sendRepresentation(
      req,
      res,
      answer.status,
      answer.rep,
      answer.status === 200 ? cacheControl : 'no-store',
      keep ? keeper(req, res, answer.rep, answer.unchanged) : undefined,
    );
  }

  /** The request core's steps (src/core/dispatch.ts, the Worker's too), followed with this server's files, render threads and event store. */
  function handle(req: IncomingMessage, res: ServerResponse, https: boolean) {
    const step = dispatch({ method: req.method, target: req.url, cookie: req.headers.cookie, https });
    if (step.kind === 'answer') return short(res, step);
    if (step.kind === 'events') return intake(req, res);
    if (step.kind === 'conversions') return postbacks!(req, res);
    if (step.kind === 'content') return contentRequest!(req, res, step.path);
    if (step.tryFile) {
      const file = resolveStaticFile(root, step.path);
      if (file && !file.endsWith('.html')) return sendFile(req, res, file, fileCacheControl(step.path));
    }
    const found = step.page();
    if (found.kind === 'answer') return short(res, found);
    if (found.kind === 'not-found') return sendRepresentation(req, res, 404, notFound(req, found.prefix), REVALIDATE);
    const { 'cache-control': cacheControl = REVALIDATE, ...rest }: Record<string, string> = found.headers;
    for (const [name, value] of Object.entries(rest)) res.setHeader(name, value);
    sendPage(req, res, page(req, found.key, found.variant, found.listed), cacheControl, found.shared);
  }

  /** An answer the request core decided: plain text, or no body for a 204. */
  function short(res: ServerResponse, { status, body, headers }: Answer) {
    if (body === undefined) return void res.writeHead(status, headers).end();
    sendText(res, status, body, headers);
  }

  /**
   * The page for a canonical-case path: the prerendered file when the build wrote one, else made
   * on demand (on-demand.ts). Only paths built from the config reach the disk here, never the raw request.
   */
  function page(
    req: IncomingMessage,
    key: string,
    variant: { experiment: string; variant: string } | undefined,
    listed: boolean,
  ): PageAnswer | Promise<PageAnswer> {
    const file = join(root, variant ? variantFile(key, variant.experiment, variant.variant) : outputFile(key));
    const stat = statOrUndefined(file);
    if (!stat) return onDemand.page(req, key, variant?.variant, listed);
    return { status: 200, rep: builtPage(req, file, stat), unchanged: sameFile(file, stat) };
  }

  /** A page the build wrote, for the encoding the request takes (./page-files.ts), kept in memory. */
  function builtPage(req: IncomingMessage, file: string, stat: Stats): Representation {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const cacheKey = `page:${file}:${stat.mtimeMs}:${stat.size}:${encoding ?? ''}`;
    let rep = memory.get(cacheKey);
    if (!rep) {
      rep = pageFile(file, stat, encoding);
      // Read from the page itself (the copy held may be only its brotli one): once per page and encoding kept.
      rep.stylesNotHeld = stylesNotIn(rep.body ? rep.body.toString('utf8') : readFileSync(file, 'utf8'), styles);
      memory.set(cacheKey, rep, representationSize(rep));
    }
    return rep;
  }

  function notFound(req: IncomingMessage, prefix: string): Representation {
    // The build's 404.html with its copies (<prefix>/404.html for a path under another language's
    // prefix); rendered here only when the build wrote none. The page depends on the path only
    // through its language, so one copy per language serves every 404.
    const file = join(root, notFoundFile(prefix));
    const stat = statOrUndefined(file);
    if (stat) return builtPage(req, file, stat);
    let rep = notFoundPages.get(prefix);
    if (!rep) {
      const { html } = render(withPrefix(prefix, NOT_FOUND_PROBE));
      notFoundPages.set(prefix, (rep = { ...representation(Buffer.from(html), HTML, true, started), stylesNotHeld: stylesNotIn(html, styles) }));
    }
    return rep;
  }

  /**
   * A file of dist/: from memory when it is at most MAX_CACHED_FILE (with the build's .br and .gz
   * copies beside it, else compressed once here), kept for prepared answers; a larger one, or a
   * byte range of a file sent as it is, streamed from the disk.
   */
  function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string) {
    const stat = statSync(file);
    const type = contentType(file);
    const extension = extname(file).toLowerCase();
    const compressible = COMPRESSIBLE.has(extension);
    if (!OPENED_AS_DOCUMENT.has(extension)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    if (extension === '.svg') res.setHeader('content-security-policy', SVG_POLICY);
    if (stat.size <= MAX_CACHED_FILE && (compressible || req.headers.range === undefined)) {
      const key = `file:${file}:${stat.mtimeMs}:${stat.size}`;
      let rep = memory.get(key);
      if (!rep)
        rep = compressible ? withBuildCopies(representation(readFileSync(file), type, true, stat.mtime), file) : fileAsItIs(readFileSync(file), type, stat);
      sendRepresentation(req, res, 200, rep, cacheControl, keeper(req, res, rep, sameFile(file, stat)));
      memory.set(key, rep, representationSize(rep));
      return;
    }
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    // Precompressed at build (src/prerender/compress.ts): stream the .br or .gz beside the file.
    const sibling = encoding && statOrUndefined(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (encoding && sibling) return streamFile(req, res, `${file}.${encoding === 'br' ? 'br' : 'gz'}`, sibling, stat, { type, cacheControl, encoding });
    streamFile(req, res, file, stat, stat, { type, cacheControl, encoding: undefined, vary: compressible });
  }

  function streamFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    stat: Stats,
    original: Stats,
    { type, cacheControl, encoding, vary = true }: { type: string; cacheControl: string; encoding: string | undefined; vary?: boolean },
  ) {
    const etag = `"${fileEtag(original)}${encoding ? `-${encoding === 'br' ? 'br' : 'gz'}` : ''}"`;
    res.setHeader('cache-control', cacheControl);
    res.setHeader('etag', etag);
    res.setHeader('last-modified', original.mtime.toUTCString());
    if (vary) res.setHeader('vary', 'Accept-Encoding');
    if (notModified(req, etag, new Date(Math.floor(original.mtimeMs / 1000) * 1000))) return void res.writeHead(304).end();
    const headers = { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) };
    // Byte ranges for files sent as they are (audio and video seek with them; Safari needs 206).
    const range = encoding ? undefined : requestedRange(req, etag, stat.size);
    if (!encoding) res.setHeader('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') {
      // An error answer: the document's headers too (docs/deploy.md), which sendFile took off for the file.
      for (const [name, value] of Object.entries(securityFor(req))) res.setHeader(name, value);
      res.writeHead(416, { 'content-range': `bytes */${stat.size}` });
      return void res.end();
    }
    if (range)
      res.writeHead(206, { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${stat.size}`, 'content-length': range.end - range.start + 1 });
    else res.writeHead(200, { ...headers, 'content-length': stat.size });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file, range ?? {})
      .on('error', () => res.destroy())
      .pipe(res);
  }
}

/** A file sent as it is (images, audio), from memory: its ETag as when streamed, and ranges offered. */
function fileAsItIs(body: Buffer, type: string, stat: Stats): Representation {
  return { ...representation(body, type, false, stat.mtime, fileEtag(stat)), ranges: true };
}

/** The build's brotli 11 and gzip copies (src/prerender/compress.ts) as the encoded bodies, when they are there. */
function withBuildCopies(rep: Representation, file: string): Representation {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    try {
      rep.encoded[encoding] = readFileSync(file + suffix);
    } catch {
      // No copy: compressed here on first need.
    }
  }
  if (rep.encoded.br) rep.bestBrotli = true;
  return rep;
}

/** The range to send: only when If-Range (if sent) still names this version of the file. */
function requestedRange(req: IncomingMessage, etag: string, size: number): ReturnType<typeof parseRange> {
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return undefined;
  return parseRange(req.headers.range, size);
}

/** TLS here, or a proxy in front that says the visitor used HTTPS. */
function isHttps(req: IncomingMessage): boolean {
  return (req.socket as TLSSocket).encrypted === true || forwardedHttps(req.headers['x-forwarded-proto']);
}

/** Is `file` still the one `stat` described (a rebuild gives it a new time or size)? */
function sameFile(file: string, stat: Stats): () => boolean {
  return () => {
    const now = statOrUndefined(file);
    return now !== undefined && now.mtimeMs === stat.mtimeMs && now.size === stat.size;
  };
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    // No error made for a missing file: a city not prerendered asks for one on every first request.
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}
