// Placeholder until the tracking branch lands (it owns this file).
import type { LinkTemplate } from '../../schemas/link-templates';

export function buildOutboundUrl(template: LinkTemplate, values?: Record<string, string | number>): string {
  const url = new URL(template.url);
  if (url.protocol !== 'https:') return template.url;
  for (const [key, value] of Object.entries(template.params ?? {})) url.searchParams.set(key, value);
  for (const key of template.takes) if (values?.[key] !== undefined) url.searchParams.set(key, String(values[key]));
  return url.toString();
}
