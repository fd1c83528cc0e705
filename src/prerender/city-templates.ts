import type { PageEntry, SiteModel } from '../config/model';
import { NO_CONTENT, type SiteContent } from '../content/site-content';
import type { Assets } from '../render/document';
import { hasLanguages, siteRoutes, type Edition } from '../render/editions';
import { createRenderer, languageOf, renderMatch, type RenderResult } from '../render/render-page';
import { createResolver, type Resolver } from '../resolve/resolve-page';
import type { RouteMatch } from '../routes/match';
import { fillPattern } from '../routes/pattern';

/**
 * Stand-ins for the values a {city}/{product} page depends on. Lowercase letters only, so HTML and
 * JSON escaping leave them alone, and odd enough that no config text contains them. The city TEXT
 * gets its own stand-in (injected after cityText() ran) because it is capitalised from the slug.
 */
export const SENTINELS = { citySlug: 'zzqcityslugqzz', cityText: 'zzqcitytextqzz', productSlug: 'zzqproductslugqzz' } as const;
type Slot = keyof typeof SENTINELS;
const SLOT_OF = new Map<string, Slot>(Object.entries(SENTINELS).map(([slot, sentinel]) => [sentinel, slot as Slot]));
const ANY_SENTINEL = new RegExp(Object.values(SENTINELS).join('|'), 'g');
/**
 * A second city text, of another length and with spaces and capitals like a real one: a page whose
 * HTML differs from the first stand-in's other than where the text goes depends on the city in
 * some other way (a block measuring or changing a text), and is rendered directly.
 */
const OTHER_CITY_TEXT = ' Zzqanother Longer Citytextqzz';
/** Values that escaping (HTML text, attributes, JSON-LD) cannot change; anything else renders directly. */
const SAFE_VALUE = /^[A-Za-z0-9 ]+$/;

/**
 * A page rendered once with the stand-ins, cut at them: text, slot, text, slot, ..., text. The texts
 * are kept as UTF-8 bytes and a page is written as its pieces: encoding each page's string was a
 * large share of the prerender's CPU (Buffer.from; issue 45, docs/decisions/20-city-templates.md).
 */
interface Template {
  texts: Buffer[];
  slots: Slot[];
  /** Proven by comparing with a direct render of its first real path (and, for a city, with a second city text). */
  verified: boolean;
}

/**
 * A renderer for the prerender that gives byte-identical HTML to createRenderer, faster: pages of
 * a {city}/{product} pattern differ only where the slug and city text go (blocks get resolved props,
 * src/resolve, and meet the city only inside text), so each (page, pattern) renders once with
 * stand-ins and every city is a string fill. A template is used only after a second city text
 * changed nothing but the text and its first fill matched a direct render; any path
 * it cannot prove safe (a value with other characters, an unlisted slug, a render error, a path
 * that the stand-ins would match differently) is rendered directly.
 */
