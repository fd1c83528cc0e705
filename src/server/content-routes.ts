import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentStoreConfig } from '../../schemas/content-store';
import { corsHeaders } from '../core/deploy-env';
import { CONTENT_ENDPOINTS } from '../content/proxy-path';
import { readTokenFromEnv } from '../content/server-token';
import { createContentApi } from './content-api';
import { isImageRequest, proxyImage } from './content-proxy';
import { sendText } from './respond';

export interface ContentRoutesOptions {
  config: ContentStoreConfig;
  /** The running local store, when local.enabled. */
  storeUrl?: string;
  /** Origins allowed to read /content-api/* from another site (CORS); none by default. */
  corsOrigins?: readonly string[];
}

/**
 * Everything under /content-api: the named endpoints and, with the local store, the testimonial
 * images. No query of the visitor's own ever reaches the content service. Shared by `npm start`
 * and `npm run dev`.
 */
export function contentRoutes({ config, storeUrl, corsOrigins = [] }: ContentRoutesOptions) {
  // Local mode needs the store running; hosted mode reads the project with the server's token.
  const api =
    config.local.enabled && !storeUrl ? undefined : createContentApi({ config, storeUrl, token: config.local.enabled ? undefined : readTokenFromEnv() });
  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    for (const [name, value] of Object.entries(corsHeaders(req.headers.origin, corsOrigins))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    if (api?.has(path)) return void api.handle(req, res, path);
    if (storeUrl && isImageRequest(path)) return proxyImage(req, res, storeUrl, config.timeoutMs);
    sendText(res, 404, `Not Found: the content API answers ${Object.values(CONTENT_ENDPOINTS).join(', ')}`, { 'cache-control': 'no-cache' });
  };
}
