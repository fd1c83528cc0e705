import type { ClientConfig } from '@sanity/client';
import type { ContentStoreConfig } from '../../schemas/content-store';
import type { ModuleLoader } from './sanity-client-module';

export type ContentClientOptions = {
  /**
   * Read token for a private dataset. Only the build or server passes it (see readTokenFromEnv);
   * a client made for the browser never gets one.
   */
  token?: string;
  /** Use the local content store at this URL (from startLocalStore or localStoreUrl). */
  local?: { url: string };
  /** How often a failed read is retried (429, 502, 503, network errors). @default 5 */
  maxRetries?: number;
  /** Milliseconds to wait before retry number `attempt` (0-based). @default 100 * 2^attempt + up to 100 */
  retryDelay?: (attempt: number) => number;
  /** Where @sanity/client is loaded from (tests pass one that finds nothing). @default the engine's require */
  load?: ModuleLoader;
};

/**
 * The @sanity/client settings for the contentStore section of site.config.yaml: pure, so the edge
 * Worker (which bundles @sanity/client) and the Node engine (which loads it) make the same client.
 */
export function sanityClientConfig(config: ContentStoreConfig, options: Omit<ContentClientOptions, 'load'> = {}): ClientConfig {
  const clientConfig: ClientConfig = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: config.useCdn,
    perspective: config.perspective,
    timeout: config.timeoutMs,
  };
  if (config.requestTag) clientConfig.requestTagPrefix = config.requestTag;
  if (options.token) clientConfig.token = options.token;
  if (options.maxRetries !== undefined) clientConfig.maxRetries = options.maxRetries;
  if (options.retryDelay) clientConfig.retryDelay = options.retryDelay;
  if (options.local) {
    // The local store answers on one host for every project; there is no CDN in front of it.
    clientConfig.apiHost = options.local.url;
    clientConfig.useProjectHostname = false;
    clientConfig.useCdn = false;
  }
  return clientConfig;
}
