import { statSync } from 'node:fs';
import { join } from 'node:path';
import { translationFiles } from '../../src/config/languages/translation-files';
import { configFiles, loadSite } from '../../src/config/load';
import type { SiteModel } from '../../src/config/model';
import { formatProblem } from '../../src/config/problem';
import { NO_CONTENT } from '../../src/content/site-content';
import { escapeHtml } from '../../src/lib/html-escape';
import { createRenderer, type RenderResult } from '../../src/render/render-page';
import { themeCss } from '../../src/vite/theme-css';

/**
 * The live page: the site as saved, rendered by the engine's own renderer at any of its paths,
 * with the site's styles inlined and no script (what a visitor's first paint shows; nothing in it
 * runs or leaves the machine). The model is read again whenever a YAML file (a translation too) changed on disk, so a
 * save shows on the next load of the preview. Testimonials are not read here: the editor never
 * asks a content store.
 */
export function createPreview(root: string, styles: string) {
  let last: { stamp: string; render: ((path: string) => RenderResult) | undefined; problems: string[] } | undefined;
  const current = () => {
    // Translations too: a saved (or first written) translation shows on the next load.
    const stamp = [...configFiles(root), ...translationFiles(root)]
      .map((file) => {
        const stat = statSync(join(root, file));
        return `${file}:${stat.mtimeMs}:${stat.size}`;
      })
      .join('|');
    if (last?.stamp === stamp) return last;
    const result = loadSite(root);
    last = result.ok
      ? { stamp, render: renderer(result.model, styles), problems: [] }
      : { stamp, render: undefined, problems: result.problems.map(formatProblem) };
    return last;
  };
  return (path: string): RenderResult => {
    const { render, problems } = current();
    if (render) return render(path);
    const list = problems.map((problem) => `<li><pre>${escapeHtml(problem)}</pre></li>`).join('');
    return {
      status: 500,
      html: `<!doctype html><html lang="en"><title>The site has problems</title><body><main><h1>The saved files have problems</h1><p>Fix them in the editor or a text editor; this page shows the site again once they are fixed.</p><ul>${list}</ul></main></body></html>`,
    };
  };
}

function renderer(model: SiteModel, styles: string) {
  return createRenderer(model, { scripts: [], styles: [], inlineStyles: [{ part: 'base', css: `${styles}${themeCss(model.site)}` }] }, NO_CONTENT);
}

/** The preview runs no script and loads nothing from elsewhere. */
export const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
