import type { Testimonial } from '../../schemas/testimonial';
import type { Log } from './deals';
import { read, type FetchResult, type QueryClient } from './fetch';
import { QUERY_TAGS, TESTIMONIALS_QUERY } from './queries';
import { parseTestimonials } from './testimonials';

// Apart from fetch.ts so the browser's deals chunk does not carry testimonial validation (zod).

/** All testimonials, validated (bad items skipped with a warning). */
export function fetchTestimonials(client: QueryClient, log: Log = console): Promise<FetchResult<Testimonial[]>> {
  return read(
    'testimonials',
    () => client.fetch(TESTIMONIALS_QUERY, {}, { tag: QUERY_TAGS.testimonials }),
    (r) => parseTestimonials(r, log),
    log,
  );
}
