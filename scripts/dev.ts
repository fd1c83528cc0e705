import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'vite';
import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { loadSiteContent, NO_CONTENT } from '../src/content/site-content';
import { startConfiguredLocalStore } from '../src/content/start-local';
import { jsonForScript } from '../src/lib/html-escape';
import { isContentRequest } from '../src/server/content-proxy';
import { contentRoutes } from '../src/server/content-routes';

/** `npm run dev`: Vite in middleware mode, pages rendered per request from the live YAML. */
const port = Number(process.env.PORT ?? 5173);
const root = process.cwd();
const initial = loadSite(root);
if (!initial.ok) console.error(initial.problems.map(formatProblem).join('\n'));
const store = initial.ok ? await startConfiguredLocalStore(initial.model.site.contentStore, root) : undefined;
const content = initial.ok ? await loadSiteContent(initial.model.site.contentStore, store?.url) : NO_CONTENT;
const contentRequest = initial.ok ? contentRoutes({ config: initial.model.site.contentStore, storeUrl: store?.url }) : undefined;
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', configLoader: 'runner' });

const server = createHttpServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (contentRequest && isContentRequest(path)) return contentRequest(req, res, path);
  vite.middlewares(req, res, async () => {
    try {
      const { renderer } = (await vite.ssrLoadModule('/src/render/dev-render.ts')) as typeof import('../src/render/dev-render');
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
server.listen(port, '127.0.0.1', () => console.log(`landing-engine dev server: http://localhost:${port}`));
