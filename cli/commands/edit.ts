import { startEditor } from '../../dev/editor/server';
import { checkPortFree, listenErrorMessage } from '../../src/server/port-check';
import { PORT_OPTION, portFrom, ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { otherPort } from '../other-port';
import { siteRoot } from '../site-folder';

/** The editor in the browser: forms from the schemas, the live page beside them, saves that keep the YAML as written. */
export const command: Command = {
  spec: {
    name: 'edit',
    summary: 'edit the site in the browser: pages, values, cities and experiments, with the live page beside them',
    options: { ...ROOT_OPTION, ...PORT_OPTION('5174') },
  },
  async run(values) {
    const folder = siteRoot(values.root);
    const port = portFrom(values.port, 5174);
    if (!folder.ok || !port.ok) {
      console.error(folder.ok ? (port as { message: string }).message : folder.message);
      return 1;
    }
    const again = otherPort('edit');
    try {
      await checkPortFree(port.port, again, '127.0.0.1');
      const editor = await startEditor({ root: folder.root, port: port.port });
      console.log(`landing-engine editor: open ${editor.url}\n(only on this computer; the address holds this start's token. Ctrl+C stops it.)`);
      return 0;
    } catch (error) {
      console.error(listenErrorMessage(error, port.port, again));
      return 1;
    }
  },
};
