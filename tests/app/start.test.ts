// @vitest-environment node
// Starting up: the server answers before the content service does; a hosted build needs its content.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/site-content';
import { prerenderSite } from '../../src/prerender/build-site';
import { STAMP_FILE } from '../../src/output/stamp';
import { startConfiguredLocalStore } from '../../dev/content-store/start';
import { startSite } from '../../src/app/start-site';
import { createSiteServer } from '../../src/server/server';
import { engineFor } from '../helpers/engine';
import { ROOT, shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';
import { rawRequest } from '../server/built-site';

const model = shippedModel();
const TESTIMONIAL: SiteContent = {
  testimonials: [
    {
      name: 'Thandeka Mokoena',
      feedback: 'Calls follow me to site.',
      company: 'Mokoena Plumbing & Projects',
      image: { src: '/content-api/images/x.svg', width: 160, height: 160 },
    },
  ],
};

let distDir: string;
beforeAll(() => {
  // A client build with no prerendered pages: every page is rendered on request.
  distDir = mkdtempSync(join(tmpdir(), 'start-dist-'));
  writeStubBuild(distDir);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the server with content still on its way', () => {
  it('answers pages at once without testimonials, and with them once they arrive', async () => {
    let arrive!: (content: SiteContent) => void;
    const server = createSiteServer({ model, distDir, content: new Promise((resolve) => (arrive = resolve)) });
    const port = await listen(server);
    try {
      const before = await rawRequest(port, '/');
      expect(before.status).toBe(200);
      expect(before.text).not.toContain('Thandeka Mokoena');
      arrive(TESTIMONIAL);
      await new Promise((resolve) => setImmediate(resolve));
      const after = await rawRequest(port, '/');
      expect(after.status).toBe(200);
      expect(after.text).toContain('Thandeka Mokoena');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('answers while the content never comes (a hung content service)', async () => {
    const server = createSiteServer({ model, distDir, content: new Promise(() => {}) });
    const port = await listen(server);
    try {
      expect((await rawRequest(port, '/invest')).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('startSite with a content store that never answers', () => {
  it('listens and serves pages without waiting for the store (its time-out is a minute)', async () => {
    // A finished production build (stamp written) and the seed content, in a project root of its own.
    const root = mkdtempSync(join(tmpdir(), 'start-root-'));
    cpSync(distDir, join(root, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
    writeFileSync(join(root, 'dist', STAMP_FILE), '{"react":"production"}');
    const hung = { ...model, site: { ...model.site, contentStore: { ...model.site.contentStore!, timeoutMs: 60_000 } } };
    const engine = engineFor(hung, {
      root,
      startLocalStore: (config, at) => startConfiguredLocalStore(config, at, { faults: { kind: 'hang' } }),
      log: { log: () => {}, error: () => {} },
    });
    const site = await startSite(engine, { build: 'if-stale', host: '127.0.0.1' });
    try {
      const port = Number(new URL(site.url).port);
      const page = await rawRequest(port, '/invest');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Invest in Tenders and Projects');
    } finally {
      await site.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a hosted build', () => {
  const hosted = { ...model, site: { ...model.site, contentStore: { ...model.site.contentStore!, local: { enabled: false, port: 3999 } } } };

  it('stops with a clear message when the content service cannot be read', async () => {
    // As build-content.ts reports a service that did not answer.
    const content: SiteContent = {
      testimonials: [],
      unavailable:
        'the content service (project "tolabiz-site", dataset "production") did not answer the testimonials query (…) in 4 tries: getaddrinfo ENOTFOUND tolabiz-site.apicdn.sanity.io',
    };
    await expect(prerenderSite({ model: hosted, root: distDir, distDir, content, log: { log: () => {}, error: () => {} } })).rejects.toThrow(
      'The build cannot read its content: the content service (project "tolabiz-site", dataset "production") did not answer the testimonials query (…) in 4 tries: getaddrinfo ENOTFOUND tolabiz-site.apicdn.sanity.io. ' +
        'Check the network and SANITY_READ_TOKEN, or build without testimonials on purpose with --allow-missing-content.',
    );
  });
});
