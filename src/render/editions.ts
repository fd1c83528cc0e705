import type { Site } from '../../schemas/site';
import type { Language, LanguageEdition, PageEntry, SiteModel } from '../config/model';
import { DEFAULT_LANGUAGE } from '../lib/default-language';
import { cityText } from '../lib/city-text';
import { prefixOf, withoutPrefix, withPrefix } from '../lib/language-paths';
import { createMatcher, type RouteMatch } from '../routes/match';

export type FallbackPart = 'meta' | 'header' | 'footer' | number;

/**
 * One language of the site as the router and the renderer see it: its site texts and its pages,
 * each page's paths already under the language's prefix, so the route table, canonical links,
 * the prerender's file names and the server's keys all come out prefixed with no further rule.
 */
export interface Edition {
  language: Language;
  site: Site;
  pages: PageEntry[];
  fallbacks: LanguageEdition['fallbacks'];
  /**
   * The locale its values are written in by Intl (src/lib/money.ts): the language's tag; none for
   * the default language, which keeps the hand-made formats, so its pages stay as they were.
   */
  locale: string | undefined;
}

const NONE: LanguageEdition['fallbacks'] = new Map();

/** Fallbacks as JSON carries them (page id -> parts): the edge Worker's model is baked as JSON, which has no Map. */
type WrittenFallbacks = Record<string, FallbackPart[]>;

/** The model with each edition's fallbacks written as plain JSON, for a bundle that bakes the model (src/edge/build-worker.ts). */
export function jsonSafeModel<M extends Pick<SiteModel, 'editions'>>(model: M): M {
  if (!model.editions?.length) return model;
  const written = (fallbacks: LanguageEdition['fallbacks']): WrittenFallbacks => Object.fromEntries([...fallbacks].map(([id, parts]) => [id, [...parts]]));
  // The texts' records are for validate and the translations command: the Worker answers without them.
  return {
    ...model,
    editions: model.editions.map(({ texts: _records, ...edition }) => ({
      ...edition,
      fallbacks: written(edition.fallbacks) as unknown as LanguageEdition['fallbacks'],
    })),
  };
}

/** Fallbacks as the loader gives them, or as jsonSafeModel wrote them. */
function fallbacksOf(fallbacks: LanguageEdition['fallbacks'] | WrittenFallbacks): LanguageEdition['fallbacks'] {
  if (fallbacks instanceof Map) return fallbacks;
  return new Map(Object.entries(fallbacks as WrittenFallbacks).map(([id, parts]) => [id, new Set(parts)]));
}

/** Does the site declare other languages than its default? Without them every page renders as before decision 45. */
export const hasLanguages = (model: Pick<SiteModel, 'editions'>): boolean => (model.editions?.length ?? 0) > 0;

/** The default language first, then each other one, in the order site.config.yaml names them. */
export function editionsOf(model: Pick<SiteModel, 'site' | 'pages' | 'language' | 'editions'>): Edition[] {
  const first: Edition = {
    language: { ...(model.language ?? DEFAULT_LANGUAGE), prefix: '' },
    site: model.site,
    pages: model.pages,
    fallbacks: NONE,
    locale: undefined,
  };
  const others = (model.editions ?? []).map((edition): Edition => ({
    language: edition.language,
    site: edition.site,
    fallbacks: fallbacksOf(edition.fallbacks),
    locale: edition.language.tag,
    // A page with no translation is not published in the language (issue 54): untranslatedTarget sends its addresses to the default's.
    pages: edition.pages
      .filter((entry) => !edition.untranslated?.includes(entry.id))
      .map((entry) => ({ ...entry, page: { ...entry.page, paths: entry.page.paths.map((path) => withPrefix(edition.language.prefix, path)) } })),
  }));
  return [first, ...others];
}

/**
 * One route table over every language: a path under /af finds the Afrikaans page, with the city
 * text from the Afrikaans site (its names and cityText template). On a one-language site this is
 * the matcher of before, with the site's own template (" In {name}" unless it says otherwise).
 */
