import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteOrThrow } from '../../src/config/load';
import { drawnImages, GIF, SVG } from '../../src/prerender/image-list';
import { ROOT } from '../helpers/load-fixture';

/** The fixture site with a picture of each format: the home page's hero and the tour's first three slides. */
function modelWithFormats() {
  const model = loadSiteOrThrow(join(ROOT, 'tests/fixtures/site'));
  const page = (id: string) => model.pages.find((entry) => entry.id === id)!.page as unknown as { sections: Record<string, unknown>[] };
  page('home').sections[0]!.image = { src: '/media/hero.webp', alt: 'The workshop', width: 3000, height: 2000 };
  const slides = page('tour').sections[0]!.slides as { image: object }[];
  ['/media/van.PNG', '/media/spinner.gif', '/media/logo.svg'].forEach((src, index) => {
    slides[index]!.image = { src, alt: 'A picture', width: 300, height: 200 };
  });
  return model;
}

describe('the images the build makes smaller copies of', () => {
  it('are the JPEG, PNG and WebP pictures the pages draw, whatever the case of their extension', () => {
    expect(drawnImages(modelWithFormats())).toEqual(['/media/hero.webp', '/media/van.PNG']);
  });

  it('GIF and SVG are listed only when asked for', () => {
    const model = modelWithFormats();
    expect(drawnImages(model, GIF)).toEqual(['/media/spinner.gif']);
    expect(drawnImages(model, SVG)).toContain('/media/logo.svg');
  });
});
