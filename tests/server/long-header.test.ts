// @vitest-environment node
// A request parser of our own (the "fast lane", removed in issue 55) took quadratic time on a header
// line of 8,000 spaces and one byte past ASCII: ten such heads held a plain GET behind them for 1.7 s.
// node:http (llhttp) reads them in linear time. The verdict is a ratio of two runs on the same server,
// never a time: the GET after ten such heads against the GET after ten heads of the same size.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';
import { closeNow, listenOnLoopback } from '../helpers/listen';

const distDir = mkdtempSync(join(tmpdir(), 'long-header-'));
let server: Server;
let port: number;

beforeAll(async () => {
  writeStubBuild(distDir);
  writeFileSync(join(distDir, 'privacy.html'), '<!doctype html><title>Privacy</title><h1>Privacy Policy</h1>');
  server = createSiteServer({ model: shippedModel(), distDir, random: () => 0 });
  port = await listenOnLoopback(server);
});
afterAll(async () => {
  await closeNow(server);
  rmSync(distDir, { recursive: true, force: true });
});

const head = (value: string) => `GET /privacy HTTP/1.1\r\nHost: www.tolabiz.example\r\nX-Note: ${value}\r\n\r\n`;
const PLAIN = 'GET /privacy HTTP/1.1\r\nHost: www.tolabiz.example\r\nConnection: close\r\n\r\n';

/** Ten heads and a plain GET on one connection: ms until the GET's answer (the last) has come, and the statuses. */
function afterTen(value: string): Promise<{ ms: number; statuses: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let text = '';
    const started = performance.now();
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ ms: performance.now() - started, statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]!) }));
    socket.write(Array.from({ length: 10 }, () => head(value)).join('') + PLAIN, 'latin1');
  });
}

describe('a head built to be slow to read', () => {
  it('costs a plain GET behind it no more than a head of the same size (ratio of the quickest of five runs, under 5)', async () => {
    // A byte past ASCII (obs-text, which HTTP allows in a value) after the spaces.
    const slow = `${' '.repeat(8000)}\x80`;
    const same = `${'y'.repeat(8000)}\x80`;
    const runs = { slow: [] as number[], same: [] as number[] };
    for (let run = 0; run < 5; run += 1) {
      const bad = await afterTen(slow);
      const plain = await afterTen(same);
      expect(bad.statuses).toEqual(Array<string>(11).fill('200'));
      expect(plain.statuses).toEqual(Array<string>(11).fill('200'));
      runs.slow.push(bad.ms);
      runs.same.push(plain.ms);
    }
    // The removed lane: 98-373 ms a head against 15 µs, so thousands of times; node:http about 1.
    expect(Math.min(...runs.slow) / Math.min(...runs.same)).toBeLessThan(5);
  });
});
