import { Agent, request } from 'node:http';

export interface PageUnderLoad {
  path: string;
  seconds: number;
  pageClients: number;
  heavyClients: number;
  pageRequests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Heavy content requests answered meanwhile, by status (408: stopped at the deadline). */
  heavyByStatus: Record<string, number>;
  /** The same page measured with nothing else running, for comparison. */
  idle: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
}

/**
 * Seven nested counts over every document: about 11^7 evaluations, seconds on the main thread
 * before the store bounded it (issue 13; docs/decisions/15-local-content-store.md). Sent straight to the local store, which shares the site
 * server's process, as the worst a content request can cost the pages.
 */
export const HEAVY_QUERY = 'count(*[count(*[count(*[count(*[count(*[count(*[count(*)>0])>0])>0])>0])>0])>0])';

function get(agent: Agent, url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Number(ms.toFixed(1));

async function measurePages(url: string, clients: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const { status, ms } = await get(agent, url);
        if (status !== 200) throw new Error(`${url} answered ${status} under load`);
        times.push(ms);
      }
    }),
  );
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    count: times.length,
    requestsPerSecond: Math.round(times.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)!),
  };
}

/** Requests per second and latency of a prerendered page while `heavyClients` loop heavy content queries. */
export async function measurePageUnderLoad(
  baseUrl: string,
  storeQueryUrl: string,
  { path = '/invest', seconds = 10, pageClients = 4, heavyClients = 20 } = {},
): Promise<PageUnderLoad> {
  const pageUrl = `${baseUrl}${path}`;
  await measurePages(pageUrl, pageClients, 1); // warm: compressed copy cached, sockets open
  const idle = await measurePages(pageUrl, pageClients, seconds);
  const heavyAgent = new Agent({ keepAlive: true, maxSockets: heavyClients });
  const heavyByStatus: Record<string, number> = {};
  let running = true;
  const heavy = Array.from({ length: heavyClients }, async () => {
    while (running) {
      const { status } = await get(heavyAgent, `${storeQueryUrl}?query=${encodeURIComponent(HEAVY_QUERY)}`);
      heavyByStatus[status] = (heavyByStatus[status] ?? 0) + 1;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 200)); // let the heavy queries queue up first
  const loaded = await measurePages(pageUrl, pageClients, seconds);
  running = false;
  await Promise.all(heavy);
  heavyAgent.destroy();
  return {
    path,
    seconds,
    pageClients,
    heavyClients,
    pageRequests: loaded.count,
    requestsPerSecond: loaded.requestsPerSecond,
    p50Ms: loaded.p50Ms,
    p99Ms: loaded.p99Ms,
    maxMs: loaded.maxMs,
    heavyByStatus,
    idle: { requestsPerSecond: idle.requestsPerSecond, p50Ms: idle.p50Ms, p99Ms: idle.p99Ms },
  };
}
