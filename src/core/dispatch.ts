import { CONTROL } from '../../schemas/control';
import { isContentRequest } from '../content/proxy-path';
import { assign, liveExperiment } from '../experiments/assign';
import { knownPlaces } from '../lib/city-text';
import { prefixOf, queryOf, untranslatedTarget, UNTRANSLATED_STATUS } from '../lib/language-paths';
import { extensionOf, isAssetPath, REVALIDATE, servablePath } from '../output/served-files';
import { createMatcher } from '../routes/match';
import { fillPattern, listedForm } from '../routes/pattern';
import { experimentCookie, readCookie, secureCookies } from './assignment';
import { EVENTS_PATH } from './event-rules';
import { CONVERSIONS_PATH } from './postbacks';
import { THANKS_PATH } from './thank-you-link';
import { ALLOWED_METHODS, guardRequest } from './request-guard';
import type { Route, RouteTable } from './route-table';

/** A {city} the site does not know: Found, to the page without one (temporary: the site may add the place). */
const UNKNOWN_PLACE_STATUS = 302;

/** A request as every host reads it: method, request target (path and query, as sent), the Cookie header, and whether it came over HTTPS. */
export interface Asked {
  method: string | undefined;
  target: string | undefined;
  cookie: string | undefined;
  https: boolean;
}

/** A short answer decided here (plain text, or no body): the host adds its security headers and sends it. */
export interface Answer {
  kind: 'answer';
  status: number;
  /** Plain text; none for a 204. */
  body?: string;
  headers: Record<string, string>;
}

/** A page of the site: its canonical key, the variant the visitor sees, and the headers that go with that choice. */
export interface PageStep {
  kind: 'page';
  key: string;
  variant?: { experiment: string; variant: string };
  /** Every slug of the path is in the site's lists: made for anyone, never counted against a visitor. */
  listed: boolean;
  /** The same answer for every visitor (no experiment), so it may be kept and shared. */
  shared: boolean;
  /** Cache-Control, and under an experiment Vary: Cookie and the visitor's Set-Cookie. */
  headers: Record<string, string>;
}

/** What a request that reaches the site's pages gets: a page, the not-found page of a language, or a short answer. */
export type SiteStep = Answer | PageStep | { kind: 'not-found'; prefix: string };

/** The next step of a request, in the one order every host follows. */
export type Step =
  | Answer
  | { kind: 'events' }
  | { kind: 'conversions' }
  | { kind: 'content'; path: string }
  /** A file of dist/ when `tryFile` and the host has one at `path` (`decoded`: as the file is named); else `page()`, asked only then (it may draw a variant). */
  | { kind: 'site'; path: string; decoded: string; tryFile: boolean; page: () => SiteStep };

/**
 * The request core (issue 55): what every host does with a request, decided once. The Node server,
 * the Worker and `dev` each read a request into `Asked`, follow the Step with their own ports
 * (files, pages made on demand, the event store, the content service) and write the answer. The
 * order: the request guard (414, 400, 405, OPTIONS), POST /__events, POST /__conversions and the
 * thank-you links' GET /__conversions/thanks (a site with conversion providers), /content-api, a built file,
 * a missing asset (a plain 404, never a page), the route match, the default language's page of a
 * page not translated (302), the not-found page of the path's language, the page without a city for
 * a {city} the site does not know (302), the experiment's variant.
 */
export function createDispatch(
  table: RouteTable,
  { events, content, conversions = false, random = Math.random }: { events: boolean; content: boolean; conversions?: boolean; random?: () => number },
) {
  const match = createMatcher<Route>(table.routes.map((route) => ({ page: route, paths: route.paths })));
  const prefixes = table.languagePrefixes ?? [];
  const places = new Set(table.places ?? []);

  function site(path: string, { target, cookie, https }: Asked): SiteStep {
    if (isAssetPath(path)) return { kind: 'answer', status: 404, body: 'Not Found', headers: { 'cache-control': REVALIDATE } };
    const found = match(path);
    if (!found) {
      const moved = untranslatedTarget(prefixes, path, queryOf(target), (other) => match(other) !== undefined);
      if (moved) return { kind: 'answer', status: UNTRANSLATED_STATUS, body: `Found: ${moved}`, headers: { location: moved, 'cache-control': REVALIDATE } };
      return { kind: 'not-found', prefix: prefixOf(prefixes, path) };
    }
    const city = found.params.city;
    // A heading says only what the site wrote (issue 60): a {city} slug that names no city or place
    // the site knows is sent to the page without a city, so no link can make the site print its words.
    if (city !== undefined && !table.lists.cities.includes(city) && !places.has(city) && !knownPlaces().has(city)) {
      const plain = found.page.paths.find((form) => !form.includes('{'));
      if (plain === undefined) return { kind: 'not-found', prefix: prefixOf(prefixes, path) };
      const location = `${plain}${queryOf(target)}`;
      return { kind: 'answer', status: UNKNOWN_PLACE_STATUS, body: `Found: ${location}`, headers: { location, 'cache-control': REVALIDATE } };
    }
    const key = fillPattern(found.pattern, found.params);
    const listed = listedForm(table.lists, found.params);
    const experiment = liveExperiment(found.page);
    if (!experiment) return { kind: 'page', key, listed, shared: true, headers: { 'cache-control': REVALIDATE } };
    // The variant is chosen here, so the first paint is the variant (no flicker); the answer
    // depends on the cookie, so no shared cache may keep it.
    const { variant, setCookie } = assign(experiment, readCookie(cookie, experiment.id), random());
    const headers: Record<string, string> = { 'cache-control': 'private, no-cache', vary: 'Cookie' };
    if (setCookie) headers['set-cookie'] = experimentCookie(experiment.id, variant, secureCookies(table.publicUrl, https));
    return { kind: 'page', key, listed, shared: false, headers, ...(variant === CONTROL ? {} : { variant: { experiment: experiment.id, variant } }) };
  }

  return function dispatch(asked: Asked): Step {
    const guard = guardRequest(
      asked.method,
      asked.target,
      (path) => (events && path === EVENTS_PATH) || (conversions && (path === CONVERSIONS_PATH || path === THANKS_PATH)),
    );
    if (!guard.ok) {
      const allow: Record<string, string> = guard.status === 204 || guard.status === 405 ? { allow: ALLOWED_METHODS } : {};
      return guard.status === 204
        ? { kind: 'answer', status: 204, headers: allow }
        : { kind: 'answer', status: guard.status, body: guard.reason, headers: allow };
    }
    const { path } = guard;
    if (events && path === EVENTS_PATH) return { kind: 'events' };
    // The providers' postbacks and thank-you links: one step, src/core/postbacks.ts tells them apart by path.
    if (conversions && (path === CONVERSIONS_PATH || path === THANKS_PATH)) return { kind: 'conversions' };
    if (content && isContentRequest(path)) return { kind: 'content', path };
    // The guard has checked that the path decodes; a built page (.html) is found by the route match, never as a file.
    const decoded = decodeURIComponent(path);
    return { kind: 'site', path, decoded, tryFile: servablePath(decoded) && extensionOf(decoded) !== '.html', page: () => site(path, asked) };
  };
}

export type Dispatch = ReturnType<typeof createDispatch>;
