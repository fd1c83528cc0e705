import { request } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_CONTENT_PATH } from '../content/proxy-path';

/** Request headers passed on to the store; nothing else (no cookies, no Origin, no hop-by-hop headers). */
const FORWARDED_REQUEST = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since', 'range'];
/** Answer headers passed back; hop-by-hop and CORS headers of the store never reach the visitor. */
const FORWARDED_ANSWER = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'content-range',
  'accept-ranges',
  'vary',
];

const DEFAULT_PROXY_TIMEOUT_MS = 10_000;

/**
 * Forward GET and HEAD for /content-api/images/* to the local content store, so testimonial
 * portraits come from the site's own origin. Queries are not forwarded: the browser reads content
 * through the named endpoints only (content-api.ts). No answer within `timeoutMs` gives 504; a
 * visitor who goes away aborts the upstream request.
 */
export function proxyImage(req: IncomingMessage, res: ServerResponse, storeUrl: string, timeoutMs = DEFAULT_PROXY_TIMEOUT_MS): void {
  const target = new URL(storeUrl);
  const upstream = request({
    host: target.hostname,
    port: target.port,
    method: req.method === 'HEAD' ? 'HEAD' : 'GET',
    path: (req.url ?? '/').slice(LOCAL_CONTENT_PATH.length) || '/',
    headers: { ...pick(req.headers, FORWARDED_REQUEST), host: target.host },
    timeout: timeoutMs,
  });
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, pick(answer.headers, FORWARDED_ANSWER));
    answer.pipe(res);
  });
  upstream.on('timeout', () => {
    upstream.destroy();
    fail(res, 504, 'Gateway Timeout', `The local content store did not answer within ${timeoutMs} ms`);
  });
  upstream.on('error', (error) => {
    if (res.writableEnded || res.destroyed) return;
    console.error(`Content store did not answer: ${error.message}`);
    fail(res, 502, 'Bad Gateway', 'The local content store did not answer');
  });
  // The visitor went away (or the answer is complete): stop the upstream request either way.
  res.on('close', () => upstream.destroy());
  upstream.end();
}

function fail(res: ServerResponse, status: number, error: string, message: string) {
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify({ statusCode: status, error, message });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function pick(headers: IncomingHttpHeaders, names: string[]): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

export const isImageRequest = (path: string) => path.startsWith(`${LOCAL_CONTENT_PATH}/images/`);
