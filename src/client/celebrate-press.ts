/**
 * Presses of a celebrating link (`data-celebrate`, written by the confetti-button block), caught by
 * the inline boot script from the moment it runs. The confetti itself (React and react-confetti)
 * lives behind the entry script, which may not have arrived yet on a slow phone: a press made
 * before it has is kept and shown as soon as it registers, so no press goes without confetti.
 * Only the last early press is kept: each press restarts the confetti anyway.
 */
export type ShowConfetti = (link: Element) => void;

/** Listen for presses on `doc`; `early` runs on a press nobody can show yet (the boot loads the entry script). Returns the registration the entry script calls. */
export function catchCelebrations(doc: { addEventListener(type: 'click', listener: (event: Event) => void): void }, early: () => void): (show: ShowConfetti) => void {
  let show: ShowConfetti | undefined;
  let pending: Element | null = null;
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-celebrate]');
    if (!link) return;
    if (show) return show(link);
    pending = link;
    early();
  });
  return (next) => {
    show = next;
    if (pending) next(pending);
    pending = null;
  };
}
