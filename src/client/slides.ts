import { nextIndex } from '../lib/carousel-index';

const PAIR_BUTTON = '.slideshow-pair [data-slide-step]';

/**
 * The slide shows (src/ui/SlideShow.tsx) with script: one pair of buttons per slide show in place
 * of each slide's own controls, so a keyboard crosses it in three stops (the row, which its arrow
 * keys scroll, and the two buttons), and every slide but the one shown is inert: out of the tab order
 * and out of what a screen reader reads. A press scrolls the row sideways to the next or previous
 * slide, wrapping at both ends; focus stays on the button, so Enter pressed again moves on again,
 * and so do the arrow keys. A swipe is followed once its scroll ends. Run by the boot script's late
 * part (./boot-late.ts), with no layout read; until then the radio buttons and labels work alone.
 */
export function installSlideShows(doc: Document = document): void {
  for (const show of doc.querySelectorAll<HTMLElement>('.slideshow')) {
    const pair = show.querySelector<HTMLElement>('.slideshow-pair');
    const row = show.querySelector<HTMLElement>('.slideshow-slides');
    if (!pair || !row) continue;
    show.setAttribute('data-paired', '');
    pair.hidden = false;
    // The slide a press on a label chose before this script ran (the no-script controls), else the first.
    const chosen = [...row.querySelectorAll<HTMLInputElement>('.slideshow-pick')].findIndex((pick) => pick.checked);
    markShown(row, Math.max(0, chosen));
    // From now on, the slide that becomes readable is announced when a button changes it.
    row.setAttribute('aria-live', 'polite');
    // Nothing in the row can take focus now (the slide's own controls are hidden, the other slides
    // inert): the row itself does, so a keyboard can still scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
    row.tabIndex = 0;
  }
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(PAIR_BUTTON);
    if (button) step(button, Number(button.dataset.slideStep));
  });
  doc.addEventListener('keydown', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(PAIR_BUTTON);
    if (!button || event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    step(button, event.key === 'ArrowLeft' ? -1 : 1);
  });
  // A swipe, a trackpad or a scroll the browser restored: the slide shown is the one at rest. While a
  // button's scroll is on its way, an end of an earlier scroll it cut short is not where the row
  // rests: the slide the button asked for stays shown until the row gets there or a hand takes over.
  const follow = (event: Event) => {
    const row = event.target as HTMLElement;
    if (!row.matches?.('[data-shown]')) return;
    const resting = restingIndex(row);
    if (row.dataset.going !== undefined && Number(row.dataset.going) !== resting) return;
    delete row.dataset.going;
    markShown(row, resting);
  };
  const takeOver = (event: Event) => {
    const row = (event.target as Element | null)?.closest?.<HTMLElement>('[data-shown]');
    if (row) delete row.dataset.going;
  };
  for (const type of ['pointerdown', 'wheel', 'touchstart']) doc.addEventListener(type, takeOver, { capture: true, passive: true });
  if ('onscrollend' in (doc.defaultView ?? {})) doc.addEventListener('scrollend', follow, true);
  else {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    doc.addEventListener(
      'scroll',
      (event) => {
        clearTimeout(quiet);
        quiet = setTimeout(() => follow(event), 150);
      },
      { capture: true, passive: true },
    );
  }
}

/** The slide shown: the last one a button asked for, or the one at rest after a swipe. */
function step(button: HTMLElement, by: number): void {
  const row = button.closest('.slideshow')?.querySelector<HTMLElement>('[data-shown]');
  if (!row) return;
  const target = nextIndex(Number(row.dataset.shown), row.children.length, by);
  markShown(row, target);
  row.dataset.going = String(target);
  // The row is positioned (slideshow.css), so a slide's offsetLeft is measured from the row's start.
  row.scrollTo({ left: (row.children[target] as HTMLElement).offsetLeft });
}

/** The slide whose left edge is nearest the row's scrolled-to left edge. */
function restingIndex(row: HTMLElement): number {
  const slides = [...row.children] as HTMLElement[];
  const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - row.scrollLeft);
  return slides.reduce((best, slide, i) => (distance(slide) < distance(slides[best]!) ? i : best), 0);
}

function markShown(row: HTMLElement, index: number): void {
  row.dataset.shown = String(index);
  [...row.children].forEach((slide, i) => slide.toggleAttribute('inert', i !== index));
  const count = row.parentElement?.querySelector('.slideshow-pair .slideshow-count');
  if (count) count.textContent = `${index + 1} / ${row.children.length}`;
}
