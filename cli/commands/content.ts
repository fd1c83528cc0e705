import { join } from 'node:path';
import { startLocalStore } from '../../dev/content-store';
import { readContentStoreConfig } from '../../src/content/store-config';
import { portFrom, ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { siteRoot } from '../site-folder';

/** Only the local content store, with the contentStore settings of site.config.yaml (or defaults when there are none yet). */
export const command: Command = {
  spec: {
    name: 'content',
    summary: "run only the local content store (the site's content/*.ndjson)",
    options: { ...ROOT_OPTION, port: { type: 'string', value: 'N', description: 'port to listen on; default: contentStore.local.port of site.config.yaml' } },
  },
  async run(values) {
    const root = siteRoot(values.root);
    const read = readContentStoreConfig(root);
    if (!read.ok) {
      for (const problem of read.problems) console.error(problem);
      return 1;
    }
    if (read.note) console.log(read.note);
    const config = read.config;
    const port = portFrom(values.port, config.local.port, {});
    if (!config.local.enabled) console.log('Note: contentStore.local.enabled is false, so the site reads the hosted project, not this store.');
    try {
      const store = await startLocalStore({ port, contentDir: join(root, 'content'), projectId: config.projectId, datasets: [config.dataset] });
      console.log(`Local content store for project "${config.projectId}", dataset "${config.dataset}": ${store.url}`);
      console.log(`Try: ${store.url}/v${config.apiVersion}/data/query/${config.dataset}?query=${encodeURIComponent('*[_type == "testimonials"]{name}')}`);
      const stop = () => void store.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      return 0;
    } catch (error) {
      const err = error as NodeJS.ErrnoException;
      console.error(
        err.code === 'EADDRINUSE'
          ? `Port ${port} is already in use: stop the other program or set contentStore.local.port in site.config.yaml (or pass --port).`
          : `The local content store did not start: ${err.message}`,
      );
      return 1;
    }
  },
};
