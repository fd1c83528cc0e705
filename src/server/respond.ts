import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { isNotModified } from '../core/not-modified';
import { withoutSources } from '../core/page-policy';

export type Encoding = 'br' | 'gzip';

/**
 * A response body held in memory, with its compressed copies made on first need. A page needs
 * only one of them at a time: a prerendered page is kept once per encoding asked for (the build's
 * copy alone, ./page-files.ts), a page made on demand as its two copies (./on-demand.ts).
 */
export interface Representation {
  /** The body as it is; absent when only compressed copies are held (plainBody unpacks the gzip one). */
  body?: Buffer;
  type: string;
  etag: string;
  lastModified: Date;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Set once the smallest brotli copy has been asked for (encodedBody), or when the copies came from the build. */
  bestBrotli?: true;
  /** Sent with `Accept-Ranges: bytes` (files sent as they are; a Range request is answered from the disk). */
  ranges?: true;
  /** A page's: the sources of the site's inline styles it does not hold, left out of its Content-Security-Policy (src/core/page-policy.ts). */
  stylesNotHeld?: readonly string[];
}

/** `etag` (without quotes) when the caller has one already; else a hash of the body. */
export function representation(body: Buffer | undefined, type: string, compressible: boolean, lastModified: Date, etag?: string): Representation {
  return {
    body,
    type,
    etag: etag ?? createHash('sha1').update(body!).digest('base64url').slice(0, 22),
    lastModified: new Date(Math.floor(lastModified.getTime() / 1000) * 1000),
    compressible,
    encoded: {},
  };
}

/** The encoding to send: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [written, ...params] = part.toLowerCase().split(';');
    // "br ; q=1": space may stand around the semicolon.
    const name = written!.trim();
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

const brotliAt = (quality: number, body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * Compress once and keep the copy. Brotli quality 5 is fast enough to do on a request; quality 11
 * is smaller but takes tens of times longer (docs/decisions/21-brotli-11-on-second-request.md),
 * so it is made on libuv's thread pool, never on a request, once a second request shows the
 * page is read again (a crawler walking every page once does not set off thousands of them), and
 * serves every answer after it. On a page near 14 KB that decides whether the HTML arrives in the
 * first round trip.
 */
export function encodedBody(rep: Representation, encoding: Encoding): Buffer {
  const cached = rep.encoded[encoding];
  if (encoding === 'br' && cached && !rep.bestBrotli) {
    rep.bestBrotli = true;
    const body = plainBody(rep);
    brotliCompress(body, brotliAt(11, body), (error, best) => {
      if (!error && best.length < cached.length) rep.encoded.br = best;
    });
  }
  if (cached) return cached;
  const body = plainBody(rep);
  return (rep.encoded[encoding] = encoding === 'br' ? brotliCompressSync(body, brotliAt(5, body)) : gzipSync(body, { level: 6 }));
}

/**
 * The body as it is. A page made on demand is held only compressed: the few clients that accept
 * no encoding get it unpacked from the gzip copy each time (decoding is cheap:
 * docs/decisions/40-pages-precompressed.md), not kept.
 */
export function plainBody(rep: Representation): Buffer {
  if (rep.body) return rep.body;
  if (rep.encoded.gzip) return gunzipSync(rep.encoded.gzip);
  throw new Error('A representation with neither its body nor a gzip copy');
}

/** Bytes the representation holds in memory, for the cache's size bound. */
export function representationSize(rep: Representation): number {
  return (rep.body?.length ?? 0) + (rep.encoded.br?.length ?? 0) + (rep.encoded.gzip?.length ?? 0);
}

/** Is the client's cached copy still good? (src/core/not-modified.ts, the Worker's rule too.) */
export function notModified(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  return isNotModified(req.headers['if-none-match'], req.headers['if-modified-since'], etag, lastModified);
}

/**
 * Send an in-memory body: negotiated encoding, validators, 304 when the client's copy is current,
 * no body for HEAD. Compressed copies get their own ETag, as HTTP asks of different bytes.
 */
export function sendRepresentation(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  rep: Representation,
  cacheControl: string,
  /** Called with the body of a 200 answer once its headers are set (the server keeps it: ./prepared.ts). */
  keep?: (body: Buffer) => void,
): void {
  const encoding = rep.compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  const etag = `"${rep.etag}${encoding ? `-${encoding === 'br' ? 'br' : 'gz'}` : ''}"`;
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  res.setHeader('last-modified', rep.lastModified.toUTCString());
  const policy = res.getHeader('content-security-policy');
  if (rep.stylesNotHeld?.length && typeof policy === 'string') res.setHeader('content-security-policy', withoutSources(policy, rep.stylesNotHeld));
  if (rep.compressible) {
    // Added to what the caller varies on already (Cookie for pages under an experiment).
    const vary = res.getHeader('vary');
    res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (rep.ranges) res.setHeader('accept-ranges', 'bytes');
  if (status === 200 && notModified(req, etag, rep.lastModified)) {
    res.writeHead(304).end();
    return;
  }
  const body = encoding ? encodedBody(rep, encoding) : plainBody(rep);
  if (encoding) res.setHeader('content-encoding', encoding);
  res.writeHead(status, { 'content-type': rep.type, 'content-length': body.length });
  if (status === 200) keep?.(body);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A short plain-text answer (errors, missing assets). */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}
