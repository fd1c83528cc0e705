/**
 * A press on a slide show's previous or next link (src/ui/SlideShow.tsx) scrolls its row sideways
 * to the linked slide. Without script the link's own jump does it, but that also scrolls the page to
 * the slide's top and adds a history entry. Focus moves to the same control on the new slide, so
 * Enter pressed again moves on again. One listener, added at parse time: a press at any moment counts.
 */
export function installSlideLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-slide-step]');
    const row = link?.closest<HTMLElement>('.slideshow-slides');
    const slide = link && row ? doc.getElementById(link.hash.slice(1)) : null;
    if (!slide || slide.parentElement !== row) return;
    event.preventDefault();
    // The row is positioned (carousel.css), so a slide's offsetLeft is measured from the row's start.
    row!.scrollTo({ left: slide.offsetLeft });
    slide.querySelector<HTMLElement>(`a[data-slide-step="${link!.dataset.slideStep}"]`)?.focus({ preventScroll: true });
  });
}
