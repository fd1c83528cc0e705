// Loaded by the dev server through Vite, so YAML edits arrive as a fresh virtual:site-model
// (Vite re-evaluates this module then, which also drops the renderer kept below).
import model from 'virtual:site-model';
import type { SiteContent } from '../src/content/site-content';
import { DISCARD_EVENTS } from '../src/events/store';
import { createEventIntake } from '../src/server/event-intake';
import { DEV_ASSETS } from '../src/render/assets';
import { GALLERY_PATH, renderBlockGallery } from './block-gallery';
import { createRenderer } from '../src/render/render-page';
import { createDispatch } from '../src/core/dispatch';
import { routeTable } from '../src/core/route-table';

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

/**
 * The request core's steps (src/core/dispatch.ts), as `start` and the Worker follow them: the
 * request guard, the beacon, a missing asset's plain 404, the 302 of a page not translated. Every
 * page shows as written (the experiment's draw is made and not used: dev shows no variant), and
 * /content-api is answered before Vite (dev/server.ts), so it is not asked here.
 */
export const dispatch = createDispatch(routeTable(model), { events: true, content: false });

/**
 * POST /__events in dev: the beacon's page views and clicks are checked against the YAML as it
 * stands (a 422 names the field) and dropped, as `npm start` does without a store.
 */
export const eventIntake = createEventIntake({ model, store: DISCARD_EVENTS });
