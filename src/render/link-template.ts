import type { LinkTemplate } from '../../schemas/link-templates';
import type { Site } from '../../schemas/site';

/**
 * The link template a block names. `npm run validate` has already rejected unknown names, so a
 * miss here means the model was built around validation (a test fixture, a hand-made model).
 */
export function linkTemplate(site: Site, name: string): LinkTemplate {
  const template = site.links[name];
  if (!template) throw new Error(`Link template "${name}" is missing; npm run validate reports this.`);
  return template;
}
