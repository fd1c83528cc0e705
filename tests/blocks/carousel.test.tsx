import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { blocksFixtureModel, BLOCKS_FIXTURE_PAGE, BLOCKS_FIXTURE_PATH } from '../helpers/block-fixtures';
import { loadWith, problemsWith } from '../helpers/load-fixture';

const carouselSection = (html: string) => /<section class="slideshow carousel"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const render = (autoplayMs: number) => createRenderer(blocksFixtureModel(autoplayMs), { scripts: [], styles: [] })(BLOCKS_FIXTURE_PATH).html;

describe('carousel block on a page', () => {
  it('shows slide 1 and keeps the others in place but hidden from screen readers and focus', () => {
    const section = carouselSection(render(0));
    expect(section).toContain('aria-roledescription="carousel" aria-label="Photos of our tender work"');
    expect(section).toContain('<div class="slideshow-slide" role="group" aria-roledescription="slide" aria-label="1 of 3" data-current="">');
    expect(section).toContain('aria-label="2 of 3" aria-hidden="true" inert=""');
    expect(section).toContain('aria-label="3 of 3" aria-hidden="true" inert=""');
    expect(section).toContain('<figcaption>Preparing the bid</figcaption>');
  });

  it('loads the first image at once and the others lazily, every one with its size', () => {
    const images = [...carouselSection(render(0)).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('width="800" height="450" loading="eager"');
    expect(images[1]).toContain('width="800" height="450" loading="lazy"');
    expect(images[2]).toContain('loading="lazy"');
  });

  it('names its previous and next buttons', () => {
    const section = carouselSection(render(0));
    expect(section).toContain('aria-label="Previous slide"');
    expect(section).toContain('aria-label="Next slide"');
  });

  it('offers a pause control and turns the live region off only while it moves by itself', () => {
    const moving = carouselSection(render(5000));
    expect(moving).toContain('class="slideshow-button slideshow-rotation" aria-label="Pause slide show"');
    expect(moving).toContain('aria-live="off"');
    const still = carouselSection(render(0));
    expect(still).not.toContain('slideshow-rotation');
    expect(still).toContain('aria-live="polite"');
  });

  it('takes other button names from YAML', () => {
    const page = BLOCKS_FIXTURE_PAGE.replace('AUTOPLAY', '4000').replace(
      'label: Photos of our tender work',
      'label: Photos of our tender work\n    controls: { previous: Vorige foto, next: Volgende foto, pause: Stop die skyfies }',
    );
    const result = loadWith({ 'pages/blocks-fixture.yaml': page });
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
    const section = carouselSection(createRenderer(result.model, { scripts: [], styles: [] })(BLOCKS_FIXTURE_PATH).html);
    expect(section).toContain('aria-label="Vorige foto"');
    expect(section).toContain('aria-label="Volgende foto"');
    expect(section).toContain('aria-label="Stop die skyfies"');
    expect(section).not.toContain('Next slide');
  });

  it('rejects a negative autoplay time with its position', () => {
    const page = BLOCKS_FIXTURE_PAGE.replace('AUTOPLAY', '-1');
    expect(problemsWith({ 'pages/blocks-fixture.yaml': page }).join('\n')).toMatch(/pages\/blocks-fixture\.yaml:\d+:\d+.*autoplayMs/);
  });
});
