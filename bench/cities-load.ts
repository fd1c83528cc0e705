import { Agent } from 'node:http';
import { countStatus, send } from './http-load';

/**
 * `tsx cities-load.ts <baseUrl> <seconds> <clients>`: each client loops cities no build wrote
 * (/tender-finance/<new name> on every request) as fast as they are answered. Prints one JSON line:
 * pages made per second and the statuses.
 */
const [baseUrl, secondsText, clientsText] = process.argv.slice(2) as [string, string, string];
const seconds = Number(secondsText);
const statuses: Record<string, number> = {};
const until = performance.now() + seconds * 1000;
const run = Date.now().toString(36);
await Promise.all(
  Array.from({ length: Number(clientsText) }, async (_, client) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; performance.now() < until; n++) countStatus(statuses, (await send(agent, 'GET', `${baseUrl}/tender-finance/c${run}-${client}-${n}`)).status);
    agent.destroy();
  }),
);
console.log(JSON.stringify({ rendersPerSecond: Math.round((statuses['200'] ?? 0) / seconds), statuses }));
