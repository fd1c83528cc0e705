import { describe, expect, it } from 'vitest';
import type { RateLimitBinding } from '../../src/edge/edge-site';
import { edgeVisitor, take } from '../../src/edge/visitor-limit';

/** A rate-limiting binding that lets `allowed` calls through for each key, then refuses, counting every call. */
function binding(allowed: number) {
  const calls = new Map<string, number>();
  const limit: RateLimitBinding['limit'] = async ({ key }) => {
    calls.set(key, (calls.get(key) ?? 0) + 1);
    return { success: calls.get(key)! <= allowed };
  };
  return { limit, calls };
}

describe("the Worker's per-visitor limits", () => {
  it('limit nothing on a Worker deployed without the binding (docs/deploy.md allows it)', async () => {
    expect(await take(undefined, '203.0.113.9', 50)).toBe(true);
  });

  it('charge one call per unit of cost, and refuse at the first call refused', async () => {
    const three = binding(3);
    expect(await take(three, '203.0.113.9', 2)).toBe(true);
    expect(await take(three, '203.0.113.9', 2)).toBe(false);
    expect(three.calls.get('203.0.113.9')).toBe(4);
    // Another visitor has a budget of its own.
    expect(await take(three, '198.51.100.7')).toBe(true);
  });

  it('know an IPv6 visitor by its /64, as the Node server does', () => {
    const from = (address: string) => edgeVisitor(new Request('https://site.example/__events', { headers: { 'cf-connecting-ip': address } }));
    expect(from('2001:db8:1:2:aaaa::1')).toBe(from('2001:db8:1:2:bbbb::9'));
    expect(from('2001:db8:1:2::1')).not.toBe(from('2001:db8:1:3::1'));
  });
});
