import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockStyles } from '../blocks/registry';
import type { SiteModel } from '../config/model';
import { ENGINE_ROOT } from '../lib/engine-root';
import { svgDataUrl } from '../lib/svg-data-url';
import type { ImageSets } from '../ui/image-sets';
import type { Assets, StylePart } from './document';
import { hasLanguages } from './editions';

export const CLIENT_ENTRY = 'src/client/main.ts';
/** The confetti's drawing (no React), a chunk of its own: the boot script fetches it alone for a page with a celebrating button. */
const CONFETTI_CHUNK = 'src/client/confetti.ts';
/** Each block type's own styles, one file per type (`carousel.css`): built apart, inlined only where the block is. */
const BLOCK_STYLES_DIR = 'src/styles/blocks';
/** The block style files of the engine, as Vite's inputs and manifest keys name them. */
export const blockStyleFiles = () =>
  readdirSync(join(ENGINE_ROOT, BLOCK_STYLES_DIR))
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `${BLOCK_STYLES_DIR}/${name}`);
export const BOOT_SOURCE = 'src/client/boot.ts';
/** The boot script's late part (docs/decisions/55-boot-now-and-later.md): a file of its own, asked for after the page has loaded. */
export const LATE_BOOT_SOURCE = 'src/client/boot-late.ts';
/** Every block's stylesheet at once, for the dev server and the editor's live page (a build inlines each where its block is). */
export const DEV_STYLES = 'src/client/dev-styles.ts';
/** Where the build writes the boot script (one classic script, inlined into every page, never served). */
export const BOOT_FILE = '.vite/boot.js';
/** Where the build writes the late part before it is named by its content (lateBootFile). */
export const LATE_BOOT_FILE = '.vite/boot-late.js';

/** The late part's file under dist/, named by its content so that it can be cached for good: `assets/boot-late-<8 characters>.js`. */
export const lateBootFile = (code: string) => `assets/boot-late-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/**
 * The style parts every page of the site inlines: those of the site-wide sections when no page
 * leaves them out, and the language switch when the site has other languages. Each part is one
 * hash in the Content-Security-Policy that every answer carries (about 54 bytes of headers), so
 * these go into the base instead: the same CSS on every page, five hashes fewer on the shipped site.
 */
export function partsOnEveryPage(model: Pick<SiteModel, 'site' | 'pages' | 'editions'>): Set<string> {
  const parts = new Set<string>();
  if (model.pages.every(({ page }) => page.sharedSections))
    for (const block of model.site.sharedSections) for (const part of blockStyles(block.type)) parts.add(part);
  if (hasLanguages(model)) parts.add('language-switch');
  return parts;
}

/**
 * The boot script every page inlines, the entry script it loads and the parts of CSS pages inline,
 * from Vite's build manifest and the boot build: the base (the entry's CSS: site.css and the site's
 * theme, with the parts every page of `model` holds), then each other block type's file. A
 * stylesheet link would cost a render-blocking round trip; a hash per part in the
 * Content-Security-Policy allows them on every page. Every renderer and server of one site must
 * read the assets with the same model, or a page's styles would not match the policy's hashes.
 */
export function assetsFromManifest(distDir: string, model: Pick<SiteModel, 'site' | 'pages' | 'editions'>): Assets {
  const favicon = model.site.brand.favicon;
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`Cannot read ${manifestPath}: run "npm run build" first. (${(error as Error).message})`, { cause: error });
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}; rebuild with "npm run build".`);
  const read = (files: string[] = []) => files.map((file) => readFileSync(join(distDir, file), 'utf8').trim()).join('\n');
  const inlineStyles: StylePart[] = [{ part: 'base', css: read(entry.css) }];
  for (const chunk of Object.values(manifest)) {
    const part =
      chunk.src?.startsWith(`${BLOCK_STYLES_DIR}/`) && chunk.file.endsWith('.css') ? chunk.src.slice(BLOCK_STYLES_DIR.length + 1, -'.css'.length) : undefined;
    if (part) inlineStyles.push({ part, css: read([chunk.file]) });
  }
  inlineStyles.sort((a, b) => (a.part === 'base' ? -1 : b.part === 'base' ? 1 : a.part.localeCompare(b.part)));
  const everywhere = partsOnEveryPage(model);
  const [base] = inlineStyles;
  const folded = inlineStyles.filter(({ part }) => everywhere.has(part));
  base!.css = [base!.css, ...folded.map(({ css }) => css)].join('\n');
  for (const part of folded) inlineStyles.splice(inlineStyles.indexOf(part), 1);
  for (const { part, css } of inlineStyles) {
    if (/<\/style/i.test(css))
      throw new Error(
        `The built CSS of ${part === 'base' ? CLIENT_ENTRY : `${BLOCK_STYLES_DIR}/${part}.css`} contains "</style", which would end the inline <style> early; remove it from src/styles.`,
      );
  }
  const bootPath = join(distDir, BOOT_FILE);
  let code: string;
  try {
    code = readFileSync(bootPath, 'utf8').trim();
  } catch (error) {
    throw new Error(`Cannot read ${bootPath}: run "npm run build" first. (${(error as Error).message})`, { cause: error });
  }
  if (/<\/script/i.test(code))
    throw new Error(`The built ${BOOT_SOURCE} contains "</script", which would end the inline <script> early; write it another way in the source.`);
  const late = lateBootOf(distDir);
  const icon = favicon?.toLowerCase().endsWith('.svg') ? iconDataUrl(join(distDir, favicon)) : undefined;
  const confetti = manifest[CONFETTI_CHUNK]?.file;
  const images = readImageSets(distDir);
  const inlineImages = readBuildJson<Record<string, string>>(distDir, INLINE_IMAGES_FILE);
  return {
    scripts: [],
    styles: [],
    inlineStyles,
    boot: { code, entry: `/${entry.file}`, ...(late ? { late: `/${late}` } : {}), ...(confetti ? { confetti: `/${confetti}` } : {}) },
    ...(icon ? { favicon: icon } : {}),
    ...(images ? { images } : {}),
    ...(inlineImages ? { inlineImages } : {}),
  };
}

