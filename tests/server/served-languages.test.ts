import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONTENT } from '../../src/content/site-content';
import { createSiteServer } from '../../src/server/server';
import { withHandEditions } from '../helpers/hand-editions';
import { shippedModel } from '../helpers/load-fixture';
import { rawRequest } from '../helpers/raw-request';
import { writeStubBuild } from '../helpers/stub-build';
import { closeNow, listenOnLoopback } from '../helpers/listen';

/** The Node server on a site in three languages with no prerendered pages: every page is made on demand. */
const distDir = mkdtempSync(join(tmpdir(), 'server-languages-'));
let server: Server;
let port: number;
beforeAll(async () => {
  writeStubBuild(distDir);
  server = createSiteServer({ model: withHandEditions(shippedModel()), distDir, content: NO_CONTENT, clock: () => 0, log: () => {} });
  port = await listenOnLoopback(server);
});
afterAll(async () => {
  await closeNow(server);
  rmSync(distDir, { recursive: true, force: true });
});

const ask = (path: string) => rawRequest(port, path);
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const lang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

describe('a server for a site in several languages', () => {
  it('makes an unlisted city on demand in the language of its prefix', async () => {
    const page = await ask('/af/tender-finance-in-soshanguve');
    expect(page.status).toBe(200);
    expect(lang(page.text)).toBe('af');
    expect(h1(page.text)).toBe('Tenderfinansiering in Soshanguve');
  });

  it('answers a path no page has under /af with the Afrikaans not-found page, and under an undeclared prefix with the default one', async () => {
    const af = await ask('/af/no-such-page');
    expect(af.status).toBe(404);
    expect(h1(af.text)).toBe('Ons kon nie daardie bladsy vind nie');
    const fr = await ask('/fr/tender-finance');
    expect(fr.status).toBe(404);
    expect(h1(fr.text)).toBe('We could not find that page');
    expect(lang(fr.text)).toBe('en');
  });

  it('takes the beacon of a page in another language, with the prefixed pattern that names its language', async () => {
    const body = JSON.stringify({ type: 'view', path: '/af/tender-finance-in-durban' });
    const answer = await fetch(`http://127.0.0.1:${port}/__events`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(answer.status).toBe(204);
    const undeclared = await fetch(`http://127.0.0.1:${port}/__events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: body.replace('/af/', '/fr/'),
    });
    expect(undeclared.status).toBe(422);
  });
});
