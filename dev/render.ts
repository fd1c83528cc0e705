// Loaded by the dev server through Vite, so YAML edits arrive as a fresh virtual:site-model
// (Vite re-evaluates this module then, which also drops the renderer kept below).
import model from 'virtual:site-model';
import type { SiteContent } from '../src/content/site-content';
import { DISCARD_EVENTS } from '../src/events/store';
import { createEventIntake } from '../src/server/event-intake';
import { DEV_ASSETS } from '../src/render/assets';
import { GALLERY_PATH, renderBlockGallery } from './block-gallery';
import { createRenderer } from '../src/render/render-page';
import { siteRoutes } from '../src/render/editions';

/** The site model as the YAML stands (the dev server's security headers follow its chat widget host). */
export { model };

let built: { content: SiteContent; render: ReturnType<typeof createRenderer> } | undefined;

/**
 * One renderer per model and content, not one per request: it builds the route matcher up front.
 * In dev only, /__blocks shows every block type rendered from its docs/blocks.md example.
 */
export function renderer(content: SiteContent) {
  if (built?.content !== content) {
    const render = createRenderer(model, DEV_ASSETS, content);
    built = { content, render: (path) => (path === GALLERY_PATH ? { status: 200, html: renderBlockGallery(model, DEV_ASSETS, content) } : render(path)) };
  }
  return built.render;
}

/** Where a path goes instead of its not-found page (a page not translated into the language its prefix names), as start sends it. */
export const moved = siteRoutes(model).moved;

/**
 * POST /__events in dev: the beacon's page views and clicks are checked against the YAML as it
 * stands (a 422 names the field) and dropped, as `npm start` does without a store.
 */
export const eventIntake = createEventIntake({ model, store: DISCARD_EVENTS });
