import type { Deal } from '../../schemas/deal';
import { parseDeals, type Log } from './deals';
import { DEALS_QUERY, QUERY_TAGS } from './queries';

/** What a content read gives back: the value, or the error that stopped it. Never a throw. */
export type FetchResult<T> = { ok: true; value: T } | { ok: false; error: Error };

/** The one call a content read needs: @sanity/client, or the browser's named-endpoint reader. */
export type QueryClient = { fetch(query: string, params: Record<string, never>, options: { tag: string }): Promise<unknown> };

/** Run a query and parse its answer; errors are logged and returned, never thrown. */
export async function read<T>(what: string, run: () => Promise<unknown>, parse: (result: unknown) => T, log: Log): Promise<FetchResult<T>> {
  try {
    return { ok: true, value: parse(await run()) };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    // The page keeps working without this content; the console is where the team looks.
    log.error(`Could not load ${what} from the content store: ${error.message}`);
    return { ok: false, error };
  }
}

/** Published deals, parsed row by row (bad rows skipped with a warning). */
export function fetchDeals(client: QueryClient, log: Log = console): Promise<FetchResult<Deal[]>> {
  return read(
    'deals',
    () => client.fetch(DEALS_QUERY, {}, { tag: QUERY_TAGS.deals }),
    (r) => parseDeals(r, log),
    log,
  );
}
