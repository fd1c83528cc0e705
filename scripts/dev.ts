import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'vite';
import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { loadSiteContent, NO_CONTENT } from '../src/content/site-content';
import { startConfiguredLocalStore } from '../dev/content-store/start';
import { readContentStoreConfig } from '../src/content/store-config';
import { jsonForScript } from '../src/lib/html-escape';
import { isContentRequest } from '../src/server/content-proxy';
import { contentRoutes } from '../src/server/content-routes';
import { EVENTS_PATH } from '../src/server/event-intake';
import { checkPortFree, listenErrorMessage } from '../src/server/port-check';

/** `npm run dev`: Vite in middleware mode, pages rendered per request from the live YAML. */
const port = Number(process.env.PORT ?? 5173);
const root = process.cwd();
try {
  await checkPortFree(port, 'npm run dev', '127.0.0.1');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const initial = loadSite(root);
if (!initial.ok) console.error(initial.problems.map(formatProblem).join('\n'));
// The content store needs only its own section: it starts even while a page's YAML is broken.
const storeConfig = initial.ok ? { ok: true as const, config: initial.model.site.contentStore } : readContentStoreConfig(root);
if (!storeConfig.ok) console.error(storeConfig.problems.join('\n'));
let store: Awaited<ReturnType<typeof startConfiguredLocalStore>>;
try {
  store = storeConfig.ok ? await startConfiguredLocalStore(storeConfig.config, root) : undefined;
} catch (error) {
  console.error(`The local content store did not start: ${(error as Error).message}`);
}
// Read in the background: the dev server answers at once, with testimonials once they arrive.
let content = NO_CONTENT;
if (storeConfig.ok) void loadSiteContent(storeConfig.config, store?.url).then((loaded) => (content = loaded));
const contentRequest = storeConfig.ok ? contentRoutes({ config: storeConfig.config, storeUrl: store?.url }) : undefined;

const server = createHttpServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (contentRequest && isContentRequest(path)) return contentRequest(req, res, path);
  vite.middlewares(req, res, async () => {
    try {
      const { renderer, eventIntake } = (await vite.ssrLoadModule('/dev/render.ts')) as typeof import('../dev/render');
      if (path === EVENTS_PATH) return eventIntake(req, res);
      const result = renderer(content)(path);
      res.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(result.html);
    } catch (error) {
      const message = (error as Error).message;
      console.error(message);
      // Show the positioned config problems in Vite's overlay; the page reloads when the YAML is fixed.
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Config error</title><pre>${message.replace(/</g, '&lt;')}</pre>
<script type="module">import { ErrorOverlay } from '/@vite/client';
document.body.appendChild(new ErrorOverlay({ message: ${jsonForScript(message)}, stack: '' }));</script>`);
    }
  });
});
// Live reload rides on this server's own port, so a second dev server (PORT=5174) gets its own.
const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom', configLoader: 'runner' });
server.once('error', (error) => {
  console.error(listenErrorMessage(error, port, 'npm run dev'));
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`landing-engine dev server: http://localhost:${port}`));
