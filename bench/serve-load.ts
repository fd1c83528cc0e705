import { Agent, request } from 'node:http';
import { percentile } from './http-load';

/**
 * Child process of the bench (bench/serving.ts): `clients` keep-alive clients loop one URL,
 * asking for brotli as a browser does, for `seconds`; then the next URL; `rounds` times over, so
 * that each server gets its share of the machine's good and bad moments, each going first as often. Prints JSON: per URL,
 * requests per second (over all its rounds), p50 and p99 ms, and the statuses. Before and after
 * each stretch a line `start <i>` / `end <i> <requests>`, for the parent's CPU accounting.
 */
const [, , secondsArg, clientsArg, roundsArg, ...urls] = process.argv;
const seconds = Number(secondsArg);
const clients = Number(clientsArg);
const rounds = Number(roundsArg);

function get(agent: Agent, url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

async function loop(url: string, ms: number, times: number[], statuses: Record<string, number>, index = -1) {
  // The parent reads these lines to charge its CPU time to the server being measured.
  if (index >= 0) console.log(`start ${index}`);
  const before = times.length;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const { status, ms: took } = await get(agent, url);
        statuses[status] = (statuses[status] ?? 0) + 1;
        times.push(took);
      }
    }),
  );
  agent.destroy();
  if (index >= 0) console.log(`end ${index} ${times.length - before}`);
}

const results = urls.map((url) => ({ url, times: [] as number[], statuses: {} }));
for (const result of results) await loop(result.url, 500, [], {}); // warm: copies compressed, code optimised
// A B, B A, A B, ...: whichever goes first in a round measured up to 15 % lower here, whatever it served.
for (let round = 0; round < rounds; round++) {
  for (const result of round % 2 ? [...results].reverse() : results)
    await loop(result.url, seconds * 1000, result.times, result.statuses, results.indexOf(result));
}
console.log(
  JSON.stringify(
    results.map(({ url, times, statuses }) => ({
      url,
      requestsPerSecond: Math.round(times.length / (seconds * rounds)),
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      statuses,
    })),
  ),
);
