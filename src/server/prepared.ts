import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_URL_LENGTH } from '../core/request-guard';
import { negotiateEncoding, type Encoding } from './respond';

/** One answer as it went out: its status line's headers, flat, and its body (as encoded). */
export interface Variant {
  head: Array<string | number>;
  /** The same headers without the body's (a 304 carries the validators and the security headers). */
  notModifiedHead: Array<string | number>;
  etag: string;
  body: Buffer;
}

interface Entry {
  /**
   * Which version of the path the answers were made from (the server gives its ETag, the same for
   * every encoding of a page): another version (a rebuilt file, new content) starts a new entry.
   */
  version: unknown;
  /** After this (clock ms) the answer is checked again: by `unchanged` when given, else by the full path. */
  until: number;
  /** Says the file the answers came from is still as it was (one stat), so they go on without the full path. */
  unchanged?: () => boolean;
  variants: Map<string, Variant>;
  /** Bytes of its bodies, for the size bound. */
  bytes: number;
}

/** The request headers a kept answer depends on (node:http's names: lower case). */
interface KeptRequestHeaders {
  range?: string;
  'if-modified-since'?: string;
  'if-none-match'?: string;
  'accept-encoding'?: string;
}

/** A kept answer found for a request: the 200 as it went out, or its 304. */
interface KeptAnswer {
  variant: Variant;
  notModified: boolean;
}

export interface PreparedOptions {
  /** Paths kept, and bytes of bodies kept; past either the oldest path goes first. */
  maxEntries: number;
  maxBytes: number;
  /** How long an answer is sent again without looking at the disk: a rebuilt page shows this late at most. */
  ttlMs: number;
  clock?: () => number;
}

const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * Answers the server has already given once, kept as they went out (headers and body for each
 * encoding and for http and https), so a page or file asked for again costs one lookup and one
 * write: no guard, no route match, no stat, no header built (docs/decisions/34-first-view-and-serving.md).
 * Only what the full path put here is answered, for the same path (the query is ignored as the
 * full path ignores it), and only a plain GET or HEAD: a range, a date validator or an ETag that
 * does not match goes the full way. After `ttlMs` an answer kept with `unchanged` goes on while
 * its file is as it was (one stat); one without it goes the full path once, which keeps the
 * answer again, so a rebuilt page or changed file shows within that time.
 */
export function preparedAnswers({ maxEntries, maxBytes, ttlMs, clock = Date.now }: PreparedOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (path: string) => {
    const entry = entries.get(path);
    if (!entry) return;
    entries.delete(path);
    bytes -= entry.bytes;
  };
  const bound = () => {
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  // Browsers send a handful of Accept-Encoding values: parse each once.
  const encodings = new Map<string, Encoding | undefined>();
  const encodingOf = (header: string | undefined): Encoding | undefined => {
    const key = header ?? '';
    if (encodings.has(key)) return encodings.get(key);
    const encoding = negotiateEncoding(header);
    if (encodings.size < 64) encodings.set(key, encoding);
    return encoding;
  };
  const pathOf = (url: string) => {
    const query = url.indexOf('?');
    return query < 0 ? url : url.slice(0, query);
  };
  const variantKey = (https: boolean, encoding: Encoding | undefined) => `${https ? 's' : ''}${encoding ?? ''}`;

  /** The kept answer for a request, or undefined when the full path must answer. */
  const find = (method: string, url: string, headers: KeptRequestHeaders, https: boolean): KeptAnswer | undefined => {
    if (url.length > MAX_URL_LENGTH || (method !== 'GET' && method !== 'HEAD')) return undefined;
    const entry = entries.get(pathOf(url));
    if (!entry) return undefined;
    if (entry.until < clock()) {
      // A crawl of every page meets most kept answers past their time: one stat here instead of
      // the full path (guard, route match, stat, lookup, headers) kept start under half of
      // nginx's requests a second (bench/crawl.ts, 28 Nov).
      if (!entry.unchanged?.()) return undefined;
      entry.until = clock() + ttlMs;
    }
    if (headers.range !== undefined || headers['if-modified-since'] !== undefined) return undefined;
    const variant = entry.variants.get(variantKey(https, encodingOf(headers['accept-encoding'])));
    if (!variant) return undefined;
    const match = headers['if-none-match'];
    if (match === undefined) return { variant, notModified: false };
    return match === variant.etag ? { variant, notModified: true } : undefined;
  };

  return {
    /** Send the kept answer for this request and say true; false when the full path must answer. */
    answer(req: IncomingMessage, res: ServerResponse, https: boolean): boolean {
      const found = req.url === undefined ? undefined : find(req.method ?? '', req.url, req.headers, https);
      if (!found) return false;
      const { variant, notModified } = found;
      if (notModified) {
        res.writeHead(304, variant.notModifiedHead).end();
        return true;
      }
      res.writeHead(200, variant.head);
      res.end(req.method === 'HEAD' ? undefined : variant.body);
      return true;
    },

    /** Keep the 200 answer `res` has just been given (its headers are written) for `req`'s path. */
    keep(req: IncomingMessage, res: ServerResponse, https: boolean, version: unknown, body: Buffer, unchanged?: () => boolean): void {
      if (req.method !== 'GET' || req.url === undefined || req.url.length > MAX_URL_LENGTH) return;
      const path = pathOf(req.url);
      let entry = entries.get(path);
      if (!entry || entry.version !== version) {
        drop(path);
        entry = { version, until: 0, variants: new Map(), bytes: 0 };
        entries.set(path, entry);
      }
      entry.until = clock() + ttlMs;
      entry.unchanged = unchanged;
      const head: Array<string | number> = [];
      const notModifiedHead: Array<string | number> = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) {
          head.push(name, one);
          if (!BODY_HEADERS.has(name)) notModifiedHead.push(name, one);
        }
      }
      // Headers given to writeHead alone are not listed by getHeaders: such an answer is not kept.
      if (!res.hasHeader('content-length')) return;
      const etag = String(res.getHeader('etag') ?? '');
      // By what the request asked for: a file that is never compressed has one answer for every Accept-Encoding.
      const key = variantKey(https, encodingOf(req.headers['accept-encoding']));
      const before = entry.variants.get(key)?.body.length ?? 0;
      entry.variants.set(key, { head, notModifiedHead, etag, body });
      entry.bytes += body.length - before;
      bytes += body.length - before;
      bound();
    },

    /** Forget every answer (new content: pages made on demand change). */
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    /** Paths and bytes kept (for tests and the bench). */
    get size() {
      return { paths: entries.size, bytes };
    },
  };
}
