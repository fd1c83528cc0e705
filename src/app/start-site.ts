import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openPostgresStore, type PostgresStoreOptions } from '../events/postgres-store';
import { EVENTS_DB, openSqliteStore, type SqliteStoreOptions } from '../events/sqlite-store';
import { withStorageLimits, type StorageLimits } from '../events/storage-limits';
import type { EventStore } from '../events/store';
import type { Engine, ServerOptions } from './engine';

export interface StartOptions {
  /** 'always' builds first; 'if-stale' only when dist/ cannot be served as it stands. */
  build: 'always' | 'if-stale';
  port?: number;
  host?: string;
  /** Folder of the events database (<dataDir>/events.db), outside dist/. Without it beacons are checked and dropped. */
  dataDir?: string;
  /**
   * A PostgreSQL URL (DATABASE_URL): events go there instead of <dataDir>/events.db, shared by
   * every server given the same URL. A database that cannot be reached does not stop the start.
   */
  databaseUrl?: string;
  /** Group commit and lock wait of the events database (the bench and tests change them). */
  commit?: SqliteStoreOptions & PostgresStoreOptions;
  /** Storage ceiling and retention of the events. @default DEFAULT_STORAGE_LIMITS */
  storage?: StorageLimits;
  server?: Omit<ServerOptions, 'events'>;
}

export interface RunningSite {
  url: string;
  /** The local content store's URL, when one runs. */
  storeUrl?: string;
  events?: EventStore;
  close(): Promise<void>;
}

/**
 * What `landing-engine start`, the browser tests, the link audit and the bench share: the content
 * source, a build when needed, the events store and the production server. With dist/ built the
 * server listens at once: testimonials arrive in the background and pages rendered on demand show
 * them once they have.
 */
export async function startSite(
  engine: Engine,
  { build, port = 0, host, dataDir, databaseUrl, commit = {}, storage, server: serverOptions = {} }: StartOptions,
): Promise<RunningSite> {
  const { log } = engine;
  const stale = engine.staleness();
  // Read as a build reads it (its own deadline, retries) when a build will bake it.
  const source = await engine.openContent({ forBuild: build === 'always' || stale !== '' });
  let events: EventStore | undefined;
  try {
    if (build === 'always' || stale) {
      if (build === 'if-stale') log.log(`Building the site (${stale})...`);
      const summary = await engine.build(source.content);
      if (summary.failed.length > 0) throw new Error(`Prerendering failed for ${summary.failed.slice(0, 5).join(', ')}; see the errors above.`);
    }
    if (databaseUrl || dataDir) {
      // Assigned before it is wrapped, so a failing first count still closes the database below.
      events = databaseUrl ? await openPostgresStore(databaseUrl, { log, ...commit }) : await openSqliteStore(join(dataDir!, EVENTS_DB), commit);
      events = await withStorageLimits(events, storage);
    }
    const server = engine.server(source, { ...serverOptions, events });
    // The render thread ready before the first visitor: the first unlisted city waited 3.3-15.3 s for it (issue 40).
    await server.warmed;
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
    const address = server.address() as AddressInfo;
    return {
      url: `http://localhost:${address.port}`,
      storeUrl: source.storeUrl,
      events,
      close: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await source.close();
        await events?.close();
      },
    };
  } catch (error) {
    await source.close();
    await events?.close();
    throw error;
  }
}
