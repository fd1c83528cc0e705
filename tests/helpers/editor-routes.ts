import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handle, type EditorRoutes } from '../../dev/editor/routes';
import { FIXTURE_SITE } from './fixture-site';

/**
 * The editor's routes on a free loopback port over a copy of the fixture site, without its built
 * page (unless `ui` names files) and without the access check (dev/editor/access.ts has its own tests).
 */
export async function editorRoutesOnCopy(
  name: string,
  options: Partial<Pick<EditorRoutes, 'ui' | 'preview' | 'log'>> & { prepare?: (root: string) => void } = {},
) {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  options.prepare?.(root);
  const routes: EditorRoutes = {
    root,
    access: { port: 0, token: `${name}-token` },
    ui: options.ui ?? new Map(),
    preview: options.preview ?? (() => ({ status: 200, html: '' })),
    log: options.log,
  };
  const server = createServer((req, res) => void handle(req, res, routes));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    root,
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    token: routes.access.token,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
