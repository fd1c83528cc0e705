import { escapeHtml, jsonForScript } from '../lib/html-escape';
import type { HeadData } from './seo';

/** The built client files a page links to (from Vite's manifest, or the dev server). */
export interface Assets {
  scripts: string[];
  styles: string[];
  /** Extra tags for <head>, e.g. the dev client. */
  headExtra?: string;
}

/** Head of a page no search engine should keep: the not-found and error screens. */
export interface BareHead {
  title: string;
  noindex: true;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** Description, keywords, canonical link, Open Graph, Twitter card and JSON-LD of a page. */
function seoTags(head: HeadData): string[] {
  return [
    meta('name', 'description', head.description),
    ...(head.keywords.length ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'en_ZA'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    // Data, not code: browsers never run application/ld+json, so the Content-Security-Policy
    // (no inline scripts) does not need to allow it. jsonForScript keeps "</script>" out.
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
}

/** Wrap the rendered body into a full HTML document. */
export function htmlDocument(head: HeadData | BareHead, body: string, assets: Assets): string {
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
  ];
  if ('canonical' in head) tags.push(...seoTags(head));
  if (head.noindex) tags.push('<meta name="robots" content="noindex, follow">');
  tags.push(
    '<meta name="theme-color" content="#0b2545">',
    '<link rel="icon" href="/media/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  );
  if (assets.headExtra) tags.push(assets.headExtra);
  return `<!doctype html>\n<html lang="en-ZA">\n<head>\n${tags.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
