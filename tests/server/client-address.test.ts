import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/server/client-address';

const req = (peer: string, forwarded?: string | string[]) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as Parameters<typeof clientAddress>[0];

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(req('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddress(req('198.51.100.7', '203.0.113.1'), 0)).toBe('198.51.100.7');
    expect(clientAddress(req('::ffff:198.51.100.7'))).toBe('198.51.100.7');
    // The same IPv4 visitor written in hex; an IPv6 visitor as its /64 (below).
    expect(clientAddress(req('::ffff:c633:6407'))).toBe('198.51.100.7');
    expect(clientAddress(req('2001:db8::1'))).toBe('2001:db8:0:0::/64');
  });

  it('behind one proxy, is the address the proxy appended, not what the visitor wrote before it', () => {
    // nginx appends $remote_addr: "<visitor's own text>, <address nginx saw>".
    expect(clientAddress(req('127.0.0.1', '203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(req('127.0.0.1', '6.6.6.6, 1.1.1.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(req('127.0.0.1', ['6.6.6.6', '203.0.113.9']), 1)).toBe('203.0.113.9');
  });

  it('behind two proxies (a CDN, then nginx), is the entry the CDN appended', () => {
    expect(clientAddress(req('127.0.0.1', '6.6.6.6, 203.0.113.9, 192.0.2.50'), 2)).toBe('203.0.113.9');
  });

  it('takes the leftmost entry of a chain shorter than the trusted proxies, and the peer when there is none', () => {
    expect(clientAddress(req('127.0.0.1', '203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientAddress(req('192.0.2.50'), 1)).toBe('192.0.2.50');
    expect(clientAddress(req('192.0.2.50', ' , '), 1)).toBe('192.0.2.50');
  });

  it('counts an IPv6 visitor by its /64 network, which one household or phone may fill with addresses of its choosing', () => {
    expect(clientAddress(req('2001:db8:aa:bb:1:2:3:4'))).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress(req('2001:0DB8:00aa:00bb:ffff::9'))).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress(req('127.0.0.1', '2001:db8::1'), 1)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(req('::1'))).toBe('0:0:0:0::/64');
    expect(clientAddress(req('fe80::1%eth0'))).toBe('fe80:0:0:0::/64');
  });

  it('keeps at most 64 characters of a header entry', () => {
    expect(clientAddress(req('127.0.0.1', 'x'.repeat(5000)), 1)).toBe('x'.repeat(64));
  });
});
