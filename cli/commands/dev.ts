import { startDevServer } from '../../dev/server';
import { checkPortFree, listenErrorMessage } from '../../src/server/port-check';
import { PORT_OPTION, portFrom, ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { otherPort } from '../other-port';
import { siteRoot } from '../site-folder';

/** Development server: pages from the live YAML, reloaded on save; problems in Vite's overlay. */
export const command: Command = {
  spec: {
    name: 'dev',
    summary: 'development server: pages render from the live YAML and reload on save',
    options: { ...ROOT_OPTION, ...PORT_OPTION('5173') },
  },
  async run(values) {
    const root = siteRoot(values.root);
    const port = portFrom(values.port, 5173);
    const again = otherPort('dev');
    try {
      await checkPortFree(port, again, '127.0.0.1');
      await startDevServer({ root, port });
      console.log(`landing-engine dev server: http://localhost:${port}`);
      return 0;
    } catch (error) {
      console.error(listenErrorMessage(error, port, again));
      return 1;
    }
  },
};
