import { Agent } from 'node:http';
import { countStatus, latency, pageLoop, percentile, send } from './http-load';

/**
 * The load side of the intake bench, in its own process so it does not share the server's event
 * loop: `tsx intake-load.ts <baseUrl> <pagePath> <eventPath> <rate/s> <seconds>`. Measures the page
 * alone, then the page while events arrive open-loop at <rate> per second (one event per request,
 * as sendBeacon sends them), and prints one JSON line.
 */
const [baseUrl, pagePath, eventPath, rateText, secondsText] = process.argv.slice(2) as [string, string, string, string, string];
const rate = Number(rateText);
const seconds = Number(secondsText);

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
        send(agent, 'POST', `${baseUrl}${eventPath}`, { body }).then(({ status, ms }) => {
          countStatus(statuses, status);
          if (status === 204) times.push(ms);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  return {
    sent,
    stored: statuses['204'] ?? 0,
    eventsPerSecond: Math.round((statuses['204'] ?? 0) / elapsed),
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: percentile(times, 100),
    statuses,
  };
}

const pageUrl = `${baseUrl}${pagePath}`;
const idle = await pageLoop(pageUrl, 2, performance.now() + seconds * 1000);
const until = performance.now() + seconds * 1000;
const [loaded, intake] = await Promise.all([pageLoop(pageUrl, 2, until), eventLoop(until)]);
console.log(JSON.stringify({ pageAlone: latency(idle), pageDuringIntake: latency(loaded), intake }));
