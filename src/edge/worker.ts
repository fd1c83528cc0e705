import site, { render } from 'virtual:landing-edge-site';
import { createRenderer } from '../render/render-page';
import { edgeAnswers } from './answer';
import { edgeContent } from './content';
import { edgeEvents } from './events';
import { edgePostbacks } from './postbacks';
import type { EdgeEnv } from './edge-site';

/**
 * The Worker's entry (built by build-worker.ts): the site's data is baked in by the build. The
 * renderer (React's edge build, through the workerd export condition) is made on the first page
 * the build did not write, not at start; the beacon's checks on the first beacon.
 */
const store = render.model.site.contentStore;
const conversions = render.model.site.conversions;
const answer = edgeAnswers(site, {
  render: () => createRenderer(render.model, render.assets, render.content),
  events: () => edgeEvents(render.model),
  postbacks: conversions ? () => edgePostbacks(conversions) : undefined,
  content: store ? () => edgeContent(store) : undefined,
});

export default {
  fetch: (request: Request, env: EdgeEnv) => answer(request, env),
};
