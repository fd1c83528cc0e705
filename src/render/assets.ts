import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from './document';

export const CLIENT_ENTRY = 'src/client/main.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The script every page links to and the CSS every page inlines, from Vite's build manifest.
 * The CSS is small (about 4 KB gzip) and the same on every page, so one hash in the
 * Content-Security-Policy allows it; a stylesheet link would cost a render-blocking round trip.
 */
export function assetsFromManifest(distDir: string): Assets {
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
  return { scripts: [`/${entry.file}`], styles: [], inlineStyle };
}

/** In `npm run dev`, Vite serves the sources directly. */
export const DEV_ASSETS: Assets = { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], styles: [] };
