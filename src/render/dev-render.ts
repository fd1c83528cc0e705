// Loaded by the dev server through Vite, so YAML edits arrive as a fresh virtual:site-model.
import model from 'virtual:site-model';
import { DEV_ASSETS } from './assets';
import { createRenderer } from './render-page';

export const render = createRenderer(model, DEV_ASSETS);
