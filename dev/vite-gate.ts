import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import { DEV_ASSETS } from '../src/render/assets';

/**
 * Which requests the dev server lets Vite answer: what the page needs and nothing else. Vite's root
 * is the engine folder and, for the shipped site, the site folder too, so left alone it hands out
 * any file there (data/events.db, content/*.ndjson with unpublished rows, the YAML, server source).
 * Allowed: Vite's own client, the page's entry scripts, files of the site's public/ folder, and
 * modules the browser has already been told to import (pre-bundled dependencies among them): Vite's
 * client module graph, where each served module registers its imports, dynamic ones included.
 * Every other request goes to the page renderer: the page, or the not-found page (404).
 */
export function viteGate(vite: ViteDevServer, publicDir: string) {
  const entries = new Set(DEV_ASSETS.scripts);
  const publicRoot = resolve(publicDir);
  const graph = vite.environments.client.moduleGraph;

  const inPublic = (path: string): boolean => {
    let file: string;
    try {
      file = resolve(join(publicRoot, decodeURIComponent(path)));
    } catch {
      return false;
    }
    if (!file.startsWith(publicRoot + sep)) return false;
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };

  return async function viteAnswers(url: string): Promise<boolean> {
    const path = url.split(/[?#]/, 1)[0]!;
    if (path.startsWith('/@vite/')) return true;
    if (entries.has(path) || inPublic(path)) return true;
    // Virtual modules are served as /@id/__x00__<id> and kept under "\0<id>"; files are found by resolving the URL.
    const virtual = url.startsWith('/@id/__x00__') ? graph.urlToModuleMap.get(`\0${url.slice('/@id/__x00__'.length)}`) : undefined;
    const module = virtual ?? (await graph.getModuleByUrl(url).catch(() => undefined));
    return module !== undefined && module.importers.size > 0;
  };
}
