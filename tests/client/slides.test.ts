import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { installSlideShows } from '../../src/client/slides';
import { SlideShow } from '../../src/ui/SlideShow';
import { parseHTML } from '../helpers/dom';

/** The keys held with a press. */
type Modifiers = { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean };

/** A page holding one slide show of three, as src/ui/SlideShow.tsx writes it, with the boot script's part run (after `before`). */
function page(before: (document: Document) => void = () => {}) {
  const html = renderToString(
    createElement(SlideShow, {
      id: 'photos',
      className: 'carousel',
      label: 'Photos',
      count: 3,
      labels: { previous: 'Previous slide', next: 'Next slide' },
      renderSlide: (i: number) => createElement('p', null, `Slide ${i + 1}`),
    }),
  );
  const { window, document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  (window as unknown as { onscrollend: null }).onscrollend = null;
  const row = document.querySelector<HTMLElement>('.slideshow-slides')!;
  const slides = [...row.children] as HTMLElement[];
  // No layout here: each slide is 300 px wide, and the row scrolls where it is told.
  slides.forEach((slide, i) => Object.defineProperty(slide, 'offsetLeft', { value: i * 300 }));
  const scrolledTo: number[] = [];
  row.scrollTo = ((options: ScrollToOptions) => {
    scrolledTo.push(options.left!);
    row.scrollLeft = options.left!;
  }) as typeof row.scrollTo;
  before(document);
  installSlideShows(document);
  const button = (name: string) => document.querySelector<HTMLElement>(`.slideshow-pair [aria-label="${name}"]`)!;
  return {
    document,
    row,
    scrolledTo,
    button,
    /** Which slides a keyboard and a screen reader reach, and the count the pair shows. */
    state: () => ({
      live: slides.filter((slide) => !slide.hasAttribute('inert')).map((slide) => slide.getAttribute('aria-label')),
      count: document.querySelector('.slideshow-pair .slideshow-count')!.textContent,
    }),
    key: (target: HTMLElement, key: string) => target.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true }) as unknown as Event),
    /** A key pressed with modifiers; true when the slide show left it to the browser (not prevented). */
    keyWith: (target: HTMLElement, key: string, modifiers: Modifiers) =>
      target.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers }) as unknown as Event),
    /** A press with modifiers, as the browser reports a click. */
    clickWith: (target: HTMLElement, modifiers: Modifiers) =>
      target.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, ...modifiers }) as unknown as Event),
  };
}

describe('slide shows with script (issue 60: one pair of controls per slide show)', () => {
  it("shows the one pair of buttons in place of the slides' own controls, and leaves only the slide shown reachable", () => {
    const { document, row, state } = page();
    expect(document.querySelector('.slideshow')!.hasAttribute('data-paired')).toBe(true);
    expect(document.querySelector<HTMLElement>('.slideshow-pair')!.hidden).toBe(false);
    expect(state()).toEqual({ live: ['1 of 3'], count: '1 / 3' });
    // The row can take focus (its arrow keys scroll it) and says which slide became readable.
    expect([row.tabIndex, row.getAttribute('aria-live')]).toEqual([0, 'polite']);
  });

  it('starts at the slide a label chose before the script ran (decision 55): the second, readable, its count 2 / 3', () => {
    const { state } = page((document) => void (document.querySelector<HTMLInputElement>('#photos-pick-2')!.checked = true));
    expect(state()).toEqual({ live: ['2 of 3'], count: '2 / 3' });
  });

  it('starts at the first slide when no slide was chosen (no radio button checked)', () => {
    const { state } = page((document) => document.querySelectorAll<HTMLInputElement>('.slideshow-pick').forEach((pick) => (pick.checked = false)));
    expect(state()).toEqual({ live: ['1 of 3'], count: '1 / 3' });
  });

  it('moves with Next and Previous, wrapping at both ends, scrolling the row (never the page)', () => {
    const { button, scrolledTo, state } = page();
    button('Next slide').click();
    expect(state()).toEqual({ live: ['2 of 3'], count: '2 / 3' });
    button('Next slide').click();
    button('Next slide').click();
    expect(state()).toEqual({ live: ['1 of 3'], count: '1 / 3' });
    button('Previous slide').click();
    expect(state()).toEqual({ live: ['3 of 3'], count: '3 / 3' });
    expect(scrolledTo).toEqual([300, 600, 0, 600]);
  });

  it('moves with the arrow keys on either button; other keys do nothing', () => {
    const { button, key, state } = page();
    key(button('Next slide'), 'ArrowLeft');
    expect(state().live).toEqual(['3 of 3']);
    key(button('Previous slide'), 'ArrowRight');
    key(button('Previous slide'), 'ArrowRight');
    expect(state().live).toEqual(['2 of 3']);
    key(button('Previous slide'), 'ArrowDown');
    expect(state().live).toEqual(['2 of 3']);
  });

  it('follows a swipe: once the row comes to rest, the slide there is the one shown', () => {
    const { document, row, button, state } = page();
    row.scrollLeft = 590;
    row.dispatchEvent(new (document.defaultView as unknown as typeof window).Event('scrollend'));
    expect(state()).toEqual({ live: ['3 of 3'], count: '3 / 3' });
    button('Next slide').click();
    expect(state().live).toEqual(['1 of 3']);
  });

  it('a press with Ctrl, Cmd, Shift or Alt held moves on as a plain press: the control is a button, with no tab or window to open', () => {
    const { button, clickWith, state } = page();
    clickWith(button('Next slide'), { ctrlKey: true });
    expect(state()).toEqual({ live: ['2 of 3'], count: '2 / 3' });
    clickWith(button('Next slide'), { metaKey: true });
    expect(state()).toEqual({ live: ['3 of 3'], count: '3 / 3' });
    clickWith(button('Next slide'), { shiftKey: true });
    expect(state()).toEqual({ live: ['1 of 3'], count: '1 / 3' });
    clickWith(button('Previous slide'), { altKey: true });
    expect(state()).toEqual({ live: ['3 of 3'], count: '3 / 3' });
  });

  it('leaves an arrow key with Alt, Ctrl or Cmd to the browser (Alt+Left goes back): no slide moves, nothing is prevented', () => {
    const { button, keyWith, state } = page();
    expect(keyWith(button('Next slide'), 'ArrowLeft', { altKey: true })).toBe(true);
    expect(keyWith(button('Next slide'), 'ArrowRight', { ctrlKey: true })).toBe(true);
    expect(keyWith(button('Previous slide'), 'ArrowLeft', { metaKey: true })).toBe(true);
    expect(state()).toEqual({ live: ['1 of 3'], count: '1 / 3' });
    // Without a modifier the same key is the slide show's, and the browser does not scroll the page.
    expect(keyWith(button('Next slide'), 'ArrowRight', {})).toBe(false);
    expect(state()).toEqual({ live: ['2 of 3'], count: '2 / 3' });
  });
});