export function siteRoutes(model: Pick<SiteModel, 'site' | 'pages' | 'language' | 'editions'>) {
  const editions = editionsOf(model);
  const editionOf = new Map<PageEntry, Edition>();
  for (const edition of editions) for (const entry of edition.pages) editionOf.set(entry, edition);
  const match = createMatcher(
    editions.flatMap((edition) => {
      const city = (slug: string | undefined) => cityText(slug, edition.site.cityNames, edition.site.cityText);
      return edition.pages.map((entry) => ({ page: entry, paths: entry.page.paths, cityText: city }));
    }),
  );
  const byPrefix = new Map(editions.map((edition) => [edition.language.prefix, edition]));
  const prefixes = [...byPrefix.keys()];
  return {
    editions,
    match: (path: string): RouteMatch<PageEntry> | undefined => match(path),
    /** The language of a page the table gave. */
    editionOf: (entry: PageEntry): Edition => editionOf.get(entry) ?? editions[0]!,
    /** The language a path is in by its prefix (a path no page answers gets that language's not-found page). */
    editionAt: (path: string): Edition => byPrefix.get(prefixOf(prefixes, path)) ?? editions[0]!,
  };
}

export type SiteRoutes = ReturnType<typeof siteRoutes>;

/** One link of the language switch, or one alternate of the head and the sitemap. */
export interface LanguageLink {
  tag: string;
  name: string;
  path: string;
}

/** The same default-language path in every language the page `pageId` is published in: what hreflang and the language switch link. */
function inEveryLanguage(editions: readonly Edition[], from: Edition, path: string, pageId: string): LanguageLink[] {
  const rest = withoutPrefix(from.language.prefix, path);
  return editions
    .filter((edition) => edition === editions[0] || edition.pages.some((entry) => entry.id === pageId))
    .map(({ language }) => ({ tag: language.tag, name: language.name, path: withPrefix(language.prefix, rest) }));
}

/** A page's URL in every language it is published in as hreflang names them, then x-default: the default language's (head and sitemap alike). */
export function hreflangPaths(editions: readonly Edition[], from: Edition, path: string, pageId: string): { hreflang: string; path: string }[] {
  const links = inEveryLanguage(editions, from, path, pageId).map(({ tag, path: other }) => ({ hreflang: tag, path: other }));
  // A page in one language has no alternates to name.
  return links.length < 2 ? [] : [...links, { hreflang: 'x-default', path: links[0]!.path }];
}

/** What a page in a site of several languages says of its language (decision 45); absent on a one-language site. */
export interface PageLanguage {
  tag: string;
  /** The default language's tag: the `lang` of the parts shown in it for want of a translation. */
  defaultTag: string;
  /** Parts of this page shown in the default language (LanguageEdition.fallbacks). */
  fallbacks: ReadonlySet<FallbackPart>;
  /** The page's canonical path in every language, default first, then x-default (the default's). */
  alternates: { hreflang: string; path: string }[];
  /** The language switch: the path asked for (its city kept) in every language it has; none for a page in one language (issue 54). */
  switch: { label: string; links: (LanguageLink & { current: boolean })[] } | undefined;
}

const NO_PARTS: ReadonlySet<FallbackPart> = new Set();

/** The language facts of one matched page; `canonicalPath` is canonicalFor's path (under the page's prefix). */
export function pageLanguage(
  editions: readonly Edition[],
  edition: Edition,
  found: Pick<RouteMatch<PageEntry>, 'page' | 'path'>,
  canonicalPath: string,
): PageLanguage {
  const current = edition.language.tag;
  const links = inEveryLanguage(editions, edition, found.path, found.page.id).map((link) => ({ ...link, current: link.tag === current }));
  return {
    tag: current,
    defaultTag: editions[0]!.language.tag,
    fallbacks: edition.fallbacks.get(found.page.id) ?? NO_PARTS,
    alternates: hreflangPaths(editions, edition, canonicalPath, found.page.id),
    // The label is a site text (languageSwitch:); without one, the languages' own names say what the list is. A list of one offers nothing.
    switch: links.length > 1 ? { label: edition.site.languageSwitch ?? editions.map(({ language }) => language.name).join(', '), links } : undefined,
  };
}
