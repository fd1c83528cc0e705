import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from './document';

export const CLIENT_ENTRY = 'src/client/main.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The script and styles every page links to, from Vite's build manifest. */
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
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`) };
}

/** In `npm run dev`, Vite serves the sources directly. */
export const DEV_ASSETS: Assets = { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], styles: [] };
