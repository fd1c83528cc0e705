import { knownPlaces } from '../../src/lib/city-text';

/**
 * Places the engine knows (src/lib/za-places.ts) that a site does not list under cities: the pages a
 * visitor's own town gets, made on demand (issue 60: a slug that is no place is redirected instead).
 * `skip` leaves out the first ones, so two tests of one server use places of their own.
 */
export function unlistedPlaces(listed: readonly string[], count: number, skip = 0): string[] {
  const places = [...knownPlaces().keys()].filter((slug) => !listed.includes(slug)).slice(skip, skip + count);
  if (places.length < count) throw new Error(`The engine knows ${places.length + skip} places the site does not list; ${count} were asked for from ${skip}.`);
  return places;
}
