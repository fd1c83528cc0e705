import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { startConfiguredLocalStore } from '../src/content/start-local';
import { loadSiteContent } from '../src/content/site-content';
import { createSiteServer } from '../src/server/server';
import { newestSourceTime } from './source-times';

/** `npm start`: validate, build the client when dist/ is missing or older than the sources, serve. */
const root = process.cwd();
const result = loadSite(root);
if (!result.ok) {
  console.error(result.problems.map(formatProblem).join('\n'));
  console.error(`\n${result.problems.length} problem(s) in the site config; fix them and run npm start again.`);
  process.exit(1);
}
const manifest = join(root, 'dist', '.vite', 'manifest.json');
if (!existsSync(manifest) || statSync(manifest).mtimeMs < newestSourceTime(root)) {
  console.log('Building the site (dist/ is missing or older than the sources)...');
  await build({ logLevel: 'warn', configLoader: 'runner' });
}
const store = await startConfiguredLocalStore(result.model.site.contentStore, root);
if (store) console.log(`Local content store (content/*.ndjson) at ${store.url}`);
const content = await loadSiteContent(result.model.site.contentStore, store?.url);
const port = Number(process.env.PORT ?? 4173);
createSiteServer({ model: result.model, distDir: join(root, 'dist'), content, contentStoreUrl: store?.url }).listen(port, () => {
  console.log(`landing-engine is serving the site at http://localhost:${port}`);
});
