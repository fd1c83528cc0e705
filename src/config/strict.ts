import { placeholderHostOf } from '../lib/placeholder-hosts';
import type { SiteModel } from './model';
import type { Problem } from './problem';
import type { YamlSource } from './yaml-source';

/**
 * Addresses still pointing at placeholder hosts (link templates, the chat widget, the public URL):
 * fine in development, not live. Located like every other problem.
 */
export function strictProblems(model: SiteModel, sources: ReadonlyMap<string, YamlSource>): Problem[] {
  const site = sources.get('site.config.yaml')!;
  const problems: Problem[] = [];
  for (const [name, template] of Object.entries(model.site.links)) {
    const host = placeholderHostOf(template.url);
    if (host) problems.push(site.problem(['links', name, 'url'], 'placeholderHost', `${template.url} points at the placeholder host ${host}; set the real target.`));
  }
  const chat = model.site.chatWidget?.src;
  const chatHost = chat === undefined ? undefined : placeholderHostOf(chat);
  if (chat && chatHost) problems.push(site.problem(['chatWidget', 'src'], 'placeholderHost', `${chat} is on the placeholder host ${chatHost}; set the real address of the live-chat widget.`));
  const host = placeholderHostOf(model.site.publicUrl);
  if (host) problems.push(site.problem(['publicUrl'], 'placeholderHost', `${model.site.publicUrl} is the placeholder host ${host}; set the site's real address.`));
  return problems;
}
