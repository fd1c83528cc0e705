import { Agent } from 'node:http';
import { countStatus, send } from './http-load';
import { PLACE_PATHS, placePath } from './place-paths';

/**
 * `tsx cities-load.ts <baseUrl> <seconds> <clients>`: each client loops cities no build wrote
 * (a place the engine knows in a city form, bench/place-paths.ts, a new one on every request) as fast as they are answered. Prints one JSON line:
 * pages made per second and the statuses.
 */
const [baseUrl, secondsText, clientsText] = process.argv.slice(2) as [string, string, string];
const seconds = Number(secondsText);
const statuses: Record<string, number> = {};
const until = performance.now() + seconds * 1000;
// Each client its own run of pages, from a place in the list a run of the bench has not likely asked for.
const start = Date.now() % PLACE_PATHS;
const clients = Number(clientsText);
await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; performance.now() < until; n++)
      countStatus(statuses, (await send(agent, 'GET', `${baseUrl}${placePath(start + n * clients + client)}`)).status);
    agent.destroy();
  }),
);
console.log(JSON.stringify({ rendersPerSecond: Math.round((statuses['200'] ?? 0) / seconds), statuses }));
