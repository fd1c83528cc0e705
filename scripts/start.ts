import { resolve } from 'node:path';
import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { checkPortFree, listenErrorMessage } from '../src/server/port-check';
import { runSite } from '../src/server/run-site';
import { newestSourceTime } from './source-times';

/**
 * `npm start`: validate, check the port, build (client + prerender) when dist/ is missing or older
 * than the sources, serve. Deployment settings come from the environment:
 *   PORT                      port to listen on (4173)
 *   CONTENT_API_CORS_ORIGINS  comma-separated origins allowed to read /content-api from another site
 *   HSTS_PRELOAD=1            add `preload` to Strict-Transport-Security (only for a preload-list domain)
 *   DATA_DIR                  folder of the events database, events.db (data/; keep it outside dist/)
 */
const root = process.cwd();
const result = loadSite(root);
if (!result.ok) {
  console.error(result.problems.map(formatProblem).join('\n'));
  console.error(`\n${result.problems.length} problem(s) in the site config; fix them and run npm start again.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
try {
  // Before any build: a busy port should not cost a minute of building first.
  await checkPortFree(port, 'npm start');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
try {
  const corsOrigins = (process.env.CONTENT_API_CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const site = await runSite({
    model: result.model,
    root,
    build: 'if-stale',
    sourcesChangedAt: newestSourceTime(root),
    port,
    dataDir: resolve(root, process.env.DATA_DIR ?? 'data'),
    server: { corsOrigins, hstsPreload: process.env.HSTS_PRELOAD === '1' },
  });
  if (site.store) console.log(`Local content store (content/*.ndjson) at ${site.store.url}`);
  console.log(`landing-engine is serving the site at http://localhost:${port}; events go to ${site.events ? resolve(root, process.env.DATA_DIR ?? 'data') : 'nowhere'}`);
} catch (error) {
  console.error(listenErrorMessage(error, port, 'npm start'));
  process.exit(1);
}
