import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { blocksFixtureModel, BLOCKS_FIXTURE_PAGE, BLOCKS_FIXTURE_PATH } from '../helpers/block-fixtures';
import { loadWith, problemsWith } from '../helpers/load-fixture';

const carouselSection = (html: string) => /<section class="slideshow carousel"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const render = () => createRenderer(blocksFixtureModel(), { scripts: [], styles: [] })(BLOCKS_FIXTURE_PATH).html;

describe('carousel block on a page', () => {
  it('writes every slide as a labelled group in a row, slide 1 first', () => {
    const section = carouselSection(render());
    expect(section).toContain('aria-roledescription="carousel" aria-label="Photos of our tender work"');
    expect(
      [
        ...section.matchAll(
          /<div class="slideshow-slide" role="group" aria-roledescription="slide" aria-label="([^"]+)">[\s\S]*?<input type="radio" class="slideshow-pick" id="([a-z0-9-]+)"/g,
        ),
      ].map((m) => `${m[1]}: ${m[2]}`),
    ).toEqual(['1 of 3: photos-pick-1', '2 of 3: photos-pick-2', '3 of 3: photos-pick-3']);
    expect(section).toContain('<figcaption>Preparing the bid</figcaption>');
  });

  it('loads the first image at once and the others lazily, every one with its size', () => {
    const images = [...carouselSection(render()).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('width="800" height="450" loading="eager"');
    expect(images[1]).toContain('width="800" height="450" loading="lazy"');
    expect(images[2]).toContain('loading="lazy"');
  });

  it('names its previous and next controls: labels that need no script, and the pair of buttons the script shows', () => {
    const section = carouselSection(render());
    expect(section).toContain('<label class="slideshow-button" for="photos-pick-3" title="Previous slide" data-slide-step="-1">');
    expect(section).toContain('<label class="slideshow-button" for="photos-pick-2" title="Next slide" data-slide-step="1">');
    expect(section).toContain(
      '<p class="slideshow-controls slideshow-pair" hidden=""><button type="button" class="slideshow-button" aria-label="Previous slide"',
    );
    expect(section).toContain(
      '<button type="button" class="slideshow-button" aria-label="Next slide" title="Next slide" aria-controls="photos-slides" data-slide-step="1">',
    );
    expect(section).not.toContain('<a ');
  });

  it('takes other button names from YAML', () => {
    const page = BLOCKS_FIXTURE_PAGE.replace(
      'label: Photos of our tender work',
      'label: Photos of our tender work\n    controls: { previous: Vorige foto, next: Volgende foto }',
    );
    const result = loadWith({ 'pages/blocks-fixture.yaml': page });
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
    const section = carouselSection(createRenderer(result.model, { scripts: [], styles: [] })(BLOCKS_FIXTURE_PATH).html);
    expect(section).toContain('aria-label="Vorige foto"');
    expect(section).toContain('aria-label="Volgende foto"');
    expect(section).not.toContain('Next slide');
  });

  it('refuses autoplayMs, left over from when carousels moved by themselves, at its line', () => {
    const page = BLOCKS_FIXTURE_PAGE.replace('label: Photos of our tender work', 'label: Photos of our tender work\n    autoplayMs: 5000');
    expect(problemsWith({ 'pages/blocks-fixture.yaml': page }).join('\n')).toMatch(/^pages\/blocks-fixture\.yaml:\d+:5 .*autoplayMs/);
  });
});
