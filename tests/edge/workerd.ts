import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Miniflare } from 'miniflare';

interface WranglerConfig {
  main: string;
  compatibility_date: string;
  assets: { directory: string; binding: string; run_worker_first: boolean; html_handling: 'none'; not_found_handling: 'none' };
  d1_databases: Array<{ binding: string; database_name: string; database_id?: string }>;
  ratelimits: Array<{ name: string; simple: { limit: number; period: number } }>;
}

/**
 * The built Worker in workerd, through miniflare, configured from the wrangler.jsonc the build
 * wrote (as `wrangler dev` would read it): no Cloudflare account, no network.
 */
export function startWorker(
  configFile: string,
  { d1Persist, outbound, bindings }: { d1Persist?: string; outbound?: (request: Request) => Promise<Response>; bindings?: Record<string, string> } = {},
): Miniflare {
  const config = readWranglerConfig(configFile);
  const dir = dirname(configFile);
  return new Miniflare({
    modules: true,
    scriptPath: join(dir, config.main),
    modulesRoot: dir,
    compatibilityDate: config.compatibility_date,
    // As `wrangler dev` keeps D1 locally: one SQLite file per database under d1Persist.
    d1Databases: Object.fromEntries(config.d1_databases.map((db) => [db.binding, db.database_id ?? db.database_name])),
    ...(d1Persist ? { d1Persist } : {}),
    ratelimits: Object.fromEntries(config.ratelimits.map(({ name, simple }) => [name, { simple: { limit: simple.limit, period: simple.period as never } }])),
    // The Worker's own fetches (the content service) go to a stand-in, never the network.
    ...(outbound ? { outboundService: outbound as never } : {}),
    ...(bindings ? { bindings } : {}),
    assets: {
      directory: resolve(dir, config.assets.directory),
      binding: config.assets.binding,
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: config.assets.run_worker_first },
      assetConfig: { html_handling: config.assets.html_handling, not_found_handling: config.assets.not_found_handling },
    },
  });
}

export function readWranglerConfig(configFile: string): WranglerConfig {
  // The file starts with one comment line; the rest is JSON.
  return JSON.parse(readFileSync(configFile, 'utf8').replace(/^\/\/.*\n/, '')) as WranglerConfig;
}
