import { createEngine } from '../../src/app/engine';
import { prerenderPaths } from '../../src/prerender/paths';
import { staticHostLimits } from '../../src/prerender/static-host';
import { buildWorker, workerDirFor } from '../../src/edge/build-worker';
import { pastDeliveryWarnings } from '../../src/config/deal-dates';
import { formatProblem } from '../../src/config/problem';
import { dayOf } from '../../src/lib/deal-age';
import { ROOT_OPTION, UsageError } from '../args';
import type { Command } from '../command';
import { startLocalStore } from '../local-store';
import { fromCwd, loadForCommand, siteRoot } from '../site-folder';
import { relative } from 'node:path';

const fromCwdPath = (path: string) => relative(process.cwd(), path) || '.';

/**
 * Check the config, build the browser bundle while the content is read, then prerender every page
 * into <root>/dist. One process, so TypeScript loads once and the content overlaps the client build.
 */
export const command: Command = {
  spec: {
    name: 'build',
    summary: 'build the browser bundle and prerender every page into dist/',
    options: {
      ...ROOT_OPTION,
      workers: { type: 'string', value: 'N', description: 'render threads (0: this thread only, the default; threads pay only on an idle multi-core machine)' },
      target: {
        type: 'string',
        value: 'HOST',
        description: 'also write what one host needs beside dist/: cloudflare (a Worker and its wrangler.jsonc in cloudflare/; docs/deploy.md)',
      },
      'allow-missing-content': {
        type: 'boolean',
        description: 'build even when the content store does not answer (pages without testimonials; the summary names them)',
      },
    },
  },
  async run(values) {
    process.env.NODE_ENV = 'production';
    const root = siteRoot(values.root);
    const workers = typeof values.workers === 'string' ? Number(values.workers) : undefined;
    if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0 && workers <= 64))
      throw new UsageError(`--workers ${values.workers}: write a whole number from 0 to 64.`);
    const target = values.target;
    if (target !== undefined && target !== 'cloudflare')
      throw new UsageError(`--target ${String(target)}: the one target is cloudflare (or leave --target out for dist/ alone).`);
    const { model } = loadForCommand(root, 'build');
    for (const aged of pastDeliveryWarnings(root, model, dayOf(new Date()))) console.warn(`warning: ${formatProblem(fromCwd(root)(aged))}`);
    const engine = createEngine(model, { root, startLocalStore });
    const started = performance.now();
    const source = await engine.openContent({ forBuild: true });
    try {
      const summary = await engine.build(source.content, { workers, allowMissingContent: values['allow-missing-content'] === true });
      if (target === 'cloudflare' && summary.failed.length === 0) {
        const { worker, config } = await buildWorker({ model, distDir: engine.distDir, outDir: workerDirFor(engine.distDir) });
        console.log(`cloudflare: ${fromCwdPath(worker)} and ${fromCwdPath(config)}; deploy with npx wrangler deploy --config ${fromCwdPath(config)}`);
      }
      console.log(`build: ${((performance.now() - started) / 1000).toFixed(2)} s in all`);
      if (target === 'cloudflare') {
        console.log(
          'The Worker serves dist/, experiments, unlisted cities, /content-api/deals from the hosted project and POST /__events (into D1: write its database_id into the wrangler.jsonc once); docs/deploy.md#cloudflare-workers says what it does not.',
        );
        return summary.failed.length > 0 ? 1 : 0;
      }
      const limits = staticHostLimits(
        model,
        prerenderPaths(model).map((entry) => entry.path),
      );
      console.log(
        `On a static host (dist/ alone, with its _headers and _redirects), unlike landing-engine start:\n${limits.map((line) => `  - ${line}`).join('\n')}`,
      );
      return summary.failed.length > 0 ? 1 : 0;
    } catch (error) {
      console.error((error as Error).message);
      return 1;
    } finally {
      await source.close();
    }
  },
};
