import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { knownPlaces } from '../src/lib/city-text';

// Pages no build wrote, for the benches that ask for a new one each request. Since issue 60 a {city}
// slug must name a place the site knows (a made-up one is redirected, not rendered), so these are
// the engine's South African places the shipped site does not list, in each of the tender finance
// page's city forms: about 440 places x 13 forms, each a page of its own.
const FORMS = [
  '/tender-finance/{city}', '/tender-finance-in-{city}', '/tender-funding/{city}', '/tender-funding-in-{city}', '/purchase-order-finance/{city}',
  '/purchase-order-finance-in-{city}', '/purchase-order-funding/{city}', '/purchase-order-funding-in-{city}', '/construction-tender-finance/{city}',
  '/construction-tender-funding/{city}', '/construction-finance/{city}', '/construction-funding/{city}', '/funding-for-women-in-construction/{city}',
];
const listed = new Set(((parse(readFileSync(join(import.meta.dirname, '..', 'site.config.yaml'), 'utf8')) as { cities?: unknown[] }).cities ?? []).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.keys(entry as object))));
const places = [...knownPlaces().keys()].filter((slug) => !listed.has(slug));

/** How many different pages placePath gives before it repeats. */
export const PLACE_PATHS = places.length * FORMS.length;

/** The n-th page no build wrote (n from 0; repeats after PLACE_PATHS). */
export function placePath(n: number): string {
  const at = ((n % PLACE_PATHS) + PLACE_PATHS) % PLACE_PATHS;
  return FORMS[Math.floor(at / places.length)]!.replace('{city}', places[at % places.length]!);
}
