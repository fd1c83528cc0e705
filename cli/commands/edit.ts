import { startEditor } from '../../dev/editor/server';
import { PORT_OPTION, portFrom, ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { startOnLoopback } from '../loopback-server';
import { siteRoot } from '../site-folder';

/** The editor in the browser: forms from the schemas, the live page beside them, saves that keep the YAML as written. */
export const command: Command = {
  spec: {
    name: 'edit',
    summary: 'edit the site in the browser: pages, values, cities and experiments, with the live page beside them',
    options: { ...ROOT_OPTION, ...PORT_OPTION('5174') },
  },
  async run(values) {
    const root = siteRoot(values.root);
    const port = portFrom(values.port, 5174);
    return startOnLoopback('edit', port, async () => {
      const editor = await startEditor({ root, port });
      return `landing-engine editor: open ${editor.url}\n(only on this computer; the address holds this start's token. Ctrl+C stops it.)`;
    });
  },
};
