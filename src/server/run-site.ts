import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { SiteModel } from '../config/model';
import { loadSiteContent } from '../content/site-content';
import { startConfiguredLocalStore } from '../../dev/content-store/start';
import type { Fault, LocalStore } from '../../dev/content-store';
import { EVENTS_DB, openSqliteStore } from '../events/sqlite-store';
import type { EventStore } from '../events/store';
import { prerenderSite } from '../prerender/build-site';
import { buildClient } from '../prerender/client-build';
import { STAMP_FILE } from '../prerender/prerender';
import { createSiteServer, type SiteServerOptions } from './server';

export interface RunSiteOptions {
  model: SiteModel;
  root: string;
  /** Where the built site goes. @default <root>/dist */
  distDir?: string;
  /**
   * 'always' builds (client + prerender) first; 'if-stale' only when dist/ is missing, older than
   * `sourcesChangedAt`, or not a production build.
   */
  build: 'always' | 'if-stale';
  /** Newest modification time of the sources, for 'if-stale'. */
  sourcesChangedAt?: number;
  port?: number;
  host?: string;
  log?: Pick<Console, 'log' | 'error'>;
  /** A fault for the local store to show from the start (tests: a hung store). */
  storeFault?: Fault;
  /** CORS origins for /content-api and HSTS preload, as the deployment configures them. */
  server?: Pick<SiteServerOptions, 'corsOrigins' | 'hstsPreload' | 'random'>;
  /**
   * Folder of the events database (<dataDir>/events.db), outside dist/. Without it the server
   * stores no events (POST /__events checks them and drops them).
   */
  dataDir?: string;
  /** Event intake settings (the bench raises the per-address rate). */
  events?: Pick<NonNullable<SiteServerOptions['events']>, 'rateLimit'> & { windowMs?: number; maxBatch?: number };
}

export interface RunningSite {
  url: string;
  store?: LocalStore;
  /** The events store, when dataDir was given. */
  events?: EventStore;
  close(): Promise<void>;
}

/**
 * What `npm start`, the browser tests and the bench share: start the local content store when the
 * config asks for it, read the content, build when needed, and serve dist/ with the production server.
 * A content store that does not start is logged; the site is served without testimonials and deals.
 * With dist/ built, the server listens at once: testimonials are read in the background (bounded
 * retries) and pages rendered on demand show them once they arrive.
 */
export async function runSite({ model, root, distDir = join(root, 'dist'), build: when, sourcesChangedAt = Infinity, port = 0, host, log = console, storeFault, server: serverOptions, dataDir, events: eventOptions = {} }: RunSiteOptions): Promise<RunningSite> {
  let store: LocalStore | undefined;
  try {
    store = await startConfiguredLocalStore(model.site.contentStore, root, storeFault);
  } catch (error) {
    log.error(`The local content store did not start (${(error as Error).message}); serving without testimonials and deals.`);
  }
  const content = loadSiteContent(model.site.contentStore, store?.url);

  const stale = staleness(distDir, sourcesChangedAt);
  if (when === 'always' || stale) {
    if (when === 'if-stale') log.log(`Building the site (${stale})...`);
    await buildClient({ root, outDir: distDir });
    const summary = await prerenderSite({ model, root, distDir, content: await content, log });
    if (summary.failed.length > 0) throw new Error(`Prerendering failed for ${summary.failed.slice(0, 5).join(', ')}; see the errors above.`);
  }

  const { rateLimit, ...commit } = eventOptions;
  const events = dataDir ? openSqliteStore(join(dataDir, EVENTS_DB), commit) : undefined;
  const server = createSiteServer({ model, distDir, content, contentStoreUrl: store?.url, ...serverOptions, ...(events ? { events: { store: events, rateLimit } } : {}) });
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  } catch (error) {
    await store?.close();
    await events?.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  return {
    url: `http://localhost:${address.port}`,
    store,
    events,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store?.close();
      await events?.close();
    },
  };
}

/** Why the built site in `distDir` cannot be served as it is, or '' when it can. */
export function staleness(distDir: string, sourcesChangedAt: number): string {
  // The stamp is written last by the prerender, so a build that stopped half way counts as missing.
  const stamp = join(distDir, STAMP_FILE);
  if (!existsSync(stamp)) return 'dist/ is missing or unfinished';
  if (statSync(stamp).mtimeMs < sourcesChangedAt) return 'dist/ is older than the sources';
  // A build made under another NODE_ENV (a test run, say) must never reach visitors.
  const { react } = JSON.parse(readFileSync(stamp, 'utf8')) as { react?: string };
  if (react !== 'production') return 'dist/ is not a production build';
  return '';
}
