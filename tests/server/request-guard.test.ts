import { describe, expect, it } from 'vitest';
import { checkPath, guardRequest } from '../../src/core/request-guard';
import { LruCache } from '../../src/server/lru';
import { negotiateEncoding } from '../../src/server/respond';

describe('guardRequest', () => {
  it('passes GET and HEAD of ordinary paths, without the query', () => {
    expect(guardRequest('GET', '/invest?utm_source=x')).toEqual({ ok: true, path: '/invest' });
    expect(guardRequest('HEAD', '/')).toEqual({ ok: true, path: '/' });
  });

  it('answers odd methods, long URLs and unsafe paths with the right status', () => {
    expect(guardRequest('TRACE', '/')).toMatchObject({ status: 405 });
    expect(guardRequest('OPTIONS', '/')).toMatchObject({ status: 204 });
    expect(guardRequest('OPTIONS', '*')).toMatchObject({ status: 204 });
    expect(guardRequest('GET', `/${'a'.repeat(3000)}`)).toMatchObject({ status: 414 });
    expect(guardRequest('GET', '/%2e%2e/x')).toMatchObject({ status: 400 });
  });

  it('answers each refusal with its status and reason', () => {
    expect(guardRequest('GET', `/${'a'.repeat(2047)}`)).toEqual({ ok: true, path: `/${'a'.repeat(2047)}` });
    expect(guardRequest('GET', `/${'a'.repeat(2048)}`)).toEqual({ ok: false, status: 414, reason: 'URI Too Long' });
    expect(guardRequest('OPTIONS', '*')).toEqual({ ok: false, status: 204, reason: 'No Content' });
    expect(guardRequest('OPTIONS', '/invest')).toEqual({ ok: false, status: 204, reason: 'No Content' });
    expect(guardRequest('GET', '*')).toEqual({ ok: false, status: 400, reason: 'Bad Request' });
    expect(guardRequest('GET', '/%2e%2e/x')).toEqual({ ok: false, status: 400, reason: 'Bad Request' });
    expect(guardRequest('DELETE', '/invest')).toEqual({ ok: false, status: 405, reason: 'Method Not Allowed' });
    expect(guardRequest(undefined, '/invest')).toEqual({ ok: false, status: 405, reason: 'Method Not Allowed' });
  });

  it('reads a missing target as /, and lets only GET and HEAD through without the proxy', () => {
    expect(guardRequest('GET', undefined)).toEqual({ ok: true, path: '/' });
    expect(guardRequest('POST', '/content-api/x')).toEqual({ ok: false, status: 405, reason: 'Method Not Allowed' });
  });

  it('lets the content proxy answer OPTIONS itself', () => {
    expect(guardRequest('OPTIONS', '/content-api/v1/data/query/x', (p) => p.startsWith('/content-api/'))).toEqual({
      ok: true,
      path: '/content-api/v1/data/query/x',
    });
  });

  it('lets the content proxy take any method', () => {
    expect(guardRequest('POST', '/content-api/v1/data/query/x', (p) => p.startsWith('/content-api/'))).toEqual({
      ok: true,
      path: '/content-api/v1/data/query/x',
    });
  });
});

describe('checkPath', () => {
  it('refuses traversal, NUL, control bytes, backslashes, bad encoding and non-origin forms', () => {
    for (const bad of ['/../x', '/a/%2E%2E/b', '/./a', '/a%2f..%2fb', '/%00', '/a%0a', '/a%5cb', '/%zz', '//host/x', 'http://host/x', 'x']) {
      expect(checkPath(bad), bad).toBeUndefined();
    }
    for (const good of ['/', '/invest/', '/invoice-discounting/index.php', '/%7Efine', '/a..b']) expect(checkPath(good), good).toBe(good);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('LruCache', () => {
  it('drops the least recently used entries past its count or size bound', () => {
    const cache = new LruCache<string>(2, 100);
    cache.set('a', 'A', 10);
    cache.set('b', 'B', 10);
    cache.get('a');
    cache.set('c', 'C', 10);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    cache.set('big', 'X', 95);
    expect(cache.count).toBe(1);
    expect(cache.size).toBe(95);
    cache.set('huge', 'Y', 101);
    expect(cache.get('huge')).toBeUndefined();
  });
});
