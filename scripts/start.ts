import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { startConfiguredLocalStore } from '../src/content/start-local';
import { loadSiteContent } from '../src/content/site-content';
import { prerenderSite } from '../src/prerender/build-site';
import { STAMP_FILE } from '../src/prerender/prerender';
import { createSiteServer } from '../src/server/server';
import { newestSourceTime } from './source-times';

/** `npm start`: validate, build (client + prerender) when dist/ is missing or older than the sources, serve. */
const root = process.cwd();
const result = loadSite(root);
if (!result.ok) {
  console.error(result.problems.map(formatProblem).join('\n'));
  console.error(`\n${result.problems.length} problem(s) in the site config; fix them and run npm start again.`);
  process.exit(1);
}
const { model } = result;
const distDir = join(root, 'dist');
let store;
try {
  store = await startConfiguredLocalStore(model.site.contentStore, root);
  if (store) console.log(`Local content store (content/*.ndjson) at ${store.url}`);
} catch (error) {
  console.error(`The local content store did not start (${(error as Error).message}); serving without testimonials and deals.`);
}
const content = await loadSiteContent(model.site.contentStore, store?.url);

// The stamp is written last by the prerender, so a build that stopped half way counts as missing.
const stamp = join(distDir, STAMP_FILE);
if (!existsSync(stamp) || statSync(stamp).mtimeMs < newestSourceTime(root)) {
  console.log('Building the site (dist/ is missing or older than the sources)...');
  await build({ logLevel: 'warn', configLoader: 'runner' });
  const summary = await prerenderSite({ model, root, distDir, content });
  if (summary.failed.length > 0) process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
createSiteServer({ model, distDir, content, contentStoreUrl: store?.url }).listen(port, () => {
  console.log(`landing-engine is serving the site at http://localhost:${port}`);
});
