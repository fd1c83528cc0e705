import { startDevServer } from '../../dev/server';
import { PORT_OPTION, portFrom, ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { startOnLoopback } from '../loopback-server';
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
    return startOnLoopback('dev', port, async () => {
      await startDevServer({ root, port });
      return `landing-engine dev server: http://localhost:${port}`;
    });
  },
};
