import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { SiteModel } from '../config/model';
import { NO_CONTENT, type SiteContent } from '../content/site-content';
import { isContentRequest, proxyToContentStore } from './content-proxy';
import { assetsFromManifest } from '../render/assets';
import { createRenderer } from '../render/render-page';
import { contentType, resolveStaticFile } from './static-files';

export interface SiteServerOptions {
  model: SiteModel;
  distDir: string;
  /** Content baked into pages (testimonials). */
  content?: SiteContent;
  /** URL of the local content store to forward /content-api/* to. */
  contentStoreUrl?: string;
}

/** The reference server: built files from dist/, pages rendered on demand, 404 for the rest. */
export function createSiteServer({ model, distDir, content = NO_CONTENT, contentStoreUrl }: SiteServerOptions) {
  const root = resolve(distDir);
  const render = createRenderer(model, assetsFromManifest(root), content);

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error('Request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    }
  });

  function handle(req: IncomingMessage, res: ServerResponse) {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (contentStoreUrl && isContentRequest(rawPath)) return proxyToContentStore(req, res, contentStoreUrl);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = path.endsWith('/') ? undefined : resolveStaticFile(root, path);
    if (file && !file.endsWith('.html')) {
      res.writeHead(200, { 'content-type': contentType(file) });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    const result = render(path);
    res.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : result.html);
  }
}
