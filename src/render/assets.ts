import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from './document';

export const CLIENT_ENTRY = 'src/client/main.ts';
export const BOOT_SOURCE = 'src/client/boot.ts';
/** Where the build writes the boot script (one classic script, inlined into every page, never served). */
export const BOOT_FILE = '.vite/boot.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The boot script every page inlines, the entry script it loads and the CSS every page inlines,
 * from Vite's build manifest and the boot build.
 * The CSS is small (about 4 KB gzip) and the same on every page, so one hash in the
 * Content-Security-Policy allows it; a stylesheet link would cost a render-blocking round trip.
 */
export function assetsFromManifest(distDir: string, favicon?: string): Assets {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`Cannot read ${manifestPath}: run "npm run build" first. (${(error as Error).message})`);
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}; rebuild with "npm run build".`);
  const inlineStyle = (entry.css ?? []).map((file) => readFileSync(join(distDir, file), 'utf8').trim()).join('\n');
  if (/<\/style/i.test(inlineStyle)) throw new Error(`The built CSS of ${CLIENT_ENTRY} contains "</style", which would end the inline <style> early; remove it from src/styles.`);
  const bootPath = join(distDir, BOOT_FILE);
  let code: string;
  try {
    code = readFileSync(bootPath, 'utf8').trim();
  } catch (error) {
    throw new Error(`Cannot read ${bootPath}: run "npm run build" first. (${(error as Error).message})`);
  }
  if (/<\/script/i.test(code)) throw new Error(`The built ${BOOT_SOURCE} contains "</script", which would end the inline <script> early; write it another way in the source.`);
  const icon = favicon?.toLowerCase().endsWith('.svg') ? svgDataUrl(join(distDir, favicon)) : undefined;
  return { scripts: [], styles: [], inlineStyle, boot: { code, entry: `/${entry.file}` }, ...(icon ? { favicon: icon } : {}) };
}

/** An SVG site icon of the build as a data: URL (about 300 bytes for a simple one), or undefined when the file is not there. */
function svgDataUrl(file: string): string | undefined {
  let svg: string;
  try {
    svg = readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * In `npm run dev`, Vite serves the sources directly: the boot script as a module (it finds no
 * entry to load), then the entry script, which takes the boot's hand-off.
 */
export const DEV_ASSETS: Assets = { scripts: ['/@vite/client', `/${BOOT_SOURCE}`, `/${CLIENT_ENTRY}`], styles: [] };
