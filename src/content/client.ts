import type { ClientConfig, SanityClient } from '@sanity/client';
import type { ContentStoreConfig } from '../../schemas/content-store';
import { loadSanityClient, type ModuleLoader } from './sanity-client-module';

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
 * Builds the content-service client from the contentStore section of site.config.yaml. @sanity/client
 * is loaded here, not imported: it is an optional peer dependency a site without contentStore lacks.
 */
export function createContentClient(config: ContentStoreConfig, options: ContentClientOptions = {}): SanityClient {
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
  return loadSanityClient(options.load).createClient(clientConfig);
}

/** Where the local store listens when local.enabled is true; undefined when the site reads the hosted project. */
export function localStoreUrl(config: ContentStoreConfig): string | undefined {
  return config.local.enabled ? `http://127.0.0.1:${config.local.port}` : undefined;
}
