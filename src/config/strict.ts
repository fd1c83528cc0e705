import { placeholderHostOf } from '../lib/placeholder-hosts';
import type { SiteModel } from './model';

/** Link templates (and the public URL) still pointing at placeholder hosts: fine in development, not live. */
export function strictProblems(model: SiteModel): string[] {
  const problems: string[] = [];
  for (const [name, template] of Object.entries(model.site.links)) {
    const host = placeholderHostOf(template.url);
    if (host) problems.push(`site.config.yaml links.${name}.url: ${template.url} points at the placeholder host ${host}; set the real target.`);
  }
  const host = placeholderHostOf(model.site.publicUrl);
  if (host) problems.push(`site.config.yaml publicUrl: ${model.site.publicUrl} is the placeholder host ${host}; set the site's real address.`);
  return problems;
}
