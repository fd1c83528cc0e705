import { describe, expect, it } from 'vitest';
import { GALLERY_PATH, renderBlockGallery } from '../../dev/block-gallery';
import { createRenderer } from '../../src/render/render-page';
import { NO_CONTENT } from '../../src/content/site-content';
import { shippedModel } from '../helpers/load-fixture';

const assets = { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] };

describe('the dev server page of every block (/__blocks)', () => {
  it('renders each block type from its docs/blocks.md example, with a city', () => {
    const html = renderBlockGallery(shippedModel(), assets, NO_CONTENT);
    for (const text of [
      '<h1>Solar Finance In Cape Town</h1>',
      '<h2>Ready to start your bid?</h2>',
      '<h2>How it works In Cape Town</h2>',
      '<h2>Hear our receptionist answer</h2>',
      '<h2>Who we are and what we do</h2>',
      '<h2>Refer a friend, earn a reward</h2>',
      'Loading the projects...',
      'APPLY NOW',
      'Cookie Policy',
      '<h2>Phone plans In Cape Town</h2>',
      '<h2>Briefing plans compared</h2>',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('is not a page of the built site', () => {
    expect(GALLERY_PATH).toBe('/__blocks');
    expect(createRenderer(shippedModel(), assets)(GALLERY_PATH).status).toBe(404);
  });
});
