import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReader } from '../../src/events/sqlite-store';
import { ROOT } from '../helpers/load-fixture';

const dataDir = mkdtempSync(join(tmpdir(), 'events-durable-'));
const distDir = mkdtempSync(join(tmpdir(), 'events-dist-'));
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

/** Start the server process; resolves with its port once it listens. */
function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/server/events-server-child.ts'), dataDir, distDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /port (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

/** One event per request, each with its own utm_campaign so the stored rows can be named. */
function send(agent: Agent, port: number, n: number): Promise<number> {
  const body = JSON.stringify({ type: 'view', path: '/invest', utmCampaign: `burst-${n}`, affid: false });
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/__events',
        method: 'POST',
        agent,
        headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe('events survive kill -9 in the middle of a burst', () => {
  it('stores every event it acknowledged, and keeps them over a restart', async () => {
    const first = await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const acknowledged = new Set<number>();
    let sent = 0;
    let killed = false;
    // 16 clients send events one after another; the process is killed once 600 were acknowledged.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (!killed && sent < 5000) {
          const n = sent++;
          const status = await send(agent, first.port, n);
          if (status === 204) acknowledged.add(n);
          if (acknowledged.size >= 600 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      }),
    );
    agent.destroy();
    await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('exit', resolve)));

    // Restarted, the server opens the same file (recovering its WAL) and answers again.
    const second = await startServer();
    expect(await send(new Agent(), second.port, -1)).toBe(204);
    second.child.kill('SIGKILL');

    const reader = openSqliteReader(join(dataDir, 'events.db'));
    const rows = await reader.query({ from: 0, to: Date.now() + 1000 });
    await reader.close();
    const stored = new Set(rows.map((row) => Number(row.utmCampaign.slice('burst-'.length))));
    const lost = [...acknowledged].filter((n) => !stored.has(n));
    expect(acknowledged.size).toBeGreaterThanOrEqual(600);
    expect(lost).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
    // Nothing stored twice, nothing stored that was never sent (the restart's own event is -1).
    expect(rows.length).toBe(stored.size);
    expect([...stored].every((n) => n >= -1 && n < sent)).toBe(true);
  }, 60_000);
});
