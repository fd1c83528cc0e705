import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { blockStyles, RenderBlock } from '../blocks/registry';
import { NO_CONTENT, type SiteContent } from '../content/site-content';
import type { Site } from '../../schemas/site';
import type { PageEntry, SiteModel } from '../config/model';
import { createResolver, type Resolver } from '../resolve/resolve-page';
import { liveExperiment, pageForVariant } from '../experiments/variants';
import { createMatcher, type RouteMatch } from '../routes/match';
import { ImageSetsContext, InlineImagesContext } from '../ui/image-sets';
import { htmlDocument, type Assets } from './document';
import { ErrorScreen } from './ErrorScreen';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { brandHead, headFor, pageTitle } from './seo';

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
  const match = createMatcher(model.pages.map((entry) => ({ page: entry, paths: entry.page.paths })), model.site.cityNames);
  const { site } = model;
  const resolver = createResolver(site, content);

  /** `variant`: the live experiment's variant to show (the control when absent). */
  return function render(path: string, variant?: string): RenderResult {
    const found = match(path);
    try {
      if (!found) {
        const chrome = resolver.chrome('');
        const body = renderToString(
          <BuiltImages assets={assets}>
            <Layout logo={site.brand.logo} chrome={chrome} shared={[]}>
              <NotFound notFound={chrome.notFound} />
            </Layout>
          </BuiltImages>,
        );
        return { status: 404, html: htmlDocument({ ...brandHead(site), title: pageTitle(site, chrome.notFound.heading), noindex: true }, body, assets) };
      }
      return { status: 200, html: renderMatch(site, resolver, found, assets, variant), match: found };
    } catch (error) {
      // A broken block must not take the server down: show the spec's error screen instead.
      console.error(`Rendering ${path} failed:`, error);
      const body = renderToString(<ErrorScreen status={500} message="Internal Server Error" />);
      return { status: 500, html: htmlDocument({ ...brandHead(site), title: 'Unexpected Application Error!', noindex: true }, body, assets) };
    }
  };
}

/**
 * The HTML of one matched page; throws when a block fails. Separate from the path lookup so the
 * prerender can render a page once with stand-in city values (src/prerender/city-templates.ts).
 * The resolve stage turns the page into plain props; from there on nothing sees the route.
 */
export function renderMatch(site: Site, resolver: Resolver, found: RouteMatch<PageEntry>, assets: Assets, variant?: string): string {
  const written = found.page.page;
  const page = pageForVariant(written, variant);
  const resolved = resolver.page(page, found.city);
  const body = renderToString(
    <BuiltImages assets={assets}>
      <Layout logo={site.brand.logo} chrome={resolved.chrome} shared={resolved.shared}>
        {resolved.sections.map((block, i) => (
          <RenderBlock key={block.id ?? i} block={block} />
        ))}
      </Layout>
    </BuiltImages>,
  );
  const blocks = new Set([...resolved.sections, ...resolved.shared].flatMap((block) => blockStyles(block.type)));
  const html = htmlDocument(headFor(site, page, resolved.meta, found), body, assets, blocks);
  const live = liveExperiment(written);
  return live ? withExperimentMark(html, live.id, variant ?? 'control') : html;
}

/** The variant shown, for the beacon to send with the page's events (src/client/beacon.ts). */
export function withExperimentMark(html: string, experiment: string, variant: string): string {
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
