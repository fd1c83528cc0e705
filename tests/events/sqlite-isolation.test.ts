// @vitest-environment node
// The SQLite events store runs in a process of its own (src/events/sqlite-store.ts): when it
// crashes, is killed, or hits a .db-shm it cannot write (a bus error that used to end the whole
// server, exit 135), pages keep answering 200 and beacons get 503 with Retry-After until the store
// is back, then 204. Restarts wait for the test's say-so, not a timer, so the order is fixed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/events/sqlite-store';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuildWithInvest } from '../helpers/stub-build';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-isolation-'));
const distDir = join(dir, 'dist');
const file = join(dir, 'events.db');
const lines: string[] = [];
/** Restarts wait here until the test releases them. */
let release: () => void = () => {};
let store: Awaited<ReturnType<typeof openSqliteStore>>;
let server: Server;
let base: string;

beforeAll(async () => {
  writeStubBuildWithInvest(distDir);
  store = await openSqliteStore(file, {
    windowMs: 1,
    log: (line) => lines.push(line),
    waitBeforeRestart: () => new Promise<void>((resolve) => (release = resolve)),
  });
  server = createSiteServer({
    model: shippedModel(),
    distDir,
    events: { store },
    limits: { eventsPerVisitor: { perSecond: 1000, burst: 1000 } },
    log: () => {},
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  try {
    execFileSync('chattr', ['-i', `${file}-shm`]);
  } catch {
    // Not made immutable (the first test alone ran).
  }
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const beacon = () =>
  fetch(`${base}/__events`, {
    method: 'POST',
    body: JSON.stringify({ type: 'view', path: '/invest', affid: false }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
const page = async () => (await fetch(`${base}/invest`)).status;
/** Beacons until one is stored: the restart released, the store opens on its own time. */
async function storedAgain(): Promise<number> {
  for (;;) {
    const { status } = await beacon();
    if (status !== 503) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the events store in a process of its own', () => {
  it('killed: pages 200, beacons 503 with Retry-After, then 204 once it is back', async () => {
    expect((await beacon()).status).toBe(204);
    const pid = store.pid!;
    process.kill(pid, 'SIGKILL');
    const refused = await beacon();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await page()).toBe(200);
    expect((await beacon()).status).toBe(503);
    release();
    expect(await storedAgain()).toBe(204);
    expect(store.pid).not.toBe(pid);
    expect(lines).toEqual([
      'The events database process stopped (signal SIGKILL); beacons get 503 until it is back. Pages are not affected.',
      `The events database process is back (${file}).`,
    ]);
    lines.length = 0;
  }, 60_000);

  it('with its .db-shm made immutable: pages 200, beacons 503, then 204 once the file is writable again', async () => {
    expect((await beacon()).status).toBe(204);
    execFileSync('chattr', ['+i', `${file}-shm`]);
    const refused = await beacon();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await page()).toBe(200);
    expect(await page()).toBe(200);
    execFileSync('chattr', ['-i', `${file}-shm`]);
    release();
    expect(await storedAgain()).toBe(204);
    expect(await page()).toBe(200);
    // SQLite writes the shared-memory file through a memory map: the write faults (SIGBUS) in the store's process only.
    expect(lines).toEqual([
      'The events database process stopped (signal SIGBUS); beacons get 503 until it is back. Pages are not affected.',
      `The events database process is back (${file}).`,
    ]);
  }, 60_000);
});
