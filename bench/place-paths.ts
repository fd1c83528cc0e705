import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { knownPlaces } from '../src/lib/city-text';

// Pages no build wrote, for the benches that ask for a new one each request. Since issue 60 a {city}
// slug must name a place the site knows (a made-up one is redirected, not rendered), so these are
// the engine's South African places the shipped site does not list, in each city form of the tender
// finance, bakkie and investor pages: about 440 places x 29 forms, each a page of its own.
const FORMS = [
  '/tender-finance/{city}',
  '/tender-finance-in-{city}',
  '/tender-funding/{city}',
  '/tender-funding-in-{city}',
  '/purchase-order-finance/{city}',
  '/purchase-order-finance-in-{city}',
  '/purchase-order-funding/{city}',
  '/purchase-order-funding-in-{city}',
  '/construction-tender-finance/{city}',
  '/construction-tender-funding/{city}',
  '/construction-finance/{city}',
  '/construction-funding/{city}',
  '/funding-for-women-in-construction/{city}',
  '/bakkie-rental/{city}',
  '/bakkie-rental-in-{city}',
  '/bakkie-hire/{city}',
  '/bakkie-hire-in-{city}',
  '/l/bakkie-rental/{city}',
  '/l/bakkie-rental-in-{city}',
  '/l/bakkie-hire/{city}',
  '/l/bakkie-hire-in-{city}',
  '/l/bakkie-furniture-removal/{city}',
  '/l/bakkie-furniture-removal-in-{city}',
  '/l/furniture-removal/{city}',
  '/l/furniture-removal-in-{city}',
  '/invest/{city}',
  '/rfq/{city}',
  '/request-for-quotation/{city}',
  '/tender-crowd-funding/{city}',
];
const listed = new Set(
  ((parse(readFileSync(join(import.meta.dirname, '..', 'site.config.yaml'), 'utf8')) as { cities?: unknown[] }).cities ?? []).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : Object.keys(entry as object),
  ),
);
const places = [...knownPlaces().keys()].filter((slug) => !listed.has(slug));

/** How many different pages placePath gives before it repeats. */
export const PLACE_PATHS = places.length * FORMS.length;

/** The n-th page no build wrote (n from 0; repeats after PLACE_PATHS). */
export function placePath(n: number): string {
  const at = ((n % PLACE_PATHS) + PLACE_PATHS) % PLACE_PATHS;
  return FORMS[Math.floor(at / places.length)]!.replace('{city}', places[at % places.length]!);
}
