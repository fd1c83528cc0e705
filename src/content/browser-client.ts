import type { ContentStoreConfig } from '../../schemas/content-store';
import { createContentClient } from './client';
import { LOCAL_CONTENT_PATH } from './proxy-path';


/**
 * The content client a page makes in the browser. With the local store it reads through the site
 * server's same-origin proxy; otherwise the hosted project. Never a token: the browser reads
 * public content only, and contentStore carries none.
 */
export function browserContentClient(config: ContentStoreConfig, origin: string) {
  return config.local.enabled ? createContentClient(config, { local: { url: `${origin}${LOCAL_CONTENT_PATH}` } }) : createContentClient(config);
}
