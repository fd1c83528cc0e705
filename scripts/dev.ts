import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'vite';
import { jsonForScript } from '../src/lib/html-escape';

/** `npm run dev`: Vite in middleware mode, pages rendered per request from the live YAML. */
const port = Number(process.env.PORT ?? 5173);
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      const { render } = (await vite.ssrLoadModule('/src/render/dev-render.ts')) as typeof import('../src/render/dev-render');
      const result = render(path);
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
