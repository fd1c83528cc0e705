import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { runSite } from '../src/server/run-site';
import { newestSourceTime } from './source-times';

/** `npm start`: validate, build (client + prerender) when dist/ is missing or older than the sources, serve. */
const root = process.cwd();
const result = loadSite(root);
if (!result.ok) {
  console.error(result.problems.map(formatProblem).join('\n'));
  console.error(`\n${result.problems.length} problem(s) in the site config; fix them and run npm start again.`);
  process.exit(1);
}
try {
  const port = Number(process.env.PORT ?? 4173);
  const site = await runSite({ model: result.model, root, build: 'if-stale', sourcesChangedAt: newestSourceTime(root), port });
  if (site.store) console.log(`Local content store (content/*.ndjson) at ${site.store.url}`);
  console.log(`landing-engine is serving the site at http://localhost:${port}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
