import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { PAGE_FILE, TRANSLATIONS_DIR } from '../config/languages/file-names';
import { loadSite, PAGES_DIR, SITE_FILE } from '../config/load';
import { buildProblemsReport, formatProblem } from '../config/problem';
import { clientConfig } from '../client/client-config';
import { themeCss, themeLanguages } from './theme-css';

const SITE_MODEL = 'virtual:site-model';
const CLIENT_CONFIG = 'virtual:client-config';
/** The site's colours as CSS custom properties, bundled before the engine's styles. */
const THEME_CSS = 'virtual:theme.css';
const resolved = (id: string) => `\0${id}`;

/**
 * Turns the validated YAML into modules: `virtual:site-model` (whole model, for server rendering in
 * dev) and `virtual:client-config` (the few values the browser needs). The YAML parser and the
 * schemas stay at build time; the bundle gets plain JSON.
 */
export function sitePlugin(root = process.cwd()): Plugin {
  const load = () => {
    const result = loadSite(root);
    if (!result.ok) {
      const message = `Invalid site config (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}):\n${result.problems.map(formatProblem).join('\n')}`;
      throw Object.assign(new Error(message), { plugin: 'landing-engine:site', stack: message });
    }
    return result.model;
  };
  const isConfigFile = (file: string) =>
    file === resolve(root, SITE_FILE) || ([PAGES_DIR, TRANSLATIONS_DIR].some((dir) => file.startsWith(resolve(root, dir) + sep)) && PAGE_FILE.test(file));

  let command: 'build' | 'serve' = 'serve';

  return {
    name: 'landing-engine:site',
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      // A build stops on invalid YAML with the problems printed once, as npm run validate prints
      // them: a thrown error would be printed twice by Vite, with a bundler stack trace under it.
      if (command !== 'build') return;
      const result = loadSite(root);
      if (result.ok) return;
      process.stderr.write(buildProblemsReport(result.problems));
      process.exit(1);
    },
    resolveId(id) {
      if (id === SITE_MODEL || id === CLIENT_CONFIG || id === THEME_CSS) return resolved(id);
      return undefined;
    },
    load(id) {
      if (id === resolved(SITE_MODEL)) return `export default ${JSON.stringify(load())};`;
      if (id === resolved(CLIENT_CONFIG)) return `export default ${JSON.stringify(clientConfig(load().site))};`;
      if (id === resolved(THEME_CSS)) return themeCss(load().site, themeLanguages(load()));
      return undefined;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([resolve(root, SITE_FILE), resolve(root, PAGES_DIR), resolve(root, TRANSLATIONS_DIR)]);
      const onChange = (file: string) => {
        if (!isConfigFile(file)) return;
        for (const id of [SITE_MODEL, CLIENT_CONFIG, THEME_CSS]) {
          for (const env of Object.values(server.environments)) {
            const mod = env.moduleGraph.getModuleById(resolved(id));
            if (mod) env.moduleGraph.invalidateModule(mod);
          }
        }
        try {
          load();
          server.ws.send({ type: 'full-reload' });
        } catch (error) {
          // Shows the positioned problems in Vite's error overlay while the marketer types.
          server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '', plugin: 'landing-engine:site' } });
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
