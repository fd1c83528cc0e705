import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTestimonials } from '../../src/content/testimonials';
import type { SiteContent } from '../../src/content/site-content';
import { createRenderer } from '../../src/render/render-page';
import { problemsWith, ROOT, shippedModel } from '../helpers/load-fixture';

// The seeded testimonials of content/testimonials.ndjson, as the build hands them to pages.
const documents = readFileSync(join(ROOT, 'content', 'testimonials.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as unknown);
const content: SiteContent = {
  testimonials: parseTestimonials(documents).map(({ name, feedback, company, services }) => ({
    name,
    feedback,
    company,
    services,
    image: { src: '/media/t.svg', width: 160, height: 160 },
  })),
};
const render = createRenderer(shippedModel(), { scripts: ['/assets/main.js'], styles: [] }, content);
const names = (path: string) => [...render(path).html.matchAll(/<span class="testimonial-name">([^<]+)<\/span>/g)].map((m) => m[1]);

describe('site: each page shows the testimonials of the services it names (testimonialServices)', () => {
  it('a visitor hiring a bakkie reads the bakkie customer, not a phone-system one', () => {
    expect(names('/bakkie-hire-in-soweto')).toEqual(['Nomsa Sithole']);
  });

  it('each page type its own, oldest first, the same on every build', () => {
    expect(names('/')).toEqual(['Thandeka Mokoena', 'Lerato Khumalo']);
    expect(names('/tender-finance/durban')).toEqual(['Pieter Botha', 'Ayesha Patel', 'Johan van Wyk']);
    expect(names('/invoice-discounting')).toEqual(['Ayesha Patel']);
    // The investor page names none: every testimonial.
    expect(names('/invest')).toHaveLength(7);
  });

  it('shows the page its testimonials as HTML, and sends the browser no data of them', () => {
    const html = render('/bakkie-hire-in-soweto').html;
    expect(html).toContain('<span class="testimonial-name">Nomsa Sithole</span>');
    expect(html).not.toContain('bakkie-hire&quot;');
    expect(html).not.toContain('data-props');
  });
});

describe('site: a page naming a service no testimonials block lists', () => {
  it('is refused with the line, the column and the likely name', () => {
    const text = readFileSync(join(ROOT, 'pages', 'bakkie.yaml'), 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('testimonialServices:')) + 1;
    expect(problemsWith({ 'pages/bakkie.yaml': text.replace('testimonialServices: [bakkie-hire]', 'testimonialServices: [bakkie-hier]') })).toEqual([
      `pages/bakkie.yaml:${line}:23 testimonialServices[0]: No testimonials block lists the service "bakkie-hier". Did you mean "bakkie-hire"? Use one of them, or add it to the services: list of the testimonials block in site.config.yaml. [LE341]`,
    ]);
  });
});
