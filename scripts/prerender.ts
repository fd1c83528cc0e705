import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';
import { benchPrerender, citiesForPages } from '../bench/synthetic-cities';
import { prerenderSite } from '../src/prerender/build-site';

/**
 * Second half of `npm run build` (after vite build): write every page into dist/.
 *   tsx scripts/prerender.ts                      prerender the site into dist/
 *   tsx scripts/prerender.ts --bench 10000        measure with synthetic cities for >= 10000 pages (temp dir)
 *   add --workers N to choose the render threads (0 = main thread only)
 */
const { values } = parseArgs({ options: { bench: { type: 'string' }, workers: { type: 'string' }, keep: { type: 'boolean' } } });
const root = process.cwd();
const result = loadSite(root);
if (!result.ok) {
  console.error(result.problems.map(formatProblem).join('\n'));
  console.error(`\n${result.problems.length} problem(s) in the site config; fix them and build again.`);
  process.exit(1);
}
const workers = values.workers === undefined ? undefined : Number(values.workers);

if (values.bench) {
  const cities = citiesForPages(result.model, Number(values.bench));
  const outDir = mkdtempSync(join(tmpdir(), 'prerender-bench-'));
  const summary = await benchPrerender(result.model, { cities, outDir, workers });
  console.log(`bench: ${summary.pages} pages (${cities} synthetic cities) in ${(summary.ms / 1000).toFixed(2)} s = ${summary.pagesPerSecond} pages/s on ${summary.workers || 1} thread(s), ${(summary.cpuMs / 1000).toFixed(2)} s CPU, into ${outDir}`);
  if (!values.keep) rmSync(outDir, { recursive: true, force: true });
} else {
  try {
    const summary = await prerenderSite({ model: result.model, root, distDir: join(root, 'dist'), workers });
    if (summary.failed.length > 0) process.exit(1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
