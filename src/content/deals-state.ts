import type { Deal } from '../../schemas/deal';
import type { Log } from './deals';
import { fetchDeals } from './fetch';

/**
 * Where the live deals list stands. The error is kept (for the console and for tests) but never
 * shown: the visitor still has the project cards, as the spec asks. `waiting` is the page as served,
 * before its script takes over (or when it never does).
 */
export type DealsState = { status: 'waiting' } | { status: 'loading' } | { status: 'loaded'; deals: Deal[] } | { status: 'error'; error: Error };

/** Read the published deals once; never throws (fetchDeals logs what went wrong). */
export async function readDeals(client: Parameters<typeof fetchDeals>[0], log: Log = console): Promise<DealsState> {
  const result = await fetchDeals(client, log);
  return result.ok ? { status: 'loaded', deals: result.value } : { status: 'error', error: result.error };
}
