/**
 * The desktop row's More list: a <details>, which opens and closes by itself without script. This
 * adds what a visitor expects of a list that opens over the page: a click outside it or on one of
 * its links closes it, and so does Escape (focus goes back to More). Run by the entry script: the
 * list works before it arrives, so none of this belongs in the inline boot script.
 */
export function installMoreMenu(doc: Document = document): void {
  const more = doc.querySelector<HTMLDetailsElement>('[data-nav-more]');
  if (!more) return;
  doc.addEventListener('click', (event) => {
    if (more.open && (!more.contains(event.target as Node) || (event.target as Element).closest('a'))) more.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !more.open) return;
    more.open = false;
    more.querySelector('summary')?.focus();
  });
}
