import type { SanityClient } from '@sanity/client';
import type { ContentStoreConfig } from '../../schemas/content-store';
import { sanityClientConfig, type ContentClientOptions } from './client-config';
import { loadSanityClient } from './sanity-client-module';

export type { ContentClientOptions };

/**
 * Builds the content-service client from the contentStore section of site.config.yaml. @sanity/client
 * is loaded here, not imported: it is an optional peer dependency a site without contentStore lacks.
 */
export function createContentClient(config: ContentStoreConfig, options: ContentClientOptions = {}): SanityClient {
  return loadSanityClient(options.load).createClient(sanityClientConfig(config, options));
}

/** Where the local store listens when local.enabled is true; undefined when the site reads the hosted project. */
export function localStoreUrl(config: ContentStoreConfig): string | undefined {
  return config.local.enabled ? `http://127.0.0.1:${config.local.port}` : undefined;
}
