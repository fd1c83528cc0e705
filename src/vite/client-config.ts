import type { Site } from '../../schemas/site';

/** The only site settings the browser bundle receives. */
export function clientConfig(site: Site) {
  return {
    chatWidget: site.chatWidget ?? null,
  };
}

export type ClientConfig = ReturnType<typeof clientConfig>;
