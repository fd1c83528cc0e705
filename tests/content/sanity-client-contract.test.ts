// @vitest-environment node
// The engine reads content with its own fetch call (src/content/client.ts), not @sanity/client. The
// real client (a dev dependency, kept for this test) must still send the same request and get the
// same answer from the local store, so the store stays a true copy of the service it stands in for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';
import { createContentClient } from '../../src/content/client';
import { startLocalStore, type LocalStore } from '../../dev/content-store';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const config = contentStoreSchema.parse({ projectId: 'test-project', dataset: 'production', requestTag: 'landing', timeoutMs: 60_000 });
const sanity = (url: string) =>
  createClient({ projectId: 'test-project', dataset: 'production', apiVersion: config.apiVersion, perspective: 'published', requestTagPrefix: 'landing', apiHost: url, useProjectHostname: false, useCdn: false });

let store: LocalStore;
let recorder: Server;
let recorderUrl: string;
const seen: { method: string; url: string; body: string }[] = [];
beforeAll(async () => {
  store = await startLocalStore({ contentDir: CONTENT_DIR, projectId: 'test-project', datasets: ['production'], limits: { timeoutMs: 60_000 } });
  recorder = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body });
      res.setHeader('content-type', 'application/json');
      res.end('{"result":[],"ms":1}');
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await store.close();
  await new Promise((resolve) => recorder.close(resolve));
});

describe('the engine content client and @sanity/client', () => {
  it('send the same GET: query, parameters, perspective and tag', async () => {
    seen.length = 0;
    const query = '*[_type == "testimonials" && name != $name]{name}';
    await sanity(recorderUrl).fetch(query, { name: 'Thandeka Mokoena' }, { tag: 'testimonials' });
    await createContentClient(config, { local: { url: recorderUrl } }).fetch(query, { name: 'Thandeka Mokoena' }, { tag: 'testimonials' });
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe(
      '/v2023-10-08/data/query/production?query=*%5B_type+%3D%3D+%22testimonials%22+%26%26+name+%21%3D+%24name%5D%7Bname%7D&%24name=%22Thandeka+Mokoena%22&returnQuery=false&perspective=published&tag=landing.testimonials',
    );
    expect(seen[1]).toEqual(seen[0]);
  });

  it('send the same POST for a query past 11264 characters', async () => {
    seen.length = 0;
    const long = `*[name != "${'x'.repeat(11300)}"]{name}`;
    await sanity(recorderUrl).fetch(long, {}, { tag: 'long' });
    await createContentClient(config, { local: { url: recorderUrl } }).fetch(long, {}, { tag: 'long' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('/v2023-10-08/data/query/production?returnQuery=false&perspective=published&tag=landing.long');
    expect(JSON.parse(seen[1]!.body)).toEqual(JSON.parse(seen[0]!.body));
    expect(seen[1]!.url).toBe(seen[0]!.url);
  });

  it('get the same testimonials from the local store', async () => {
    const query = '*[_type == "testimonials"] | order(name asc){name, company}';
    const theirs = await sanity(store.url).fetch(query);
    const ours = await createContentClient(config, { local: { url: store.url } }).fetch(query);
    expect(ours).toEqual(theirs);
    expect((ours as { name: string }[])[0]).toMatchObject({ name: 'Ayesha Patel' });
  });
});
