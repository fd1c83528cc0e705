import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { ContentStoreConfig } from '../../schemas/content-store';
import type { SiteModel } from '../config/model';
import { loadSiteContent } from '../content/load-site-content';
import { NO_CONTENT, type SiteContent } from '../content/site-content';
import { readBuildContent } from '../content/build-content';
import { readBakedContent } from '../output/baked-content';
import type { EventStore } from '../events/store';
import { staleness } from '../output/stamp';
import { prerenderSite } from '../prerender/build-site';
import type { PrerenderSummary } from '../prerender/prerender';
import { createSiteServer, type SiteServerOptions } from '../server/server';
import { newestSourceTime } from './sources';

export interface Log {
  log(message: string): void;
  error(message: string): void;
}

/** A content store running beside the engine, reached at `url` through the content client. */
export interface RunningStore {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the local content store for a site whose config asks for one (contentStore.local.enabled),
 * or gives undefined when it does not. The store is tooling (dev/content-store); the command line
 * and the tests pass it in, so nothing under src/ depends on it.
 */
export type StartLocalStore = (config: ContentStoreConfig, root: string) => Promise<RunningStore | undefined>;

export interface EngineOptions {
  /** The site folder: site.config.yaml, pages/, public/, content/. */
  root: string;
  /** Where the built site goes. @default <root>/dist */
  distDir?: string;
  /** How to start the local content store; without it such a site is served without its content (logged). */
  startLocalStore?: StartLocalStore;
  log?: Log;
}

/** The content pages bake in (read in the background) and the store the server forwards /content-api to. */
export interface ContentSource {
  content: Promise<SiteContent>;
  storeUrl?: string;
  close(): Promise<void>;
}

export interface Engine {
  readonly model: SiteModel;
  readonly log: Log;
  readonly root: string;
  readonly distDir: string;
  /**
   * Start the content source and begin reading the content every page shows. Never throws: a store
   * that does not start is logged and pages render without testimonials, deals answer 503.
   */
  openContent(options?: { forBuild?: boolean }): Promise<ContentSource>;
  /** Client bundle (while the content arrives), then every page prerendered into distDir, with the assets precompressed. */
  build(content: SiteContent | Promise<SiteContent>, options?: { workers?: number; allowMissingContent?: boolean }): Promise<PrerenderSummary>;
  /** Why distDir cannot be served as it stands ('' when it can): missing, unfinished, older than the sources, or not a production build. */
  staleness(): string;
  /** The production server for distDir. It serves; it never builds. */
  server(source: ContentSource, options?: ServerOptions): Server & { warmed: Promise<void> };
}

export type ServerOptions = Omit<SiteServerOptions, 'model' | 'distDir' | 'content' | 'contentStoreUrl' | 'events'> & { events?: EventStore };

/** The one place the engine's parts are put together from a site folder and options. */
export function createEngine(model: SiteModel, { root, distDir = join(root, 'dist'), startLocalStore, log = console }: EngineOptions): Engine {
  const siteRoot = resolve(root);
  return {
    model,
    log,
    root: siteRoot,
    distDir,
    /** `forBuild`: read with the build's deadline and retries (src/content/build-content.ts), for a build about to bake it. */
    async openContent({ forBuild = false } = {}) {
      const config = model.site.contentStore;
      // A site without a content store has nothing to read: no testimonials, no deals.
      if (!config) return { content: Promise.resolve(NO_CONTENT), close: async () => {} };
      let store: RunningStore | undefined;
      try {
        store = startLocalStore ? await startLocalStore(config, siteRoot) : undefined;
        if (!startLocalStore && config.local.enabled)
          log.error(
            'This site asks for the local content store (contentStore.local.enabled), but none was started here; pages are served without testimonials and deals.',
          );
      } catch (error) {
        log.error(`The local content store did not start (${(error as Error).message}); serving without testimonials and deals.`);
      }
      const content =
        config.local.enabled && !store
          ? Promise.resolve({ ...NO_CONTENT, unavailable: `the local content store (contentStore.local, port ${config.local.port}) did not start` })
          : forBuild
            ? readBuildContent(config, { localUrl: store?.url, log })
            : loadSiteContent(config, store?.url);
      return { content, storeUrl: store?.url, close: async () => void (await store?.close()) };
    },
    async build(content, { workers, allowMissingContent } = {}) {
      // Loaded only to build: Vite and its bundler held 160 MB of a `start` that never builds (issue 40).
      const { buildClient } = await import('../prerender/client-build');
      const started = performance.now();
      await buildClient({ root: siteRoot, outDir: distDir });
      // The first step of a build says it is done, as the later ones say how far they are (issue 54).
      log.log(`client bundle: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return prerenderSite({ model, root: siteRoot, distDir, content: await content, log, workers, allowMissingContent });
    },
    staleness: () => staleness(distDir, newestSourceTime(siteRoot)),
    server(source, { events, ...options } = {}) {
      // Pages made on demand show what the build baked into the prerendered ones, when it baked any.
      const baked = readBakedContent(distDir);
      const content = baked && baked.unavailable === undefined ? baked : source.content;
      return createSiteServer({
        model,
        distDir,
        content,
        contentStoreUrl: source.storeUrl,
        warmRenderThread: true,
        ...options,
        ...(events ? { events: { store: events } } : {}),
      });
    },
  };
}
