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
import type { KeptDrafts } from './kept-drafts';

/** What the live page asks for besides its path. */
export interface PreviewOptions {
  /** A kept draft's id (dev/editor/kept-drafts.ts): the site with the unsaved changes, not the saved one. */
  draft?: string;
  /** The variant of the page's live experiment to show; the control when absent. */
  variant?: string;
}

/**
 * The live page: the site as saved, or as a kept draft would make it, rendered by the engine's own
 * renderer at any of its paths, with the site's styles inlined and no script (what a visitor's
 * first paint shows; nothing in it runs or leaves the machine). The saved model is read again
 * whenever a YAML file (a translation too) changed on disk, so a save shows on the next load of
 * the preview. Testimonials are not read here: the editor never asks a content store.
 */
export function createPreview(root: string, styles: string, drafts?: KeptDrafts<SiteModel>) {
  let last: { stamp: string; render: Render | undefined; problems: string[] } | undefined;
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
  // A draft's renderer is made once, when its page is first asked for (a draft may never be shown).
  const draftRenders = new WeakMap<SiteModel, Render>();
  const draftRender = (model: SiteModel) => {
    let render = draftRenders.get(model);
    if (!render) draftRenders.set(model, (render = renderer(model, styles)));
    return render;
  };
  return (path: string, { draft, variant }: PreviewOptions = {}): RenderResult => {
    if (draft !== undefined) {
      const model = drafts?.get(draft);
      return model ? draftRender(model)(path, variant) : message(200, 'Change a field to see your changes', DROPPED);
    }
    const { render, problems } = current();
    if (render) return render(path, variant);
    const list = problems.map((problem) => `<li><pre>${escapeHtml(problem)}</pre></li>`).join('');
    return message(500, 'The saved files have problems', SAVED_PROBLEMS, `<ul>${list}</ul>`);
  };
}

type Render = (path: string, variant?: string) => RenderResult;

const DROPPED =
  'The editor no longer keeps this version of your unsaved changes (it keeps only the newest few, and forgets them when it restarts). Change any field, and this page shows your changes again.';
const SAVED_PROBLEMS = 'Fix them in the editor or a text editor; this page shows the site again once they are fixed.';

function message(status: 200 | 500, heading: string, text: string, more = ''): RenderResult {
  return {
    status,
    html: `<!doctype html><html lang="en"><title>${escapeHtml(heading)}</title><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${more}</main></body></html>`,
  };
}

function renderer(model: SiteModel, styles: string) {
  return createRenderer(model, { scripts: [], styles: [], inlineStyles: [{ part: 'base', css: `${styles}${themeCss(model.site)}` }] }, NO_CONTENT);
}

/** The preview runs no script and loads nothing from elsewhere. */
export const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
