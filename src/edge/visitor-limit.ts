import { visitorKey } from '../core/visitor';
import type { RateLimitBinding } from './edge-site';

/** The visitor as the limits know it: Cloudflare's address of the client, an IPv6 one as its /64 (as on Node). */
export const edgeVisitor = (request: Request): string => visitorKey(request.headers.get('cf-connecting-ip') ?? '');

/**
 * Takes `cost` from a rate-limiting binding for `key`, one call each (the binding counts calls, so a
 * batch of 50 events costs 50, as a Node bucket charges them); false at the first call refused.
 * Without the binding nothing is limited (a Worker deployed without it).
 */
export async function take(binding: RateLimitBinding | undefined, key: string, cost = 1): Promise<boolean> {
  if (!binding) return true;
  for (let count = 0; count < cost; count += 1) if (!(await binding.limit({ key })).success) return false;
  return true;
}
