import { describe, expect, it } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';

const base = { projectId: 'abc123xy', dataset: 'production' };
const accepts = (extra: Record<string, unknown>) => contentStoreSchema.safeParse({ ...base, ...extra }).success;
const firstMessage = (input: Record<string, unknown>) => contentStoreSchema.safeParse(input).error?.issues[0]?.message;

describe('contentStore settings', () => {
  it('fills in the defaults', () => {
    expect(contentStoreSchema.parse(base)).toEqual({
      ...base,
      apiVersion: '2023-10-08',
      useCdn: true,
      perspective: 'published',
      timeoutMs: 300000,
      local: { enabled: true, port: 3999 },
    });
  });

  it('takes a project id of letters, digits and dashes only', () => {
    expect(accepts({ projectId: 'My-Project-42' })).toBe(true);
    expect(accepts({ projectId: 'my_project' })).toBe(false);
    expect(accepts({ projectId: '' })).toBe(false);
    expect(firstMessage({ ...base, projectId: 'a b' })).toMatch(/only letters, digits and dashes/);
  });

  it('takes a dataset of lowercase letters, digits, underscores and dashes, up to 64', () => {
    expect(accepts({ dataset: 'staging_2-b' })).toBe(true);
    expect(accepts({ dataset: 'a'.repeat(64) })).toBe(true);
    expect(accepts({ dataset: 'a'.repeat(65) })).toBe(false);
    expect(accepts({ dataset: 'Production' })).toBe(false);
    expect(accepts({ dataset: 'prod.eu' })).toBe(false);
    expect(accepts({ dataset: '-prod' })).toBe(false);
  });

  it('takes API version 1, X or a real YYYY-MM-DD date', () => {
    for (const version of ['1', 'X', '2021-03-25', '2024-02-29']) expect(accepts({ apiVersion: version })).toBe(true);
    for (const version of ['2', 'x', 'v2023-10-08', '2023-1-8', '2023-02-30', '2023-13-01']) {
      expect(accepts({ apiVersion: version })).toBe(false);
    }
  });

  it('takes perspective published, previewDrafts or raw', () => {
    for (const perspective of ['published', 'previewDrafts', 'raw']) expect(accepts({ perspective })).toBe(true);
    expect(accepts({ perspective: 'drafts' })).toBe(false);
  });

  it('takes a request tag of 1 to 75 letters, digits, dots, dashes and underscores', () => {
    expect(accepts({ requestTag: 'landing.site_v2-a' })).toBe(true);
    expect(accepts({ requestTag: 'a'.repeat(75) })).toBe(true);
    expect(accepts({ requestTag: 'a'.repeat(76) })).toBe(false);
    expect(accepts({ requestTag: '' })).toBe(false);
    expect(accepts({ requestTag: 'has space' })).toBe(false);
  });

  it('takes useCdn as a boolean and timeoutMs as a positive whole number', () => {
    expect(accepts({ useCdn: false, timeoutMs: 300 })).toBe(true);
    expect(accepts({ useCdn: 'yes' })).toBe(false);
    expect(accepts({ timeoutMs: 0 })).toBe(false);
    expect(accepts({ timeoutMs: 1.5 })).toBe(false);
  });

  it('takes the local store switch and port', () => {
    expect(contentStoreSchema.parse({ ...base, local: { enabled: false } }).local).toEqual({ enabled: false, port: 3999 });
    expect(accepts({ local: { port: 4100 } })).toBe(true);
    expect(accepts({ local: { port: 70000 } })).toBe(false);
    expect(accepts({ local: { enabled: true, host: '0.0.0.0' } })).toBe(false);
  });

  it('rejects unknown keys, and says where a token belongs', () => {
    expect(firstMessage({ ...base, useCDN: true })).toBe('Unrecognized key: "useCDN"');
    expect(firstMessage({ ...base, token: 'sk-secret' })).toMatch(/never be written in site\.config\.yaml.*SANITY_READ_TOKEN/);
  });

  it('needs a project id and a dataset', () => {
    expect(contentStoreSchema.safeParse({}).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['projectId', 'dataset']);
  });
});
