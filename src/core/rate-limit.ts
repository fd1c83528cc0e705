/**
 * Token buckets per client address, in memory only: the address is a Map key for a few seconds
 * and is never stored or logged. Each event (or render) costs one token; a bucket holds `burst`
 * tokens and refills at `perSecond`. The map is bounded: when full, idle buckets go first, and
 * when every bucket is in use the newcomer is refused (a flood of addresses cannot grow memory).
 * With `maxClients: 1` and one key it is a site-wide ceiling.
 */
export interface RateLimitOptions {
  /** @default 10 events per second per address */
  perSecond?: number;
  /** @default 60 events at once */
  burst?: number;
  /** @default 10000 addresses tracked at once */
  maxClients?: number;
}

export function createRateLimit({ perSecond = 10, burst = 60, maxClients = 10_000 }: RateLimitOptions = {}, now: () => number = () => performance.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();

  function sweep(t: number): void {
    for (const [key, bucket] of buckets) if (bucket.tokens + ((t - bucket.at) / 1000) * perSecond >= burst) buckets.delete(key);
  }

  /** Takes `cost` tokens for `client`; false when it has too few (nothing is taken). */
  return function take(client: string, cost = 1): boolean {
    const t = now();
    let bucket = buckets.get(client);
    if (!bucket) {
      if (buckets.size >= maxClients) sweep(t);
      if (buckets.size >= maxClients) return false;
      bucket = { tokens: burst, at: t };
      buckets.set(client, bucket);
    }
    bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
    bucket.at = t;
    if (bucket.tokens < cost) return false;
    bucket.tokens -= cost;
    return true;
  };
}
