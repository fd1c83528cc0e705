import { describe, expect, it } from 'vitest';
import { GALLERY_PATH, renderBlockGallery } from '../../dev/block-gallery';
import { createRenderer } from '../../src/render/render-page';
import { NO_CONTENT } from '../../src/content/site-content';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteBlockExamples } from '../../dev/docs/site-examples';
import { loadSiteOrThrow } from '../../src/config/load';
import { ROOT, shippedModel } from '../helpers/load-fixture';

const assets = { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] };

describe('the dev server page of every block (/__blocks)', () => {
  it("renders each block type from its docs/blocks.md example, with the site's first city", () => {
    const html = renderBlockGallery(shippedModel(), assets, NO_CONTENT);
    for (const text of [
      '<h1>Solar Finance In Johannesburg</h1>',
      '<h2>Ready to start your bid?</h2>',
      '<h2>How it works In Johannesburg</h2>',
      '<h2>Hear our receptionist answer</h2>',
      '<h2>Who we are and what we do</h2>',
      '<h2>Refer a friend, earn a reward</h2>',
      'Loading the projects...',
      'APPLY NOW',
      'Cookie Policy',
      '<h2>Phone plans In Johannesburg</h2>',
      '<h2>Briefing plans compared</h2>',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('is not a page of the built site', () => {
    expect(GALLERY_PATH).toBe('/__blocks');
    expect(createRenderer(shippedModel(), assets)(GALLERY_PATH).status).toBe(404);
  });

  // Another team's site has none of the shipped site's link templates ("finance-apply") or pictures.
  it('renders on the starter site with its link templates, logo and first city', () => {
    const html = renderBlockGallery(loadSiteOrThrow(join(ROOT, 'examples/starter')), assets, NO_CONTENT);
    expect(html).toContain('<h1>Solar Finance In Cape Town</h1>');
    expect(html).toContain('href="https://book.example.org/harbour-bikes/service');
    expect(html).not.toContain('bakkie-1.svg');
  });

  it('renders on the fixture site, KwaThema by its own name when it is the city', () => {
    const model = loadSiteOrThrow(join(ROOT, 'tests/fixtures/site'));
    const html = renderBlockGallery(model, assets, NO_CONTENT);
    expect(html).toContain('<h1>Solar Finance In Durban</h1>');
    expect(html).toContain('href="https://shop.example.com/buy');
    const kwaThema = renderBlockGallery({ ...model, site: { ...model.site, cities: ['kwa-thema', 'durban'] } }, assets, NO_CONTENT);
    expect(kwaThema).toContain('<h1>Solar Finance In KwaThema</h1>');
  });

  it("gives new sections the template that takes what the block sends, and the site's logo for pictures it lacks", () => {
    const examples = siteBlockExamples(loadSiteOrThrow(join(ROOT, 'tests/fixtures/site')).site);
    expect(examples.hero).toMatchObject({ actions: [{ label: 'Apply Now', link: 'shop' }] });
    expect(examples.deals).toMatchObject({ dealActions: [{ label: 'AM INTERESTED', link: 'apply' }] });
    expect(examples['plan-cards']).toMatchObject({ order: { label: 'ORDER NOW', link: 'order' } });
    expect(examples.carousel).toMatchObject({ slides: [{ image: { src: '/media/logo.svg' } }, { image: { src: '/media/logo.svg' } }] });
    const shipped = siteBlockExamples(shippedModel().site, (src) => existsSync(join(ROOT, 'public', src)));
    expect(shipped.hero).toMatchObject({ actions: [{ link: 'finance-apply' }] });
    expect(shipped.carousel).toMatchObject({ slides: [{ image: { src: '/media/bakkie-1.svg' } }, { image: { src: '/media/bakkie-2.svg' } }] });
  });
});
