import type { Site } from '../../schemas/site';

/** The only site settings the browser bundle receives. */
export function clientConfig(site: Site) {
  return {
    // The browser reads content only from the site's own /content-api: no store settings, no token.
    chatWidget: site.chatWidget ?? null,
  };
}

export type ClientConfig = ReturnType<typeof clientConfig>;
