import { Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { blockStyles, RenderBlock } from '../blocks/registry';
import { NO_CONTENT, type SiteContent } from '../content/site-content';
import type { Site } from '../../schemas/site';
import type { PageEntry, SiteModel } from '../config/model';
import { createResolver, type Resolver } from '../resolve/resolve-page';
import { liveExperiment } from '../experiments/assign';
import { pageForVariant } from '../experiments/variants';
import type { RouteMatch } from '../routes/match';
import { ImageSetsContext, InlineImagesContext } from '../ui/image-sets';
import { htmlDocument, type Assets } from './document';
import { hasLanguages, pageLanguage, siteRoutes, type Edition, type PageLanguage } from './editions';
import { ErrorScreen } from './ErrorScreen';
import { FallbackMark, Layout } from './Layout';
import { NotFound } from './NotFound';
import { alternatesFor, brandHead, canonicalFor, headFor, pageTitle } from './seo';

export interface RenderResult {
  status: 200 | 404 | 500;
  html: string;
  match?: RouteMatch<PageEntry>;
}

/**
 * One renderer for the prerender loop, the server and the tests, so that a crawler, a test and a
 * visitor all get the same HTML. Create it once per model: the route matcher is built up front.
 */
export function createRenderer(model: SiteModel, assets: Assets, content: SiteContent = NO_CONTENT) {
  const routes = siteRoutes(model);
  const multilingual = hasLanguages(model);
  const resolvers = new Map(routes.editions.map((edition) => [edition, createResolver(edition.site, content, edition.locale)]));
  const { site } = model;

  /** `variant`: the live experiment's variant to show (the control when absent). */
  return function render(path: string, variant?: string): RenderResult {
    const found = routes.match(path);
    try {
      if (!found) {
        // The not-found page of the language the path is under (/af/... gets the Afrikaans one).
        const edition = routes.editionAt(path);
        const chrome = resolvers.get(edition)!.chrome('');
        const body = renderToString(
          <BuiltImages assets={assets}>
            <Layout logo={edition.site.brand.logo} chrome={chrome} shared={[]}>
              <NotFound notFound={chrome.notFound} />
            </Layout>
          </BuiltImages>,
        );
        const lang = multilingual ? { lang: edition.language.tag } : {};
        return {
          status: 404,
          html: htmlDocument({ ...brandHead(edition.site), ...lang, title: pageTitle(edition.site, chrome.notFound.heading), noindex: true }, body, assets),
        };
      }
      const edition = routes.editionOf(found.page);
      const language = multilingual ? languageOf(routes.editions, edition, found) : undefined;
      return { status: 200, html: renderMatch(edition.site, resolvers.get(edition)!, found, assets, variant, language), match: found };
    } catch (error) {
      // A broken block must not take the server down: show the spec's error screen instead.
      console.error(`Rendering ${path} failed:`, error);
      const body = renderToString(<ErrorScreen status={500} message="Internal Server Error" />);
      return { status: 500, html: htmlDocument({ ...brandHead(site), title: 'Unexpected Application Error!', noindex: true }, body, assets) };
    }
  };
}

/**
 * What a matched page in one of several languages says of its language: its tag, alternates,
 * switch and fallbacks. `site`: the site its canonical link is worked out with (the prerender's
 * city templates pass theirs, which lists the stand-in city).
 */
export function languageOf(editions: readonly Edition[], edition: Edition, found: RouteMatch<PageEntry>, site: Site = edition.site): PageLanguage {
  return pageLanguage(editions, edition, found, canonicalFor(site, found.page.page, found).path);
}

/**
 * The HTML of one matched page; throws when a block fails. Separate from the path lookup so the
 * prerender can render a page once with stand-in city values (src/prerender/city-templates.ts).
 * The resolve stage turns the page into plain props; from there on nothing sees the route.
 */
export function renderMatch(site: Site, resolver: Resolver, found: RouteMatch<PageEntry>, assets: Assets, variant?: string, language?: PageLanguage): string {
  const written = found.page.page;
  const page = pageForVariant(written, variant);
  const resolved = resolver.page(page, found.city);
  const body = renderToString(
    <BuiltImages assets={assets}>
      <Layout logo={site.brand.logo} chrome={resolved.chrome} shared={resolved.shared} language={language} sharedFrom={resolved.sections.length}>
        {resolved.sections.map((block, i) => (
          <Fragment key={block.id ?? i}>
            <FallbackMark language={language} at={i} />
            <RenderBlock block={block} />
          </Fragment>
        ))}
      </Layout>
    </BuiltImages>,
  );
  const blocks = new Set([...resolved.sections, ...resolved.shared].flatMap((block) => blockStyles(block.type)));
  if (language) blocks.add('language-switch');
  const head = headFor(site, page, resolved.meta, found, language?.tag);
  const html = htmlDocument(language ? { ...head, alternates: alternatesFor(site, language.alternates) } : head, withFallbackLang(body), assets, blocks);
  const live = liveExperiment(written);
  return live ? withExperimentMark(html, live.id, variant ?? 'control') : html;
}

/** A section shown in the default language for want of a translation carries that language's lang (decision 45): its FallbackMark (Layout.tsx) becomes the lang of its first tag. */
export function withFallbackLang(body: string): string {
  if (!body.includes('<template data-fallback-lang=')) return body;
  return body.replace(/<template data-fallback-lang="([^"]*)"><\/template>(\s*)<([a-zA-Z][\w-]*)/g, '$2<$3 lang="$1"');
}

/** The variant shown, for the beacon to send with the page's events (src/client/beacon.ts). */
function withExperimentMark(html: string, experiment: string, variant: string): string {
  return html.replace('</head>', `<meta name="experiment" content="${experiment}:${variant}">\n</head>`);
}

/** What the build made of the site's images (phone sizes, small SVGs inline), for every <Img> and the logo. */
function BuiltImages({ assets, children }: { assets: Assets; children: ReactNode }) {
  return (
    <ImageSetsContext value={assets.images ?? {}}>
      <InlineImagesContext value={assets.inlineImages ?? {}}>{children}</InlineImagesContext>
    </ImageSetsContext>
  );
}
