import type { ContentStoreConfig } from '../../schemas/content-store';
import { createContentClient } from './client';

/** Same-origin path of the site server's proxy to the local store (LOCAL_CONTENT_PATH in site-content.ts,
 *  repeated here so the browser chunk does not pull in the server-side content loader). */
const PROXY_PATH = '/content-api';

/**
 * The content client a page makes in the browser. With the local store it reads through the site
 * server's same-origin proxy; otherwise the hosted project. Never a token: the browser reads
 * public content only, and contentStore carries none.
 */
export function browserContentClient(config: ContentStoreConfig, origin: string) {
  return config.local.enabled ? createContentClient(config, { local: { url: `${origin}${PROXY_PATH}` } }) : createContentClient(config);
}
