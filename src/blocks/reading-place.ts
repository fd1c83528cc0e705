/** What ./reading-place.ts needs of the page: a real window and document fit; tests pass stand-ins. */
export interface PlaceHost {
  innerWidth: number;
  innerHeight: number;
  scrollBy: (options: ScrollToOptions) => void;
  document: Pick<Document, 'elementFromPoint'> & { documentElement: { style: { overflowAnchor: string } } };
}

/**
 * Keeps what the visitor reads where it is on the screen while content is added to the page:
 * call before the change, and call what it returns once the change is laid out.
 *
 * Why not leave it to the browser's scroll anchoring: it keeps the first element it finds fully on
 * the screen, in document order. With the deals' loading line at the top of the screen and a
 * project card under the visitor's eyes, that is the loading line, and the six deal cards pushed
 * the card off the screen (issue 41; docs/decisions/41-what-visitors-see.md). The element under the screen's
 * centre is what a visitor is reading; it is kept in place instead, and the browser's own anchoring
 * is off for the moment of the change so the two do not both scroll.
 */
export function holdReadingPlace(host: PlaceHost = window): () => void {
  const root = host.document.documentElement.style;
  const reading = host.document.elementFromPoint(host.innerWidth / 2, host.innerHeight / 2);
  if (!reading) return () => {};
  const top = reading.getBoundingClientRect().top;
  const anchoring = root.overflowAnchor;
  root.overflowAnchor = 'none';
  return () => {
    const moved = reading.isConnected ? reading.getBoundingClientRect().top - top : 0;
    if (moved !== 0) host.scrollBy({ top: moved, behavior: 'instant' });
    root.overflowAnchor = anchoring;
  };
}
