import { Agent } from 'node:http';
import Database from 'libsql';
import { countStatus, latency, pageLoop, percentile, send } from './http-load';

/**
 * The other process of the foreign-lock bench (issue 25: a second server on the same DATA_DIR, a
 * clean-up job, the sqlite shell): `tsx lock-load.ts <baseUrl> <pagePath> <eventPath> <dbFile>
 * <seconds> <beacons/s>`. Twice for <seconds>, a page looped by two clients while beacons arrive at
 * <beacons/s> from 50 visitors (127.0.8.x, one a second each, inside the per-visitor limit): first
 * as usual, then while this process holds BEGIN IMMEDIATE on the events database, so the only
 * difference between the two is the lock. Releases it, waits for every beacon's answer and prints one JSON line.
 */
const [baseUrl, pagePath, eventPath, dbFile, secondsText, rateText] = process.argv.slice(2) as [string, string, string, string, string, string];
const seconds = Number(secondsText);
const rate = Number(rateText);

/** Beacons open-loop at `rate` per second until `until`; resolves once every one was answered. */
async function beaconLoop(until: number, campaign: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const statuses: Record<string, number> = {};
  const waits: number[] = [];
  const answers: Promise<void>[] = [];
  const body = JSON.stringify({ type: 'view', path: pagePath, utmCampaign: campaign, affid: false });
  const start = performance.now();
  let sent = 0;
  while (performance.now() < until) {
    for (const due = Math.floor(((performance.now() - start) / 1000) * rate); sent < due; sent++) {
      answers.push(
        send(agent, 'POST', `${baseUrl}${eventPath}`, { body, localAddress: `127.0.8.${2 + (sent % 50)}` }).then(({ status, ms }) => {
          countStatus(statuses, status);
          waits.push(ms);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return async () => {
    await Promise.all(answers);
    agent.destroy();
    return { sent, statuses, p50Ms: percentile(waits, 50), maxMs: percentile(waits, 100) };
  };
}

const pageUrl = `${baseUrl}${pagePath}`;
const unlocked = performance.now() + seconds * 1000;
const [idle, answeredUnlocked] = await Promise.all([pageLoop(pageUrl, 2, unlocked), beaconLoop(unlocked, 'unlocked')]);
const beaconsUnlocked = await answeredUnlocked();
const db = new Database(dbFile);
db.exec('PRAGMA busy_timeout = 5000');
db.exec('BEGIN IMMEDIATE');
const locked = performance.now();
const until = locked + seconds * 1000;
const [loaded, answered] = await Promise.all([pageLoop(pageUrl, 2, until), beaconLoop(until, 'lock')]);
db.exec('COMMIT');
db.close();
const lockMs = Math.round(performance.now() - locked);
console.log(JSON.stringify({ pageAlone: latency(idle), pageDuringLock: latency(loaded), lockMs, beaconsUnlocked, beacons: await answered() }));
