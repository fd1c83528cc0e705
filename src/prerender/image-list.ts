import type { SiteModel } from '../config/model';
import { walkObjects } from '../config/walk';

/** Formats the build makes smaller copies of; SVG scales by itself, GIF may move. */
const RESIZABLE = /\.(jpe?g|png|webp)$/i;
/** Pictures the build may write into a page (src/prerender/inline-images.ts). */
export const SVG = /\.svg$/i;
/** Pictures sent as they are, but decoded by every visitor: kept to the pixel budget (src/prerender/image-variants.ts). */
export const GIF = /\.gif$/i;

/**
 * The local images the site's pages draw (every `{ src, width, height }` in the pages, their
 * experiments' variants and the site config) in the formats `formats` matches (those the build can
 * resize, unless told): each src once.
 */
export function drawnImages(model: SiteModel, formats: RegExp = RESIZABLE): string[] {
  const found = new Set<string>();
  walkObjects([model.site, model.pages.map((entry) => entry.page)], (object) => {
    const { src, width, height } = object;
    if (typeof src !== 'string' || typeof width !== 'number' || typeof height !== 'number') return;
    if (src.startsWith('/') && !src.startsWith('//') && formats.test(src.split(/[?#]/)[0]!)) found.add(src);
  });
  return [...found].sort();
}
