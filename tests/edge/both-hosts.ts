import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Miniflare } from 'miniflare';
import type { SiteModel } from '../../src/config/model';
import { buildWorker } from '../../src/edge/build-worker';
import { buildClient } from '../../src/prerender/client-build';
import { prerender } from '../../src/prerender/prerender';
import { assetsFromManifest } from '../../src/render/assets';
import { createSiteServer, type SiteServerOptions } from '../../src/server/server';
import { closeNow, listenOnLoopback } from '../helpers/listen';
import { ROOT } from '../helpers/load-fixture';
import { startWorker } from './workerd';

/** One request as a visitor sends it to either host: its address and scheme go where each host reads them. */
export interface Ask {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** The visitor's address (Node behind one trusted proxy: X-Forwarded-For; the Worker: CF-Connecting-IP). */
  visitor?: string;
  https?: boolean;
}

export interface Host {
  name: 'node' | 'worker';
  ask(path: string, ask?: Ask): Promise<Response>;
  /** What the host's event store holds of the providers' postbacks: the conversions' click ids and stages, and the refusals counted by reason. */
  postbacks(): Promise<{ conversions: string[]; refusals: Record<string, number> }>;
}

/** The site's build, made once: dist/ and the Worker beside it. */
export async function buildBoth(model: SiteModel): Promise<{ root: string; distDir: string; workerDir: string; clean(): void }> {
  const root = mkdtempSync(join(tmpdir(), 'both-hosts-'));
  const distDir = join(root, 'dist');
  const workerDir = join(root, 'cloudflare');
  await buildClient({ root: ROOT, outDir: distDir });
  await prerender({ model, outDir: distDir, assets: assetsFromManifest(distDir, model), workers: 0 });
  await buildWorker({ model, distDir, outDir: workerDir, logLevel: 'silent' });
  return { root, distDir, workerDir, clean: () => rmSync(root, { recursive: true, force: true }) };
}

/** The Node server on that build, behind one trusted proxy (so a test names the visitor), with the given settings. */
export async function nodeHost(options: SiteServerOptions): Promise<Host & { close(): Promise<void> }> {
  const server: Server = createSiteServer({ trustedProxies: 1, ...options });
  const base = `http://127.0.0.1:${await listenOnLoopback(server)}`;
  return {
    name: 'node',
    ask: (path, { visitor = '198.51.100.1', https = false, headers = {}, ...init } = {}) =>
      fetch(base + path, {
        ...init,
        headers: { 'accept-encoding': 'identity', 'x-forwarded-for': visitor, 'x-forwarded-proto': https ? 'https' : 'http', ...headers },
      }),
    postbacks: async () => {
      const store = options.events?.store;
      if (!store) return { conversions: [], refusals: {} };
      return summary(await store.queryConversions({ from: 0, to: Date.now() + 60_000 }), await store.queryRefusals());
    },
    close: () => closeNow(server),
  };
}

/** Conversions as `click id stage`, and refusals summed by reason. */
function summary(conversions: Array<{ clickId: string; stage: string }>, refusals: Array<{ reason: string; n: number }>) {
  const counts: Record<string, number> = {};
  for (const { reason, n } of refusals) counts[reason] = (counts[reason] ?? 0) + n;
  return { conversions: conversions.map(({ clickId, stage }) => `${clickId} ${stage}`), refusals: counts };
}

/** The built Worker in workerd (miniflare), with the given vars, as `wrangler dev` runs it. */
export async function workerHost(workerDir: string, bindings: Record<string, string> = {}): Promise<Host & { close(): Promise<void> }> {
  const worker: Miniflare = startWorker(join(workerDir, 'wrangler.jsonc'), { bindings });
  await worker.ready;
  return {
    name: 'worker',
    ask: async (path, { visitor = '198.51.100.1', https = false, headers = {}, ...init } = {}) =>
      (await worker.dispatchFetch(`${https ? 'https' : 'http'}://www.tolabiz.example${path}`, {
        ...init,
        headers: { 'accept-encoding': 'identity', 'cf-connecting-ip': visitor, ...headers },
      } as never)) as unknown as Response,
    postbacks: async () => {
      const db = (await worker.getD1Database('EVENTS')) as unknown as { prepare(sql: string): { all(): Promise<{ results: Record<string, unknown>[] }> } };
      const rows = async (sql: string) =>
        (
          await db
            .prepare(sql)
            .all()
            .catch(() => ({ results: [] }))
        ).results;
      const conversions = await rows('SELECT click_id, stage FROM conversions ORDER BY id');
      const refusals = await rows('SELECT reason, n FROM conversion_refusals');
      return summary(
        conversions.map((row) => ({ clickId: String(row.click_id), stage: String(row.stage) })),
        refusals.map((row) => ({ reason: String(row.reason), n: Number(row.n) })),
      );
    },
    close: () => worker.dispose(),
  };
}
