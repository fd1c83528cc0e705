import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_CONTENT_PATH } from '../content/proxy-path';

/**
 * Forward /content-api/* to the local content store, so the browser reads content from its own
 * origin: no CORS, no extra host in the Content-Security-Policy, any store port.
 */
export function proxyToContentStore(req: IncomingMessage, res: ServerResponse, storeUrl: string): void {
  const target = new URL(storeUrl);
  const upstream = request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: (req.url ?? '/').slice(LOCAL_CONTENT_PATH.length) || '/',
      headers: { ...req.headers, host: target.host },
      timeout: 310_000,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    console.error(`Content store did not answer: ${error.message}`);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Bad Gateway', message: 'The local content store did not answer', statusCode: 502 }));
  });
  req.pipe(upstream);
}

export function isContentRequest(path: string): boolean {
  return path === LOCAL_CONTENT_PATH || path.startsWith(`${LOCAL_CONTENT_PATH}/`);
}
