import { Agent, request } from 'node:http';

/**
 * The load side of the intake bench, in its own process so it does not share the server's event
 * loop: `tsx intake-load.ts <baseUrl> <pagePath> <eventPath> <rate/s> <seconds>`. Measures the page
 * alone, then the page while events arrive open-loop at <rate> per second (one event per request,
 * as sendBeacon sends them), and prints one JSON line.
 */
const [baseUrl, pagePath, eventPath, rateText, secondsText] = process.argv.slice(2) as [string, string, string, string, string];
const rate = Number(rateText);
const seconds = Number(secondsText);

function send(agent: Agent, method: 'GET' | 'POST', path: string, body?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = body ? { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body) } : {};
    const req = request(`${baseUrl}${path}`, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));
};

/** Two clients loop the page until `until`. */
async function pageLoop(until: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  const times: number[] = [];
  await Promise.all(
    [0, 1].map(async () => {
      while (performance.now() < until) {
        const { status, ms } = await send(agent, 'GET', pagePath);
        if (status !== 200) throw new Error(`${pagePath} answered ${status}`);
        times.push(ms);
      }
    }),
  );
  agent.destroy();
  return times;
}

/** Events open-loop: `rate` per second in 10 ms ticks, whatever the answers' speed. */
async function eventLoop(until: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const inFlight: Promise<void>[] = [];
  const body = JSON.stringify({ type: 'view', path: pagePath, utmSource: 'bench', utmMedium: 'cpc', utmCampaign: 'intake', affid: true });
  const start = performance.now();
  let sent = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    for (; sent < due; sent++) {
      inFlight.push(
        send(agent, 'POST', eventPath, body).then(({ status, ms }) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 204) times.push(ms);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  return { sent, stored: statuses['204'] ?? 0, eventsPerSecond: Math.round((statuses['204'] ?? 0) / elapsed), p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: percentile(times, 100), statuses };
}

const idle = await pageLoop(performance.now() + seconds * 1000);
const until = performance.now() + seconds * 1000;
const [loaded, intake] = await Promise.all([pageLoop(until), eventLoop(until)]);
console.log(
  JSON.stringify({
    pageAlone: { requests: idle.length, p50Ms: percentile(idle, 50), p99Ms: percentile(idle, 99) },
    pageDuringIntake: { requests: loaded.length, p50Ms: percentile(loaded, 50), p99Ms: percentile(loaded, 99) },
    intake,
  }),
);
