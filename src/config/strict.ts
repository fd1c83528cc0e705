import type { SiteModel } from './model';

const PLACEHOLDER_HOST = /(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.example\.co\.za|localhost)$|\.(test|invalid|example)$/i;

/** Link templates that still point at placeholder hosts: fine in development, not in production. */
export function strictProblems(model: SiteModel): string[] {
  const problems: string[] = [];
  for (const [name, template] of Object.entries(model.site.links)) {
    const url = new URL(template.url);
    if (url.protocol === 'https:' && PLACEHOLDER_HOST.test(url.hostname)) {
      problems.push(`site.config.yaml links.${name}.url: ${template.url} is a placeholder host; set the real target.`);
    }
  }
  if (PLACEHOLDER_HOST.test(new URL(model.site.publicUrl).hostname)) {
    problems.push(`site.config.yaml publicUrl: ${model.site.publicUrl} is a placeholder; set the site's real address.`);
  }
  return problems;
}
