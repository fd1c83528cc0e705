import { describe, expect, it } from 'vitest';
import { NO_CONTENT } from '../../src/content/site-content';
import { createRenderer } from '../../src/render/render-page';
import { FIXTURE_CONTENT } from '../helpers/block-fixtures';
import { problemsWith, shippedModel } from '../helpers/load-fixture';

const assets = { scripts: ['/assets/main.js'], styles: [] };
const testimonialsSection = (html: string) => /<section class="slideshow testimonials"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const slides = (html: string) =>
  [...testimonialsSection(html).matchAll(/<div class="slideshow-slide"[^>]*>[\s\S]*?<\/figure>[\s\S]*?<\/div>/g)].map((m) => m[0]);

describe('testimonials block on a page', () => {
  const { status, html } = createRenderer(shippedModel(), assets, FIXTURE_CONTENT)('/invest');

  it('shows the heading and one testimonial at a time as a labelled carousel', () => {
    expect(status).toBe(200);
    const section = testimonialsSection(html);
    expect(section).toContain('aria-roledescription="carousel" aria-label="Client testimonials"');
    expect(section).toContain('<h2>What our clients say</h2>');
    const all = slides(html);
    expect(all).toHaveLength(3);
    expect(all[0]).toContain('<div class="slideshow-slide" role="group" aria-roledescription="slide" aria-label="1 of 3">');
    expect(all[2]).toContain('aria-label="3 of 3"');
  });

  it('shows the feedback as a quote, the name, and the company in upper case in the HTML itself', () => {
    const first = slides(html)[0]!;
    expect(first).toContain('<blockquote class="testimonial-feedback"><p>Calls now follow me to site on my cellphone.</p></blockquote>');
    expect(first).toContain('<span class="testimonial-name">Thandeka Mokoena</span>');
    expect(first).toContain('<span class="testimonial-company">MOKOENA PLUMBING &amp; PROJECTS</span>');
    expect(slides(html)[2]).toContain('PATEL OFFICE SUPPLIES (PTY) LTD');
  });

  it('shows each portrait with its size set and lazy loading', () => {
    expect(slides(html)[1]).toContain('<img class="testimonial-image" src="/media/t2.svg" alt="" width="160" height="160" loading="lazy"');
  });

  it('has previous and next controls named for testimonials, wrapping at both ends, needing no script', () => {
    const [first, , last] = slides(html);
    expect(first).toContain('<label class="slideshow-button" for="testimonials-pick-3" title="Previous testimonial"');
    expect(first).toContain('<label class="slideshow-button" for="testimonials-pick-2" title="Next testimonial"');
    expect(last).toContain('<label class="slideshow-button" for="testimonials-pick-1" title="Next testimonial"');
    expect(testimonialsSection(html)).toContain(
      '<button type="button" class="slideshow-button" aria-label="Next testimonial" title="Next testimonial" aria-controls="testimonials-slides" data-slide-step="1">',
    );
    expect(html).not.toContain('data-island="testimonials"');
  });
});

describe('testimonials block without content', () => {
  it('leaves the section out, and the rest of the page stands', () => {
    const { status, html } = createRenderer(shippedModel(), assets, NO_CONTENT)('/');
    expect(status).toBe(200);
    expect(html).not.toContain('What our clients say');
    expect(html).not.toContain('data-island="testimonials"');
    expect(html).toContain('id="refer"');
    expect(html).toContain('id="contact"');
  });

  it('shows no arrows for a single testimonial', () => {
    const one = { testimonials: FIXTURE_CONTENT.testimonials.slice(0, 1) };
    const { html } = createRenderer(shippedModel(), assets, one)('/');
    expect(testimonialsSection(html)).toContain('Thandeka Mokoena');
    expect(testimonialsSection(html)).not.toContain('Next testimonial');
    // One slide is no carousel for a screen reader either.
    expect(testimonialsSection(html)).not.toContain('aria-roledescription="carousel"');
  });
});

describe('testimonials block schema', () => {
  it('needs a heading', () => {
    const page = 'name: X\npaths: [/x]\nmeta: { title: X, description: X }\nsections:\n  - type: testimonials\n    label: Client testimonials\n';
    expect(problemsWith({ 'pages/x.yaml': page }).join('\n')).toMatch(/pages\/x\.yaml:\d+:\d+.*heading/);
  });
});
