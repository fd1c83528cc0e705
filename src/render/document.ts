import { escapeHtml } from '../lib/html-escape';
import type { HeadData } from './seo';

/** The built client files a page links to (from Vite's manifest, or the dev server). */
export interface Assets {
  scripts: string[];
  styles: string[];
  /** Extra tags for <head>, e.g. the dev client. */
  headExtra?: string;
}

/** Wrap the rendered body into a full HTML document. */
export function htmlDocument(head: HeadData | { title: string; noindex: true }, body: string, assets: Assets): string {
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
  ];
  if ('canonical' in head) {
    tags.push(
      `<meta name="description" content="${escapeHtml(head.description)}">`,
      ...(head.keywords.length ? [`<meta name="keywords" content="${escapeHtml(head.keywords.join(', '))}">`] : []),
      `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    );
  }
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
