import { Agent } from 'node:http';
import { countStatus, latency, pageLoop, percentile, send } from './http-load';

/**
 * The load side of the PostgreSQL intake bench: `tsx pg-intake-load.ts <url,url> <pagePath> <rate/s> <seconds>`.
 * Events open-loop at <rate> per second, one per request as sendBeacon sends them, taking turns
 * between the servers; meanwhile two clients loop the page on the first server (measured alone
 * first). 256 connections per server: visitors are many, and a commit waits for the disk (fsync), so
 * fewer connections would queue events in this process rather than measure the servers. Prints one JSON line.
 */
const [urlsText, pagePath, rateText, secondsText] = process.argv.slice(2) as [string, string, string, string];
const urls = urlsText.split(',');
const rate = Number(rateText);
const seconds = Number(secondsText);

async function eventLoop(until: number) {
  const agents = urls.map(() => new Agent({ keepAlive: true, maxSockets: 256 }));
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const inFlight: Promise<void>[] = [];
  const body = JSON.stringify({ type: 'view', path: pagePath, utmSource: 'bench', utmMedium: 'cpc', utmCampaign: 'pg-intake', affid: true });
  const start = performance.now();
  let sent = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    for (; sent < due; sent++) {
      const i = sent % urls.length;
      inFlight.push(
        send(agents[i]!, 'POST', `${urls[i]}/__events`, { body }).then(({ status, ms }) => {
          countStatus(statuses, status);
          if (status === 204) times.push(ms);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inFlight);
  agents.forEach((agent) => agent.destroy());
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

const pageUrl = `${urls[0]}${pagePath}`;
const idle = await pageLoop(pageUrl, 2, performance.now() + seconds * 1000);
const until = performance.now() + seconds * 1000;
const [loaded, intake] = await Promise.all([pageLoop(pageUrl, 2, until), eventLoop(until)]);
console.log(JSON.stringify({ pageAlone: latency(idle), pageDuringIntake: latency(loaded), intake }));
