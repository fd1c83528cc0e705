import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newToken, refusal, type Access } from './access';
import { buildEditorUi, buildPreviewStyles } from './bundle';
import type { SiteModel } from '../../src/config/model';
import { KeptDrafts } from './kept-drafts';
import { createPreview } from './preview';
import { EDITOR_PATH, handle } from './routes';

export interface Editor {
  server: Server;
  /** The address to open: it carries this start's token. */
  url: string;
  close(): Promise<void>;
}

/**
 * `landing-engine edit`: the editor's page, its API and the live preview of the site folder `root`,
 * on 127.0.0.1 only. Reads and writes nothing but the site's YAML and uploads (and reads public/ for the
 * preview), and its record of what it wrote in the repository's git folder (dev/editor/written.ts); its own script is built into memory at start, in a cache outside the site folder.
 */
export async function startEditor({ root, port, log = console }: { root: string; port: number; log?: Pick<Console, 'error'> }): Promise<Editor> {
  const cacheDir = join(tmpdir(), 'landing-engine-editor-cache');
  const [ui, styles] = await Promise.all([buildEditorUi(cacheDir), buildPreviewStyles(cacheDir)]);
  const drafts = new KeptDrafts<SiteModel>();
  const preview = createPreview(root, styles, drafts);
  const access: Access = { port, token: newToken() };
  const server = createServer((req, res) => {
    const refused = refusal(req, access);
    if (refused) {
      res.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`${refused.message}\n`);
      return;
    }
    handle(req, res, { root, access, ui, preview, drafts, log }).catch((error: Error) => {
      log.error(`The editor could not answer ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The editor could not answer this request; see the terminal it runs in.\n');
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as { port: number }).port;
  access.port = actual;
  return {
    server,
    url: `http://127.0.0.1:${actual}${EDITOR_PATH}?token=${access.token}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
