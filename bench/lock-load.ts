import { Agent } from 'node:http';
import Database from 'libsql';
import { countStatus, latency, pageLoop, percentile, send } from './http-load';

/**
 * The other process of the foreign-lock bench (issue 25: a second server on the same DATA_DIR, a
 * clean-up job, the sqlite shell): `tsx lock-load.ts <baseUrl> <pagePath> <eventPath> <dbFile>
 * <seconds> <beacons/s>`. Three times for <seconds>, a page looped by two clients while beacons
 * arrive at <beacons/s> from 50 visitors (127.0.8.x, one a second each, inside the per-visitor
 * limit): as usual, then while this process holds BEGIN IMMEDIATE on the events database, then as
 * usual again. On a shared machine a later phase can be slower for reasons of its own (the heap
 * has grown, other work started), so the lock is judged against the phases on both sides of it.
 * Releases the lock, waits for every beacon's answer and prints one JSON line.
 */
const [baseUrl, pagePath, eventPath, dbFile, secondsText, rateText] = process.argv.slice(2) as [string, string, string, string, string, string];
const seconds = Number(secondsText);
const rate = Number(rateText);

/** Beacons open-loop at `rate` per second until `until`; resolves once every one was answered. */
async function beaconLoop(until: number, campaign: string) {
  // A connection per beacon, as visitors' browsers send them: with the lock held none is free to
  // reuse, and without it none is reused either, so the two phases differ only by the lock.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
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
/** The page and beacons for <seconds>, with the lock held by `hold` around them when given. */
async function phase(campaign: string, hold?: { take(): void; release(): void }) {
  hold?.take();
  const started = performance.now();
  const until = started + seconds * 1000;
  const [times, answered] = await Promise.all([pageLoop(pageUrl, 2, until), beaconLoop(until, campaign)]);
  hold?.release();
  return { page: latency(times), heldMs: Math.round(performance.now() - started), beacons: await answered() };
}

const before = await phase('before');
const db = new Database(dbFile);
db.exec('PRAGMA busy_timeout = 5000');
const locked = await phase('lock', { take: () => db.exec('BEGIN IMMEDIATE'), release: () => db.exec('COMMIT') });
db.close();
const after = await phase('after');
console.log(
  JSON.stringify({
    pageBefore: before.page,
    pageDuringLock: locked.page,
    pageAfter: after.page,
    lockMs: locked.heldMs,
    beaconsUnlocked: { before: before.beacons, after: after.beacons },
    beacons: locked.beacons,
  }),
);
