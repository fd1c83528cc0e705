import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Miniflare } from 'miniflare';
import { buildWorker } from '../src/edge/build-worker';
import { startWorker } from '../tests/edge/workerd';
import { countStatus, send } from './http-load';
import type { BenchPart } from './part';
import { buildAndServe, DIST } from './site';

const PRERENDERED = '/invest';
/** A city path no build lists: each request names a new city, so each is a render (no cache hit). */
const NEW_CITY = (n: number) => `/bakkie-rental/bench-town-${n}`;
const CLIENTS = 8;
const COLD_STARTS = 5;

/** Requests a second over `seconds` from CLIENTS clients, each from its own loopback address (the per-visitor render limits of both hosts key on it). */
async function rate(base: string, path: (n: number) => string, seconds: number): Promise<{ perSecond: number; statuses: Record<string, number> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
  const statuses: Record<string, number> = {};
  let n = 0;
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < until) {
        // The Worker keys its per-visitor limits on CF-Connecting-IP, which Cloudflare's edge sets: here the client's own address.
        const address = `127.0.0.${2 + ((client * 31 + n) % 250)}`;
        const { status } = await send(agent, 'GET', base + path(n++), { localAddress: address, extra: { 'cf-connecting-ip': address } });
        countStatus(statuses, status);
        done++;
      }
    }),
  );
  agent.destroy();
  return { perSecond: Math.round(done / seconds), statuses };
}

/**
 * The Cloudflare Worker (build --target cloudflare) in workerd, through miniflare: the bundle's
 * gzip size, its cold start (a new workerd to the first page answered) and requests a second of a
 * prerendered page and of new cities, beside the Node server on the same dist/ in the same run.
 */
export const edgeWorkerPart: BenchPart = {
  key: 'edgeWorker',
  title: 'the Cloudflare Worker in workerd beside the Node server',
  async run({ model, args, log }) {
    const seconds = args.seconds ?? 5;
    const node = await buildAndServe(model, 'if-stale');
    const out = mkdtempSync(join(tmpdir(), 'bench-edge-'));
    let worker: Miniflare | undefined;
    try {
      const { worker: bundle, config } = await buildWorker({ model, distDir: DIST, outDir: out, logLevel: 'silent' });
      const code = readFileSync(bundle);
      const gzipKb = Math.round(gzipSync(code, { level: 9 }).length / 102.4) / 10;
      const coldMs: number[] = [];
      for (let run = 0; run < COLD_STARTS; run++) {
        const started = performance.now();
        const mf = startWorker(config);
        const url = await mf.ready;
        const first = await fetch(new URL(PRERENDERED, url));
        await first.arrayBuffer();
        coldMs.push(Math.round(performance.now() - started));
        await mf.dispose();
      }
      worker = startWorker(config);
      const base = (await worker.ready).href.replace(/\/$/, '');
      log(`  bundle ${gzipKb} KB gzip; cold starts ${coldMs.join(', ')} ms; now ${seconds} s each of ${PRERENDERED} and new cities, Worker then Node...`);
      const results = {
        gzipKb,
        coldStartMs: [...coldMs].sort((a, b) => a - b)[Math.floor(COLD_STARTS / 2)]!,
        coldStartRunsMs: coldMs,
        prerendered: { worker: await rate(base, () => PRERENDERED, seconds), node: await rate(node.baseUrl, () => PRERENDERED, seconds) },
        newCity: { worker: await rate(base, (n) => NEW_CITY(n), seconds), node: await rate(node.baseUrl, (n) => NEW_CITY(n + 1_000_000), seconds) },
        load: loadavg()[0]!,
      };
      const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}x` : '-');
      const statusText = (statuses: Record<string, number>) => Object.entries(statuses).map(([status, count]) => `${status}: ${count}`).join(', ');
      return {
        results,
        sections: [
          {
            headers: ['Cloudflare Worker (workerd, miniflare)', 'Worker', 'Node server', 'Worker / Node', 'answers (Worker; Node)'],
            rows: [
              ['bundle, gzip 9', `${gzipKb} KB`, '', '', ''],
              [`cold start to first page (median of ${COLD_STARTS})`, `${results.coldStartMs} ms`, '', '', ''],
              [`prerendered page ${PRERENDERED}, requests/s`, String(results.prerendered.worker.perSecond), String(results.prerendered.node.perSecond), ratio(results.prerendered.worker.perSecond, results.prerendered.node.perSecond), `${statusText(results.prerendered.worker.statuses)}; ${statusText(results.prerendered.node.statuses)}`],
              ['a new city each request, requests/s', String(results.newCity.worker.perSecond), String(results.newCity.node.perSecond), ratio(results.newCity.worker.perSecond, results.newCity.node.perSecond), `${statusText(results.newCity.worker.statuses)}; ${statusText(results.newCity.node.statuses)}`],
            ],
          },
        ],
        notes: `Cloudflare Worker: ${CLIENTS} clients, ${seconds} s per row, one workerd process against one Node process on this machine (load ${results.load.toFixed(1)}); on Cloudflare each data centre runs its own isolates.`,
      };
    } finally {
      await worker?.dispose();
      await node.close();
      rmSync(out, { recursive: true, force: true });
    }
  },
};
