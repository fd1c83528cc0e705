import site from 'virtual:landing-edge-site';
import { edgeAnswers } from './answer';
import type { EdgeEnv } from './edge-site';

/** The Worker's entry (built by build-worker.ts): the site's data is baked in by the build. */
const answer = edgeAnswers(site);

export default {
  fetch: (request: Request, env: EdgeEnv) => answer(request, env),
};
