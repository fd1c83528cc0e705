import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

// Pages render on demand here (no prerendered files), which takes the same variant path.
const distDir = mkdtempSync(join(tmpdir(), 'xp-dist-'));
writeStubBuild(distDir);
const PATH = '/tolatenderpro-tender-search-bid-preparation-and-submission';
let draw = 0.9;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createSiteServer({ model: shippedModel(), distDir, random: () => draw });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the tender bid page experiment (tender-hero) at the page\'s own URL', () => {
  it('assigns a new visitor by weight, remembers it in a first-party cookie for 90 days, and serves that variant', async () => {
    draw = 0.9;
    const response = await fetch(base + PATH);
    expect(response.headers.get('set-cookie')).toBe('xp-tender-hero=quote-first; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('<h1>Get a Tender Quote Today</h1>');
    expect(html).toContain('<meta name="experiment" content="tender-hero:quote-first">');
    expect(html).toContain(`<link rel="canonical" href="https://www.tolabiz.example${PATH}">`);
  });

  it('keeps a returning visitor on the variant the cookie names, whatever the draw', async () => {
    draw = 0.9;
    const response = await fetch(base + PATH, { headers: { cookie: 'other=1; xp-tender-hero=control' } });
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<h1>Win RFQs and Tenders</h1>');
    expect(html).toContain('<meta name="experiment" content="tender-hero:control">');
  });

  it('leaves pages without an experiment cacheable and cookie-free', async () => {
    const response = await fetch(`${base}/invest`);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });
});