export function createTemplatedRenderer(model: SiteModel, assets: Assets, content: SiteContent = NO_CONTENT): (path: string) => PageBytes {
  const direct = createRenderer(model, assets, content);
  const routes = siteRoutes(model);
  const { match } = routes;
  const multilingual = hasLanguages(model);
  const { site } = model;
  const cities = new Set(site.cities);
  const products = new Set(site.products);
  // canonicalFor() only keeps a slug's own URL when the slug is listed, so the stand-ins are listed
  // too; appended, so basePath() (first listed city) is unchanged. Verification catches other uses.
  // Each language renders with its own texts (decision 45), so each gets its own stand-in site.
  const stand = new Map<Edition, { site: Edition['site']; resolver: Resolver }>(
    routes.editions.map((edition) => {
      const templateSite = {
        ...edition.site,
        cities: [...edition.site.cities, SENTINELS.citySlug],
        products: [...edition.site.products, SENTINELS.productSlug],
      };
      return [edition, { site: templateSite, resolver: createResolver(templateSite, content, edition.locale) }];
    }),
  );
  const templates = new Map<string, Template | null>();
  // Per page, not per pattern: every pattern of a page renders the same sections from the same text.
  const textOnlyFills = new Map<string, boolean>();
  const cityTextOnlyFills = (pageId: string, renderOther: () => string, html: string): boolean => {
    if (!textOnlyFills.has(pageId)) textOnlyFills.set(pageId, renderOther().replaceAll(OTHER_CITY_TEXT, SENTINELS.cityText) === html);
    return textOnlyFills.get(pageId)!;
  };

  const templateFor = (found: RouteMatch<PageEntry>): Template | null => {
    const key = `${found.page.id}\n${found.pattern}`;
    if (!templates.has(key)) templates.set(key, build(found));
    return templates.get(key)!;
  };

  const build = (found: RouteMatch<PageEntry>): Template | null => {
    const params = {
      ...(found.params.city !== undefined && { city: SENTINELS.citySlug }),
      ...(found.params.product !== undefined && { product: SENTINELS.productSlug }),
    };
    const path = fillPattern(found.pattern, params);
    const again = match(path);
    // The stand-in path must land on the same page and pattern with exactly the stand-in slugs.
    if (!again || again.page !== found.page || again.pattern !== found.pattern || !sameParams(again.params, params)) return null;
    const edition = routes.editionOf(again.page);
    const { site: templateSite, resolver: templateResolver } = stand.get(edition)!;
    const render = (city: string) => {
      const at = { ...again, city };
      return renderMatch(
        templateSite,
        templateResolver,
        at,
        assets,
        undefined,
        multilingual ? languageOf(routes.editions, edition, at, templateSite) : undefined,
      );
    };
    try {
      const html = render(params.city ? SENTINELS.cityText : '');
      if (params.city && !cityTextOnlyFills(`${edition.language.tag}\n${found.page.id}`, () => render(OTHER_CITY_TEXT), html)) return null;
      const texts = html.split(ANY_SENTINEL).map((text) => Buffer.from(text));
      const slots = [...html.matchAll(ANY_SENTINEL)].map((m) => SLOT_OF.get(m[0])!);
      return { texts, slots, verified: false };
    } catch {
      return null;
    }
  };

  // A page rendered directly keeps its string, and is encoded once, here.
  const directBytes = (path: string): PageBytes => {
    const page = direct(path);
    return { ...page, pieces: [Buffer.from(page.html)] };
  };

  return function render(path: string): PageBytes {
    const found = match(path);
    if (!found || !fillable(found, cities, products)) return directBytes(path);
    const template = templateFor(found);
    if (!template) return directBytes(path);
    const values: Record<Slot, Buffer> = {
      citySlug: Buffer.from(found.params.city ?? ''),
      cityText: Buffer.from(found.city),
      productSlug: Buffer.from(found.params.product ?? ''),
    };
    const page = filledPage(found, fill(template, values));
    if (template.verified) return page;
    const proof = directBytes(path);
    if (proof.status === 200 && proof.html === page.html) template.verified = true;
    else templates.set(`${found.page.id}\n${found.pattern}`, null);
    return proof;
  };
}

/**
 * A rendered page as the UTF-8 pieces that make it, in order, for writing as they are (writev):
 * neither one string to encode nor one buffer to allocate and copy per page. `html` is the same
 * page as text, for whoever reads it so (the tests).
 */
export type PageBytes = RenderResult & { pieces: readonly Buffer[] };

/** A page filled from its template: its `html` is only joined and decoded when read as text. */
function filledPage(match: RouteMatch<PageEntry>, pieces: readonly Buffer[]): PageBytes {
  return {
    status: 200,
    match,
    pieces,
    get html() {
      return Buffer.concat(pieces).toString('utf8');
    },
  };
}

/** A dynamic match whose values are listed, escape-proof, and give back the path when filled in. */
function fillable(found: RouteMatch<PageEntry>, cities: ReadonlySet<string>, products: ReadonlySet<string>): boolean {
  const { city, product } = found.params;
  if (city === undefined && product === undefined) return false;
  if (city !== undefined && (!cities.has(city) || !SAFE_VALUE.test(found.city))) return false;
  if (product !== undefined && !products.has(product)) return false;
  return fillPattern(found.pattern, found.params) === found.path;
}

function sameParams(a: Partial<Record<string, string>>, b: Partial<Record<string, string>>): boolean {
  return a.city === b.city && a.product === b.product && Object.keys(a).length === Object.keys(b).length;
}

function fill({ texts, slots }: Template, values: Record<Slot, Buffer>): Buffer[] {
  const pieces = [texts[0]!];
  for (let i = 0; i < slots.length; i++) pieces.push(values[slots[i]!], texts[i + 1]!);
  return pieces;
}
