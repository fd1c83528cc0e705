import { Agent, request } from 'node:http';

/** One request; the status 0 when the connection failed. `localAddress` makes it come from another loopback address. */
export function send(
  agent: Agent,
  method: 'GET' | 'POST',
  url: string,
  { body, localAddress, extra = {} }: { body?: string; localAddress?: string; extra?: Record<string, string> } = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = { ...extra, ...(body ? { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body) } : {}) };
    const req = request(url, { method, agent, headers, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));
};

export const latency = (times: number[]) => ({ requests: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) });

/** `clients` clients loop the page until `until` (performance.now()); every answer must be 200. */
export async function pageLoop(url: string, clients: number, until: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const { status, ms } = await send(agent, 'GET', url);
        if (status !== 200) throw new Error(`${url} answered ${status}`);
        times.push(ms);
      }
    }),
  );
  agent.destroy();
  return times;
}

/** Tallies answers by status. */
export const countStatus = (statuses: Record<string, number>, status: number) => void (statuses[status] = (statuses[status] ?? 0) + 1);
