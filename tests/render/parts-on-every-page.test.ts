import { describe, expect, it } from 'vitest';
import { partsOnEveryPage } from '../../src/render/assets';
import { shippedModel } from '../helpers/load-fixture';

describe('the style parts every page holds (folded into the base, one hash fewer each)', () => {
  const model = shippedModel();

  it("are the site-wide sections' parts and the language switch on the shipped site", () => {
    expect([...partsOnEveryPage(model)].sort()).toEqual(['about-contact', 'language-switch', 'refer-and-earn', 'slideshow', 'testimonials']);
  });

  it('leave out the site-wide sections when one page does not show them', () => {
    const oneWithout = { ...model, pages: model.pages.map((entry, i) => (i === 0 ? { ...entry, page: { ...entry.page, sharedSections: false } } : entry)) };
    expect([...partsOnEveryPage(oneWithout)]).toEqual(['language-switch']);
  });

  it('leave out the language switch on a site of one language', () => {
    expect([...partsOnEveryPage({ ...model, editions: [] })].sort()).toEqual(['about-contact', 'refer-and-earn', 'slideshow', 'testimonials']);
  });
});
