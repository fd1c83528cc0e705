import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { svgDataUrl } from '../lib/svg-data-url';
import { INLINE_IMAGES_FILE } from '../render/assets';

/**
 * An SVG this small costs less written into the page than asked for after it: on a phone the
 * request waits a round trip after the HTML, and the picture it draws on the first screen was the
 * page's Largest Contentful Paint, and inline it comes much sooner (issue 38;
 * docs/decisions/38-first-view-without-react.md).
 */
const INLINE_SVG_MAX_BYTES = 4 * 1024;

/**
 * The data: URLs of the site's small local SVGs (public/<src>), written to dist/.vite/ for the
 * renderer (short: src/lib/svg-data-url.ts); a component uses one only where it draws the image on the first screen, so pictures
 * further down stay files the browser caches and fetches lazily.
 */
export function writeInlineImages({ root, distDir, images }: { root: string; distDir: string; images: readonly string[] }): Record<string, string> {
  const publicDir = join(root, 'public');
  const inline: Record<string, string> = {};
  for (const src of images) {
    const file = join(publicDir, decodeURI(src.split(/[?#]/)[0]!));
    if (!file.startsWith(publicDir + sep)) continue;
    try {
      if (statSync(file).size > INLINE_SVG_MAX_BYTES) continue;
      inline[src] = svgDataUrl(readFileSync(file, 'utf8'));
    } catch {
      continue; // a missing file is validate's to name (missingMedia)
    }
  }
  const out = join(distDir, INLINE_IMAGES_FILE);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(inline));
  return inline;
}
