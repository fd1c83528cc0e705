import { clickIdOf, isPress } from './tracking';

/** A followed call to action, as the beacon sends it (./beacon.ts). */
export interface Press {
  type: 'click';
  /** The link template's name (data-cta). */
  link: string | null;
  /** The block it is in: its section's first class. */
  block: string | undefined;
  /** The click id ./tracking.ts put on a tracked link for this press. */
  clickId: string | undefined;
}

/** The presses recorded so far, handed to whoever sends them. */
export interface PressRecord {
  /** Hands every press kept so far to `send`, then each new press as it comes. */
  take(send: (press: Press) => void): void;
}

/**
 * Records every press on a call to action (a[data-cta]) from the moment the inline boot script
 * runs, for the beacon, which comes later in the boot's late part (./boot-late.ts,
 * docs/decisions/55-boot-now-and-later.md): a press on a slow phone before it arrives is still
 * counted, with its click id, which only this page's ./tracking.ts knows (its listener, added
 * first, gives the press its id). A middle click is a press too; a right click is not.
 */
export function recordPresses(doc: Document = document): PressRecord {
  const kept: Press[] = [];
  let send: ((press: Press) => void) | undefined;
  const onFollow = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-cta]');
    if (!link || !isPress(event)) return;
    const press: Press = {
      type: 'click',
      link: link.getAttribute('data-cta'),
      block: link.closest('section')?.className.split(' ')[0] || undefined,
      clickId: clickIdOf(event),
    };
    if (send) send(press);
    else kept.push(press);
  };
  doc.addEventListener('click', onFollow, { capture: true, passive: true });
  doc.addEventListener('auxclick', onFollow, { capture: true, passive: true });
  return {
    take(sender) {
      send = sender;
      for (const press of kept.splice(0)) sender(press);
    },
  };
}
