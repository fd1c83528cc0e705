// @vitest-environment node
// The dev server as a page on another site could reach it on a developer's machine (issue 25).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../dev/server';
import { ROOT } from '../helpers/load-fixture';

let dev: DevServer;
let port: number;
// Files a developer's folder holds that the dev server must not hand out (.cache is git-ignored).
const SECRETS = join(ROOT, '.cache', 'dev-server-test');

beforeAll(async () => {
  mkdirSync(SECRETS, { recursive: true });
  writeFileSync(join(SECRETS, 'events.db'), 'SQLite format 3\0');
  writeFileSync(join(SECRETS, 'notes.yaml'), 'secret: yes\n');
  writeFileSync(join(SECRETS, '.env.production'), 'SANITY_READ_TOKEN=secret\n');
  dev = await startDevServer({ root: ROOT, port: 0, log: { log: () => {}, error: () => {} } });
  port = (dev.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await dev?.close();
  rmSync(SECRETS, { recursive: true, force: true });
});

function get(path: string, host = `localhost:${port}`): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, accept: '*/*' }, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every module the page loads, as the browser would ask for them: its scripts, then what each
 * imports. Vite answers 504 for a dependency it is bundling again (it found a new one on the way)
 * and the browser then reloads; so does this.
 */
async function crawlPage(path: string): Promise<Map<string, number>> {
  for (let attempt = 1; ; attempt++) {
    const seen = await crawlOnce(path);
    if (attempt === 3 || ![...seen.values()].includes(504)) return seen;
  }
}

async function crawlOnce(path: string): Promise<Map<string, number>> {
  const page = await get(path);
  const seen = new Map<string, number>();
  const queue = [...page.text.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const res = await get(url);
    seen.set(url, res.status);
    for (const m of res.text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\/[^"']+)["']/g)) queue.push(m[1]!);
  }
  return seen;
}

describe('the dev server', () => {
  it('serves the page and every module it loads (statically or on demand), with security headers', async () => {
    const page = await get('/invest');
    expect(page.status).toBe(200);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; /);
    const modules = await crawlPage('/invest');
    expect(modules.size).toBeGreaterThan(20);
    expect([...modules].filter(([, status]) => status !== 200)).toEqual([]);
    expect(modules.has('/src/client/main.ts')).toBe(true);
    const script = await get('/src/client/main.ts');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/media/greeting.mp3')).status).toBe(200);
  }, 120_000);

  it('gives 404 for the site folder itself: data, content, YAML, databases and source not loaded by the page', async () => {
    await crawlPage('/');
    for (const path of [
      '/site.config.yaml',
      '/pages/invest.yaml',
      '/content/deals.ndjson',
      '/.cache/dev-server-test/events.db',
      '/.cache/dev-server-test/notes.yaml',
      '/.cache/dev-server-test/.env.production',
      '/package.json',
      '/src/server/server.ts',
      '/src/events/sqlite-store.ts',
      '/dev/server.ts',
      '/src/config/load.ts?raw',
      `/@fs${ROOT}/site.config.yaml`,
      `/@fs${ROOT}/content/deals.ndjson`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toMatch(/publish|secret/);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('answers only loopback Host names (no DNS rebinding)', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) expect((await get('/invest', host)).status, host).toBe(200);
    for (const host of [`rebind.attacker.example:${port}`, 'attacker.example', `localhost.attacker.example:${port}`]) {
      const res = await get('/invest', host);
      expect(res.status, host).toBe(403);
      expect(res.text, host).toBe(`Forbidden: the dev server answers only localhost, 127.0.0.1 and [::1], not ${host}.`);
    }
    expect((await get('/src/client/main.ts', `rebind.attacker.example:${port}`)).status).toBe(403);
    expect((await get('/content-api/deals', `rebind.attacker.example:${port}`)).status).toBe(403);
  });
});
