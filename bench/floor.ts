import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../src/config/model';
import { outputFile } from '../src/output/files';
import { fillPattern } from '../src/routes/pattern';
import { knownPlaces } from '../src/lib/city-text';
import type { PageType } from './page-types';
import { buildAndServe, DIST } from './site';

/**
 * The floor (issue 38): a one-paragraph page, no CSS, no script, with what every page of ours has
 * in its head (charset, viewport, title, description, language). Whatever this page costs on this
 * machine in this minute is not ours; a page type is judged on what it costs beyond it.
 */
export const FLOOR_HTML =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="One paragraph, no CSS, no script: what any page costs here."></head>\n' +
  '<body><p>One paragraph of text and nothing else: no stylesheet, no script, no image. The bench measures it beside every page ' +
  'type, served by the same server and audited by the same browser in the same minutes, so that what a page costs beyond it is ' +
  'what the page itself costs.</p></body></html>\n';

/**
 * A known place the site does not list (src/lib/za-places.ts): a page path filled with it is matched
 * as that page, and no build writes it. A made-up slug would be redirected to the page's plain path
 * (decision 51), and the bench would audit that page as the floor.
 */
const floorCity = (model: SiteModel) => [...knownPlaces().keys()].find((slug) => !model.site.cities.includes(slug))!;

/**
 * The floor's place: the first page path with a {city}, filled with a place the site does not list. The server matches
 * it as that page and, finding a prerendered file for it, sends that file as it sends every page
 * (same headers, compression and caching). A build without a {city} path has no such place.
 */
export function floorPageType(model: SiteModel): PageType {
  const pattern = model.pages.flatMap((entry) => entry.page.paths).find((path) => path.includes('{city}'));
  if (!pattern)
    throw new Error('The bench puts its floor page at a page path with {city}; no page in pages/*.yaml has one. Give one page a path such as /offer/{city}.');
  const [product = 'construction'] = model.site.products;
  return { key: 'floor', label: 'floor (one paragraph)', ids: [], path: fillPattern(pattern, { city: floorCity(model), product }) };
}

/**
 * `dest` shows what `src` holds through symbolic links (dist/ holds much media; links take no
 * time; docs/decisions/35-bench-floor.md), except the folders on the way to `file` (relative, '/'-separated), which are made for real
 * so that writing `file` leaves `src` as it was.
 */
export function mirrorWithFile(src: string, dest: string, file: string, body: string): void {
  mkdirSync(dest, { recursive: true });
  const [head = '', ...rest] = file.split('/');
  if (existsSync(src)) for (const name of readdirSync(src)) if (name !== head) symlinkSync(join(src, name), join(dest, name));
  if (rest.length === 0) writeFileSync(join(dest, head), body);
  else mirrorWithFile(join(src, head), join(dest, head), rest.join('/'), body);
}

/**
 * The built site served as `landing-engine start` serves it, from the bench's own copy of dist/
 * with the floor page added (the engine is not changed for the bench). dist/ is built first when
 * stale, by a server started and closed at once, as npm start would build it.
 */
export async function serveWithFloor(model: SiteModel, floor: PageType) {
  await (await buildAndServe(model, 'if-stale')).close();
  const copy = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  mirrorWithFile(DIST, copy, outputFile(floor.path), FLOOR_HTML);
  const site = await buildAndServe(model, 'if-stale', copy);
  const close = async () => {
    await site.close();
    rmSync(copy, { recursive: true, force: true });
  };
  // Another page path matching first, or a rebuild of the copy, would measure something else.
  const answer = await fetch(site.baseUrl + floor.path);
  const body = await answer.text();
  if (answer.status !== 200 || body !== FLOOR_HTML) {
    await close();
    throw new Error(
      `The server answered ${floor.path} with ${answer.status} and ${body.length} characters, not the floor page the bench wrote to ${outputFile(floor.path)}.`,
    );
  }
  return { ...site, close };
}
