import { createEngine } from '../../src/app/engine';
import { prerenderPaths } from '../../src/prerender/paths';
import { staticHostLimits } from '../../src/prerender/static-host';
import { ROOT_OPTION, UsageError } from '../args';
import type { Command } from '../command';
import { startLocalStore } from '../local-store';
import { loadForCommand, siteRoot } from '../site-folder';

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
    },
  },
  async run(values) {
    process.env.NODE_ENV = 'production';
    const root = siteRoot(values.root);
    const workers = typeof values.workers === 'string' ? Number(values.workers) : undefined;
    if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0 && workers <= 64)) throw new UsageError(`--workers ${values.workers}: write a whole number from 0 to 64.`);
    const { model } = loadForCommand(root, 'build');
    const engine = createEngine(model, { root, startLocalStore });
    const started = performance.now();
    const source = await engine.openContent();
    try {
      const summary = await engine.build(source.content, { workers });
      console.log(`build: ${((performance.now() - started) / 1000).toFixed(2)} s in all`);
      const limits = staticHostLimits(model, prerenderPaths(model).map((entry) => entry.path));
      console.log(`On a static host (dist/ alone, with its _headers and _redirects), unlike landing-engine start:\n${limits.map((line) => `  - ${line}`).join('\n')}`);
      return summary.failed.length > 0 ? 1 : 0;
    } catch (error) {
      console.error((error as Error).message);
      return 1;
    } finally {
      await source.close();
    }
  },
};
