import { relative, resolve } from 'node:path';
import { createEngine } from '../../src/app/engine';
import { startSite } from '../../src/app/start-site';
import { describeDatabase } from '../../src/events/postgres-store';
import { checkPortFree, listenErrorMessage } from '../../src/server/port-check';
import { PORT_OPTION, portFrom, ROOT_OPTION, UsageError } from '../args';
import { deploySettings } from '../deploy-settings';
import type { Command } from '../command';
import { startLocalStore } from '../local-store';
import { otherPort } from '../other-port';
import { loadForCommand, siteRoot } from '../site-folder';

/**
 * Validate, check the port, build when dist/ is missing, older than the sources or not a
 * production build, serve. Deployment settings come from the environment (docs/deploy.md):
 *   PORT                      port to listen on (4173), as --port
 *   HOST                      address to listen on (all interfaces); 127.0.0.1 behind a proxy on the same machine
 *   DATA_DIR                  folder of the events database, events.db (<root>/data), as --data
 *   DATABASE_URL              postgres://USER:PASSWORD@HOST:5432/DATABASE: events go to PostgreSQL, shared by every server given it
 *   CONTENT_API_CORS_ORIGINS  comma-separated origins allowed to read /content-api from another site
 *   HSTS_PRELOAD=1            add `preload` to Strict-Transport-Security (only for a preload-list domain)
 *   TRUSTED_PROXY_HOPS        proxies in front that append to X-Forwarded-For (0; 1 behind the nginx example)
 *   EVENTS_PER_SECOND         events the whole site stores per second (500)
 *   EVENTS_MAX_ROWS           most events kept (1,000,000)
 *   EVENTS_RETENTION_DAYS     days an event is kept (400)
 * The environment rather than the YAML: these describe where and how one server runs (the same
 * site runs behind nginx in production and alone on a laptop), not the site.
 */
export const command: Command = {
  spec: {
    name: 'start',
    summary: 'serve the site (building it first when dist/ is missing or older than the sources)',
    options: {
      ...ROOT_OPTION,
      ...PORT_OPTION('4173'),
      data: {
        type: 'string',
        value: 'DIR',
        description: 'folder of the events database; default: $DATA_DIR or <root>/data (unused when $DATABASE_URL names a PostgreSQL database)',
      },
    },
  },
  async run(values) {
    process.env.NODE_ENV = 'production';
    const root = siteRoot(values.root);
    const port = portFrom(values.port, 4173);
    const settings = deploySettings(process.env);
    if (!settings.ok) throw new UsageError(settings.message);
    if (settings.trustedProxies > 0 && !/^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(settings.host ?? '')) {
      // Reachable past the proxy, a visitor could write X-Forwarded-For and choose whose limits it uses.
      console.warn(
        `TRUSTED_PROXY_HOPS=${settings.trustedProxies} with HOST=${settings.host ?? '(every interface)'}: visitors who reach this port directly, not through the proxy, can choose the address their limits count against. Set HOST=127.0.0.1 when the proxy runs on this machine, or firewall the port.`,
      );
    }
    const { model } = loadForCommand(root, 'start');
    const again = otherPort('start');
    try {
      // Before any build: a busy port should not cost a minute of building first.
      await checkPortFree(port, again, settings.host);
    } catch (error) {
      console.error((error as Error).message);
      return 1;
    }
    const dataDir = resolve(root, typeof values.data === 'string' ? values.data : (process.env.DATA_DIR ?? 'data'));
    try {
      const engine = createEngine(model, { root, startLocalStore });
      const { host, corsOrigins, hstsPreload, trustedProxies, eventsPerSecond, storage, databaseUrl } = settings;
      const site = await startSite(engine, {
        build: 'if-stale',
        port,
        host,
        dataDir,
        databaseUrl,
        storage,
        server: { corsOrigins, hstsPreload, trustedProxies, limits: { eventsPerSecond } },
      });
      if (site.storeUrl) console.log(`Local content store (content/*.ndjson) at ${site.storeUrl}`);
      const where = databaseUrl ? `PostgreSQL ${describeDatabase(databaseUrl)}` : relative(process.cwd(), dataDir) || '.';
      // site.url holds the port bound, which --port 0 leaves to the system.
      console.log(`landing-engine is serving the site at ${site.url}; events go to ${where}`);
      return 0;
    } catch (error) {
      console.error(listenErrorMessage(error, port, again));
      return 1;
    }
  },
};
