import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { createSiteServer } from '../../src/server/server';
import { loadWith, ROOT, shippedModel, shippedModelWithExperimentsRunning } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

// Pages render on demand here (no prerendered files), which takes the same variant path.
const distDir = mkdtempSync(join(tmpdir(), 'xp-dist-'));
writeStubBuild(distDir);
const PATH = '/tolatenderpro-tender-search-bid-preparation-and-submission';
let draw = 0.9;
let server: Server;
let base: string;

async function listen(model: SiteModel, trustedProxies = 0): Promise<{ server: Server; base: string }> {
  const server = createSiteServer({ model, distDir, random: () => draw, trustedProxies });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// The site ships with its experiment paused; a marketer starts it (tests/helpers/load-fixture.ts).
beforeAll(async () => {
  ({ server, base } = await listen(shippedModelWithExperimentsRunning()));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the tender bid page experiment (tender-hero) at the page's own URL", () => {
  it('assigns a new visitor by weight, remembers it in a first-party cookie for 90 days, and serves that variant', async () => {
    draw = 0.9;
    const response = await fetch(base + PATH);
    // publicUrl is https: the cookie goes only over secure connections, also when the request reached this server over plain HTTP.
    expect(response.headers.get('set-cookie')).toBe('xp-tender-hero=quote-first; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure');
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

describe('the experiment cookie is Secure as the privacy policy says', () => {
  it('is Secure with an https publicUrl whatever the proxy says the visitor used', async () => {
    draw = 0.1;
    for (const proto of [undefined, 'http', 'https']) {
      const response = await fetch(base + PATH, { headers: proto ? { 'x-forwarded-proto': proto } : {} });
      expect(response.headers.get('set-cookie'), `X-Forwarded-Proto: ${proto}`).toBe(
        'xp-tender-hero=control; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure',
      );
    }
  });

  it('with an http publicUrl (a test site), is Secure only when the visitor came over HTTPS', async () => {
    const config = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8').replace('publicUrl: https://', 'publicUrl: http://');
    const started = shippedModelWithExperimentsRunning();
    const result = loadWith({ 'site.config.yaml': config });
    if (!result.ok) throw new Error('the config with an http publicUrl should load');
    // Behind one proxy (nginx), as deployed: it appends X-Forwarded-For and sets X-Forwarded-Proto.
    const plain = await listen({ ...started, site: result.model.site }, 1);
    try {
      draw = 0.1;
      const http = await fetch(plain.base + PATH);
      expect(http.headers.get('set-cookie')).toBe('xp-tender-hero=control; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly');
      const https = await fetch(plain.base + PATH, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('set-cookie')).toBe('xp-tender-hero=control; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure');
      // The first entry counts (the proxy nearest the visitor), in any letter case.
      draw = 0.9;
      const cookieFor = async (proto: string) =>
        (await fetch(plain.base + PATH, { headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': proto } })).headers.get('set-cookie');
      expect(await cookieFor('https')).toBe('xp-tender-hero=quote-first; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure');
      expect(await cookieFor(' HTTPS , http')).toBe('xp-tender-hero=quote-first; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure');
      expect(await cookieFor('http, https')).toBe('xp-tender-hero=quote-first; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly');
    } finally {
      await new Promise((resolve) => plain.server.close(resolve));
    }
  });
});

describe('the shipped experiment', () => {
  it('is paused: every new visitor gets the page as written, and no cookie', async () => {
    const shipped = await listen(shippedModel());
    try {
      for (const r of [0.1, 0.9]) {
        draw = r;
        const response = await fetch(shipped.base + PATH);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(await response.text()).toContain('<h1>Win RFQs and Tenders</h1>');
      }
    } finally {
      await new Promise((resolve) => shipped.server.close(resolve));
    }
  });
});
