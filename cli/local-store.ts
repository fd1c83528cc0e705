import { startConfiguredLocalStore } from '../dev/content-store/start';
import type { StartLocalStore } from '../src/app/engine';

/**
 * The local content store (dev/content-store): groq-js over the site's content/*.ndjson, for a
 * site without a hosted project (contentStore.local.enabled), in dev, start and the tests.
 */
export const startLocalStore: StartLocalStore = (config, root) => startConfiguredLocalStore(config, root);
