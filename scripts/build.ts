import { join } from 'node:path';
import { loadSite } from '../src/config/load';
import { buildProblemsReport } from '../src/config/problem';
import { prerenderSite, readContent } from '../src/prerender/build-site';
import { buildClient } from '../src/prerender/client-build';

/**
 * `npm run build`: check the config, build the browser bundle while the content is read, then
 * prerender every page into dist/. One process, so TypeScript is loaded once and the config and
 * content work overlaps the client build.
 */
const root = process.cwd();
const result = loadSite(root);
if (!result.ok) {
  process.stderr.write(buildProblemsReport(result.problems));
  process.exit(1);
}
const distDir = join(root, 'dist');
const started = performance.now();
const [, content] = await Promise.all([buildClient({ root, outDir: distDir }), readContent(result.model, root, console)]);
console.log(`build: client bundle and content in ${((performance.now() - started) / 1000).toFixed(2)} s`);
const summary = await prerenderSite({ model: result.model, root, distDir, content });
if (summary.failed.length > 0) process.exit(1);
