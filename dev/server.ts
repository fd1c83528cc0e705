import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { createServer } from 'vite';
import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { loadSiteContent } from '../src/content/load-site-content';
import { NO_CONTENT } from '../src/content/site-content';
import { readContentStoreConfig } from '../src/content/store-config';
import { jsonForScript } from '../src/lib/html-escape';
import { clientViteConfig } from '../src/prerender/client-build';
import { isContentRequest } from '../src/content/proxy-path';
import { contentRoutes } from '../src/server/content-routes';
import { sendText } from '../src/server/respond';
import { answerOnSocket } from '../src/server/socket-answers';
import { securityHeaders } from '../src/output/security-headers';
import { startConfiguredLocalStore } from './content-store/start';
import { hostRefusal, isLoopbackHost } from './loopback-host';
import { viteGate } from './vite-gate';

/** dev/render.ts here, dev/render.js in the installed package (compiled by scripts/pack-build.mjs). */
const RENDER_MODULE = `/dev/render${extname(import.meta.filename)}`;

export interface DevServer {
  server: Server;
  close(): Promise<void>;
}

/**
 * The development server: Vite in middleware mode, pages rendered per request from the live YAML
 * of the site folder `root`. Listens on loopback and answers only loopback Host names (a page on
 * another site could otherwise reach it by DNS rebinding); Vite answers only what the page needs
 * (vite-gate.ts); every answer carries the security headers. A broken YAML file keeps it running,
 * with the positioned problems in Vite's error overlay until the file is fixed.
 */
export async function startDevServer({ root, port, log = console }: { root: string; port: number; log?: Pick<Console, 'log' | 'error'> }): Promise<DevServer> {
  const initial = loadSite(root);
  if (!initial.ok) log.error(initial.problems.map(formatProblem).join('\n'));
  // The content store needs only its own section: it starts even while a page's YAML is broken.
  const read = initial.ok ? undefined : readContentStoreConfig(root);
  if (read && !read.ok) log.error(read.problems.join('\n'));
  // A site without a contentStore section has no testimonials and deals to read.
  const config = initial.ok ? initial.model.site.contentStore : read?.ok && read.declared ? read.config : undefined;
  let store: Awaited<ReturnType<typeof startConfiguredLocalStore>>;
  try {
    store = config ? await startConfiguredLocalStore(config, root) : undefined;
  } catch (error) {
    log.error(`The local content store did not start: ${(error as Error).message}`);
  }
  // Read in the background: the dev server answers at once, with testimonials once they arrive.
  let content = NO_CONTENT;
  if (config) void loadSiteContent(config, store?.url).then((loaded) => (content = loaded));
  const contentRequest = config ? contentRoutes({ config, storeUrl: store?.url }) : undefined;
  // The policy follows the site's YAML (its chat widget host) as the renderer reloads it.
  let site: Parameters<typeof securityHeaders>[0] = initial.ok ? initial.model.site : {};

  async function renderPage(req: IncomingMessage, res: ServerResponse, path: string) {
    try {
      const { renderer, eventIntake, model, dispatch } = (await vite.ssrLoadModule(RENDER_MODULE)) as typeof import('./render');
      site = model.site;
      const step = dispatch({ method: req.method, target: req.url, cookie: undefined, https: false });
      if (step.kind === 'events') return eventIntake(req, res);
      const found = step.kind === 'site' ? step.page() : step;
      if (found.kind === 'answer')
        return found.body === undefined ? void res.writeHead(found.status, found.headers).end() : sendText(res, found.status, found.body, found.headers);
      const result = renderer(content)(path);
      res.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(result.html);
    } catch (error) {
      const message = (error as Error).message;
      log.error(message);
      // Show the positioned config problems in Vite's overlay; the page reloads when the YAML is fixed.
      const nonce = randomBytes(16).toString('base64');
      res.setHeader('content-security-policy', securityHeaders(site, { dev: true, scriptNonce: nonce })['content-security-policy']!);
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Config error</title><pre>${message.replace(/</g, '&lt;')}</pre>
<script type="module" nonce="${nonce}">import { ErrorOverlay } from '/@vite/client';
document.body.appendChild(new ErrorOverlay({ message: ${jsonForScript(message)}, stack: '' }));</script>`);
    }
  }

  const server = createHttpServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders(site, { dev: true }))) res.setHeader(name, value);
    if (!isLoopbackHost(req.headers.host)) return sendText(res, 403, hostRefusal('dev server', req.headers.host));
    const url = req.url ?? '/';
    const path = new URL(url, 'http://localhost').pathname;
    if (contentRequest && isContentRequest(path)) return contentRequest(req, res, path);
    void viteAnswers(url).then((allowed) => {
      if (allowed) vite.middlewares(req, res, () => renderPage(req, res, path));
      else void renderPage(req, res, path);
    });
  });
  answerOnSocket(server, () => securityHeaders(site, { dev: true }));
  // Live reload rides on this server's own port, so a second dev server (another port) gets its own.
  const vite = await createServer({ ...clientViteConfig(root), server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
  const viteAnswers = viteGate(vite, join(root, 'public'));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
      await store?.close();
    },
  };
}
