// Loaded by the dev server through Vite, so YAML edits arrive as a fresh virtual:site-model.
import model from 'virtual:site-model';
import type { SiteContent } from '../content/site-content';
import { DEV_ASSETS } from './assets';
import { createRenderer } from './render-page';

export const site = model.site;
export const renderer = (content: SiteContent) => createRenderer(model, DEV_ASSETS, content);
