import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { fixtureModel } from '../helpers/fixture-site';

// tests/fixtures/site/pages/tour.yaml: carousel "photos", slides "The van", "The crate", "The door".
const tour = () => createRenderer(fixtureModel(), { scripts: [], styles: [] })('/tour').html;
const slide = (html: string, n: number) =>
  new RegExp(`<div class="slideshow-slide" role="group" aria-roledescription="slide" aria-label="${n} of 3">[\\s\\S]*?</p></div>`).exec(html)?.[0] ?? '';
const targets = (slideHtml: string) =>
  [...slideHtml.matchAll(/<label class="slideshow-button" for="([^"]+)" title="([^"]+)"/g)].map((m) => `${m[2]} -> ${m[1]}`);

describe('carousel without script', () => {
  it("gives every slide a radio button, and labels for its neighbours' radio buttons that wrap at both ends", () => {
    const html = tour();
    expect(targets(slide(html, 1))).toEqual(['Previous slide -> photos-pick-3', 'Next slide -> photos-pick-2']);
    expect(targets(slide(html, 2))).toEqual(['Previous slide -> photos-pick-1', 'Next slide -> photos-pick-3']);
    expect(targets(slide(html, 3))).toEqual(['Previous slide -> photos-pick-2', 'Next slide -> photos-pick-1']);
    expect(slide(html, 2)).toContain('<input type="radio" class="slideshow-pick" id="photos-pick-2" aria-label="2 of 3" name="photos-pick"/>');
    // The first is checked: one tab stop for the whole slide show, the arrow keys move it.
    expect(slide(html, 1)).toContain('<input type="radio" class="slideshow-pick" id="photos-pick-1" aria-label="1 of 3" name="photos-pick" checked=""/>');
    // No link to follow: nothing adds a history entry or jumps the page.
    expect(html).not.toContain('href="#photos');
  });

  it('is plain HTML: no island, no props for the browser, nothing that moves by itself', () => {
    const html = tour();
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('data-props');
    expect(html).toContain('<section class="slideshow carousel" id="photos" aria-roledescription="carousel" aria-label="Photos of our work"><h2>Our work</h2>');
    expect(slide(html, 2)).toContain('<span class="slideshow-count" aria-hidden="true">2<!-- --> / <!-- -->3</span>');
  });

  it('writes the one pair of buttons the script shows, hidden until it does (a button without script would do nothing)', () => {
    const pair = /<p class="slideshow-controls slideshow-pair" hidden="">[\s\S]*?<\/p>/.exec(tour())?.[0] ?? '';
    expect(
      [
        ...pair.matchAll(
          /<button type="button" class="slideshow-button" aria-label="([^"]+)" title="[^"]+" aria-controls="([^"]+)" data-slide-step="([^"]+)">/g,
        ),
      ].map((m) => m.slice(1).join(' ')),
    ).toEqual(['Previous slide photos-slides -1', 'Next slide photos-slides 1']);
  });
});