/** The late part's file under dist/, or undefined for a build of an engine before it (whose boot script does all). */
function lateBootOf(distDir: string): string | undefined {
  let code: string;
  try {
    code = readFileSync(join(distDir, LATE_BOOT_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const file = lateBootFile(code);
  if (!existsSync(join(distDir, file)))
    throw new Error(`${join(distDir, file)} is missing: the build wrote the boot's late part but not its file; rebuild with "npm run build".`);
  return file;
}

/** Where the build lists the smaller copies it made of large images (src/prerender/image-variants.ts). */
export const IMAGE_SETS_FILE = '.vite/images.json';

/** Where the build writes the small SVGs a page may draw inline (src/prerender/inline-images.ts). */
export const INLINE_IMAGES_FILE = '.vite/inline-images.json';

/** The build's image sets, or undefined when it made none (an older build, or only small images). */
const readImageSets = (distDir: string) => readBuildJson<ImageSets>(distDir, IMAGE_SETS_FILE);

/** A record the build wrote under dist/.vite/, or undefined when it is empty or missing (an older build). */
function readBuildJson<T extends object>(distDir: string, file: string): T | undefined {
  try {
    const record = JSON.parse(readFileSync(join(distDir, file), 'utf8')) as T;
    return Object.keys(record).length > 0 ? record : undefined;
  } catch {
    return undefined;
  }
}

/** An SVG site icon of the build as a data: URL (about 300 bytes for a simple one), or undefined when the file is not there. */
function iconDataUrl(file: string): string | undefined {
  try {
    return svgDataUrl(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * In `npm run dev`, Vite serves the sources directly: the boot script as a module (it finds no
 * entry or late part to load), then its late part and the entry script, which take the boot's
 * hand-off, and every block's styles.
 */
export const DEV_ASSETS: Assets = { scripts: ['/@vite/client', `/${BOOT_SOURCE}`, `/${LATE_BOOT_SOURCE}`, `/${CLIENT_ENTRY}`, `/${DEV_STYLES}`], styles: [] };
