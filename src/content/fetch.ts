import type { SanityClient } from '@sanity/client';
import type { Deal } from '../../schemas/deal';
import type { Testimonial } from '../../schemas/testimonial';
import { parseDeals, type Log } from './deals';
import { DEALS_QUERY, QUERY_TAGS, TESTIMONIALS_QUERY } from './queries';
import { parseTestimonials } from './testimonials';

/** What a content read gives back: the value, or the error that stopped it. Never a throw. */
export type FetchResult<T> = { ok: true; value: T } | { ok: false; error: Error };

type QueryClient = Pick<SanityClient, 'fetch'>;

async function read<T>(
  what: string,
  run: () => Promise<unknown>,
  parse: (result: unknown) => T,
  log: Log,
): Promise<FetchResult<T>> {
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
  return read('deals', () => client.fetch(DEALS_QUERY, {}, { tag: QUERY_TAGS.deals }), (r) => parseDeals(r, log), log);
}

/** All testimonials, validated (bad items skipped with a warning). */
export function fetchTestimonials(client: QueryClient, log: Log = console): Promise<FetchResult<Testimonial[]>> {
  return read(
    'testimonials',
    () => client.fetch(TESTIMONIALS_QUERY, {}, { tag: QUERY_TAGS.testimonials }),
    (r) => parseTestimonials(r, log),
    log,
  );
}
