import { escapeHtml, jsonForScript } from '../lib/html-escape';
import type { ImageSets } from '../ui/image-sets';
import type { BrandHead, HeadData } from './seo';

/** The built client files a page links to (from Vite's manifest, or the dev server). */
export interface Assets {
  /** Module scripts linked from <head> (the dev server: Vite's client, the boot and entry sources). */
  scripts: string[];
  /** Stylesheets linked (render-blocking); the build inlines its CSS instead (inlineStyle). */
  styles: string[];
  /**
   * The site's CSS in parts, each written into a <style> of its own in <head>: it arrives with the
   * HTML, in the first round trip, so nothing blocks the first paint. `base` (layout, header,
   * footer, buttons and the site's colours) is on every page; a block type's part only on the pages
   * that hold that block, so a text page does not style, or make the browser match, rules for plan
   * cards. The Content-Security-Policy allows each part by its hash, so one policy fits every page.
   */
  inlineStyles?: readonly StylePart[];
  /**
   * The build's boot script (src/client/boot.ts as one classic script), written inline at the end
   * of <body> with the entry script and its late part (docs/decisions/55) that it loads after the first paint: no script is requested before
   * the first paint. The Content-Security-Policy allows it by its hash.
   */
  boot?: { code: string; entry: string; late?: string; confetti?: string };
  /**
   * The site icon as a data: URL (the build reads the SVG that brand.favicon names): browsers ask
   * for the icon right after the load event, which on a fast network comes before the first paint,
   * and that request counted in Lighthouse's paint estimates. Without it, the icon is linked.
   */
  favicon?: string;
  /** The smaller copies the build made of large images (dist/.vite/images.json), by src; none in dev. */
  images?: ImageSets;
  /** Small SVGs as data: URLs by src (dist/.vite/inline-images.json), for pictures on the first screen; none in dev. */
  inlineImages?: Readonly<Record<string, string>>;
  /** Extra tags for <head>, e.g. the dev client. */
  headExtra?: string;
}

/** One <style> of the build: `base`, or the block type whose rules it holds (src/styles/blocks/<type>.css). */
export interface StylePart {
  part: string;
  css: string;
}

/** The parts a page inlines: base, and the part of each block type in `blocks`. */
const stylesFor = (parts: readonly StylePart[], blocks: ReadonlySet<string>) => parts.filter(({ part }) => part === 'base' || blocks.has(part));

/** Head of a page no search engine should keep: the not-found and error screens. */
export interface BareHead extends BrandHead {
  title: string;
  noindex: true;
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp' };

const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** Description, keywords, canonical link, Open Graph, Twitter card and JSON-LD of a page. */
function seoTags(head: HeadData): string[] {
  return [
    meta('name', 'description', head.description),
    ...(head.keywords.length ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.lang ? head.lang.replaceAll('-', '_') : 'en_ZA'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    // Data, not code: browsers never run application/ld+json, so the Content-Security-Policy
    // (no inline scripts) does not need to allow it. jsonForScript keeps "</script>" out.
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
}

/**
 * React 19 opens server HTML rendered without a <head> with the preloads it chose: each image
 * that is not lazy (the logo, the hero's image, a leading carousel's first slide, the one marked
 * fetchpriority="high" first). Split them off, so they can go into <head>, before the styles.
 */
function splitPreloads(body: string): { preloads: string; rest: string } {
  const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(body)![0];
  return { preloads, rest: body.slice(preloads.length) };
}

/** Wrap the rendered body into a full HTML document; `blocks`: the style parts of the page's blocks (blockStyles), inlined after the base. */
export function htmlDocument(head: HeadData | BareHead, renderedBody: string, assets: Assets, blocks: ReadonlySet<string> = new Set()): string {
  const { preloads, rest: body } = splitPreloads(renderedBody);
  const tags = ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">', `<title>${escapeHtml(head.title)}</title>`];
  // First in <head>, inside the first 14 KB the server sends: the requests for the images the
  // first screen shows, then the styles the first paint needs.
  if (preloads) tags.push(preloads);
  for (const { css } of stylesFor(assets.inlineStyles ?? [], blocks)) tags.push(`<style>${css}</style>`);
  if ('canonical' in head) tags.push(...seoTags(head));
  if (head.noindex) tags.push('<meta name="robots" content="noindex, follow">');
  const icon = assets.favicon ?? head.icon;
  const iconType = icon && ICON_TYPES[(assets.favicon ? 'svg' : icon.split('.').pop()!).toLowerCase()];
  tags.push(
    `<meta name="theme-color" content="${escapeHtml(head.themeColor)}">`,
    ...(icon ? [`<link rel="icon" href="${escapeHtml(icon)}"${iconType ? ` type="${iconType}"` : ''}>`] : []),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  );
  if (assets.headExtra) tags.push(assets.headExtra);
  // A page with a celebrating button names the confetti chunk, so the boot script fetches it alone, ahead of a press.
  const confetti = assets.boot?.confetti && body.includes('data-celebrate=') ? ` data-confetti-chunk="${escapeHtml(assets.boot.confetti)}"` : '';
  const late = assets.boot?.late ? ` data-late="${escapeHtml(assets.boot.late)}"` : '';
  const boot = assets.boot ? `\n<script data-entry="${escapeHtml(assets.boot.entry)}"${late}${confetti}>${assets.boot.code}</script>` : '';
  return `<!doctype html>\n<html lang="${escapeHtml(head.lang ?? 'en-ZA')}">\n<head>\n${tags.join('\n')}\n</head>\n<body>\n${body}${boot}\n</body>\n</html>\n`;
}
