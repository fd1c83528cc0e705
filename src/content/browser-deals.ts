import config from 'virtual:client-config';
import { browserContentClient } from './browser-client';
import { readDeals, type DealsState } from './deals-state';

/**
 * Loaded lazily by the live deals island, so the content client is only downloaded on pages that
 * show deals, and only once the page has hydrated.
 */
export function readDealsInBrowser(): Promise<DealsState> {
  return readDeals(browserContentClient(config.contentStore, window.location.origin));
}
