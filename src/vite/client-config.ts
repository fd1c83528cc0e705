import type { Site } from '../../schemas/site';

/** The only site settings the browser bundle receives. */
export function clientConfig(site: Site) {
  return {
    chatWidget: site.chatWidget ?? null,
    // Public settings only: the read token never reaches the browser.
    contentStore: {
      projectId: site.contentStore.projectId,
      dataset: site.contentStore.dataset,
      apiVersion: site.contentStore.apiVersion,
      useCdn: site.contentStore.useCdn,
      perspective: site.contentStore.perspective,
      requestTag: site.contentStore.requestTag,
      timeoutMs: site.contentStore.timeoutMs,
      local: site.contentStore.local,
    },
  };
}

export type ClientConfig = ReturnType<typeof clientConfig>;
