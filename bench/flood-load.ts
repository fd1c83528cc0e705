import { Agent } from 'node:http';
import { countStatus, latency, pageLoop, send } from './http-load';
import { placePath } from './place-paths';

/**
 * The load side of the new-city flood (issue 25: four clients asking for cities no build wrote;
 * docs/decisions/30-bounds-under-abuse.md), in its own process: `tsx flood-load.ts <baseUrl> <pagePath> <seconds> <clients>`.
 * Measures the prerendered page with two clients alone, then while <clients> clients, each from a
 * loopback address of its own (127.0.7.x, so each is a visitor to the limits), loop new cities as
 * fast as they are answered. Prints one JSON line.
 */
const [baseUrl, pagePath, secondsText, clientsText] = process.argv.slice(2) as [string, string, string, string];
const seconds = Number(secondsText);
const clients = Number(clientsText);

async function floodLoop(until: number) {
  const statuses: Record<string, number> = {};
  let requests = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; performance.now() < until; n++) {
        const { status } = await send(agent, 'GET', `${baseUrl}${placePath(n * clients + client)}`, { localAddress: `127.0.7.${client + 2}` });
        countStatus(statuses, status);
        requests += 1;
      }
      agent.destroy();
    }),
  );
  return { requests, perSecond: Math.round(requests / seconds), made: statuses['200'] ?? 0, statuses };
}

const pageUrl = `${baseUrl}${pagePath}`;
const idle = await pageLoop(pageUrl, 2, performance.now() + seconds * 1000);
const until = performance.now() + seconds * 1000;
const [loaded, flood] = await Promise.all([pageLoop(pageUrl, 2, until), floodLoop(until)]);
console.log(JSON.stringify({ pageAlone: latency(idle), pageDuringFlood: latency(loaded), flood }));
