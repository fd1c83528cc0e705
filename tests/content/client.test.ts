import { describe, expect, it } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';
import { createContentClient, localStoreUrl } from '../../src/content/client';
import { readTokenFromEnv } from '../../src/content/server-token';

const config = contentStoreSchema.parse({ projectId: 'abc123xy', dataset: 'production', requestTag: 'landing' });

describe('createContentClient', () => {
  it('uses the hosted project with the CDN and no token by default', () => {
    const settings = createContentClient(config).config();
    expect(settings).toMatchObject({
      projectId: 'abc123xy',
      dataset: 'production',
      apiVersion: '2023-10-08',
      useCdn: true,
      perspective: 'published',
      requestTagPrefix: 'landing',
      timeout: 300000,
      url: 'https://abc123xy.api.sanity.io/v2023-10-08',
    });
    expect(settings.token).toBeUndefined();
  });

  it('adds the token only when one is given', () => {
    expect(createContentClient(config, { token: 'sk-read' }).config().token).toBe('sk-read');
  });

  it('points at the local store without the CDN', () => {
    const settings = createContentClient(config, { local: { url: 'http://127.0.0.1:3999' } }).config();
    expect(settings).toMatchObject({ useCdn: false, useProjectHostname: false, url: 'http://127.0.0.1:3999/v2023-10-08' });
  });
});

describe('localStoreUrl', () => {
  it('gives the loopback URL only while the local store is enabled', () => {
    expect(localStoreUrl(config)).toBe('http://127.0.0.1:3999');
    expect(localStoreUrl({ ...config, local: { enabled: false, port: 3999 } })).toBeUndefined();
  });
});

describe('readTokenFromEnv', () => {
  it('reads SANITY_READ_TOKEN and nothing else', () => {
    expect(readTokenFromEnv({ SANITY_READ_TOKEN: ' sk-read ' })).toBe('sk-read');
    expect(readTokenFromEnv({ SANITY_READ_TOKEN: '' })).toBeUndefined();
    expect(readTokenFromEnv({ SANITY_TOKEN: 'sk-other' })).toBeUndefined();
  });
});
