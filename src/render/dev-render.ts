// Loaded by the dev server through Vite, so YAML edits arrive as a fresh virtual:site-model
// (Vite re-evaluates this module then, which also drops the renderer kept below).
import model from 'virtual:site-model';
import type { SiteContent } from '../content/site-content';
import { DEV_ASSETS } from './assets';
import { createRenderer } from './render-page';

let built: { content: SiteContent; render: ReturnType<typeof createRenderer> } | undefined;

/** One renderer per model and content, not one per request: it builds the route matcher up front. */
export function renderer(content: SiteContent) {
  if (built?.content !== content) built = { content, render: createRenderer(model, DEV_ASSETS, content) };
  return built.render;
}
