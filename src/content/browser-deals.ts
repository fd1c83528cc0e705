import { readDeals, type DealsState } from './deals-state';
import { CONTENT_ENDPOINTS } from './proxy-path';

/**
 * Loaded lazily by the live deals island, once the page has hydrated. It asks the site's named
 * deals endpoint: the server runs the fixed query, so the browser sends no GROQ and needs no client.
 */
export function readDealsInBrowser(): Promise<DealsState> {
  return readDeals({ fetch: () => getJson(`${window.location.origin}${CONTENT_ENDPOINTS.deals}`) });
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit' });
  if (!res.ok) throw new Error(`${url} answered ${res.status} ${res.statusText}`.trim());
  return ((await res.json()) as { result?: unknown }).result;
}
