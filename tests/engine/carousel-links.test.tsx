import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { fixtureModel } from '../helpers/fixture-site';

// tests/fixtures/site/pages/tour.yaml: carousel "photos", slides "The van", "The crate", "The door".
const tour = () => createRenderer(fixtureModel(), { scripts: [], styles: [] })('/tour').html;
const slide = (html: string, n: number) => new RegExp(`<div class="slideshow-slide" id="photos-slide-${n}"[\\s\\S]*?</p></div>`).exec(html)?.[0] ?? '';
const targets = (slideHtml: string) => [...slideHtml.matchAll(/<a class="slideshow-button" href="([^"]+)" aria-label="([^"]+)"/g)].map((m) => `${m[2]} -> ${m[1]}`);

describe('carousel without script', () => {
  it('gives every slide an id and links to its neighbours that wrap at both ends', () => {
    const html = tour();
    expect(targets(slide(html, 1))).toEqual(['Previous slide -> #photos-slide-3', 'Next slide -> #photos-slide-2']);
    expect(targets(slide(html, 2))).toEqual(['Previous slide -> #photos-slide-1', 'Next slide -> #photos-slide-3']);
    expect(targets(slide(html, 3))).toEqual(['Previous slide -> #photos-slide-2', 'Next slide -> #photos-slide-1']);
  });

  it('is plain HTML: no island, no props for the browser, nothing that moves by itself', () => {
    const html = tour();
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('data-props');
    expect(html).toContain('<section class="slideshow carousel" id="photos" aria-roledescription="carousel" aria-label="Photos of our work"><h2>Our work</h2>');
    expect(slide(html, 2)).toContain('<span class="slideshow-count" aria-hidden="true">2<!-- --> / <!-- -->3</span>');
  });
});
