import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Miniflare } from 'miniflare';

interface WranglerConfig {
  main: string;
  compatibility_date: string;
  assets: { directory: string; binding: string; run_worker_first: boolean; html_handling: 'none'; not_found_handling: 'none' };
}

/**
 * The built Worker in workerd, through miniflare, configured from the wrangler.jsonc the build
 * wrote (as `wrangler dev` would read it): no Cloudflare account, no network.
 */
export function startWorker(configFile: string): Miniflare {
  // The file starts with one comment line; the rest is JSON.
  const config = JSON.parse(readFileSync(configFile, 'utf8').replace(/^\/\/.*\n/, '')) as WranglerConfig;
  const dir = dirname(configFile);
  return new Miniflare({
    modules: true,
    scriptPath: join(dir, config.main),
    modulesRoot: dir,
    compatibilityDate: config.compatibility_date,
    assets: {
      directory: resolve(dir, config.assets.directory),
      binding: config.assets.binding,
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: config.assets.run_worker_first },
      assetConfig: { html_handling: config.assets.html_handling, not_found_handling: config.assets.not_found_handling },
    },
  });
}
