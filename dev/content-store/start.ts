import { join } from 'node:path';
import type { ContentStoreConfig } from '../../schemas/content-store';
import { startLocalStore, type Fault, type LocalStore } from './index';

/**
 * Start the local content store when the config asks for it (contentStore.local.enabled), with the
 * seed documents of the site's content/ folder. Uses the configured port, or any free one when that
 * is taken (the site reaches it by proxy). `faults` lets a test start a broken store, `today` one
 * whose seed dates stay as written (LocalStoreOptions.today).
 */
export async function startConfiguredLocalStore(
  config: ContentStoreConfig,
  root: string,
  { faults, today }: { faults?: Fault; today?: string } = {},
): Promise<LocalStore | undefined> {
  if (!config.local.enabled) return undefined;
  const options = { contentDir: join(root, 'content'), projectId: config.projectId, datasets: [config.dataset], faults, today };
  try {
    return await startLocalStore({ ...options, port: config.local.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return startLocalStore({ ...options, port: 0 });
  }
}
