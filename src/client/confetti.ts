import type { ConfettiSettings } from '../../schemas/blocks/confetti-button';

/** The react-confetti component, typed without importing it: the import happens on the first press. */
export type ConfettiComponent = typeof import('react-confetti').default;

/** Loads react-confetti as its own chunk, so visitors who never press the button never download it. */
export function loadConfetti(): Promise<ConfettiComponent> {
  return import('react-confetti').then((module) => module.default);
}

/** The message react-confetti throws when a canvas cannot draw; logged as is, so it reads the same. */
export const NO_CANVAS_CONTEXT = 'Could not get canvas context';

/** The section attribute holding the block's confetti settings (JSON), written by the confetti-button block. */
export const CONFETTI_SETTINGS = 'data-confetti';

/**
 * Whether confetti may show now: not for visitors who ask for less motion, and not when the
 * browser cannot draw on a canvas (old browser, privacy hardening, out of memory). The second
 * case is logged because it is a fault worth seeing in error reports; the button still works.
 */
export function mayCelebrate(win: Window = window): boolean {
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  let context: unknown = null;
  try {
    context = win.document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context) {
    console.error(NO_CANVAS_CONTEXT);
    return false;
  }
  return true;
}

type Shown = { render: (settings: ConfettiSettings | null) => void };
// One React root for the page's confetti, made on the first press; a press while it shows restarts it.
let shown: Promise<Shown> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Show the confetti of the pressed link's block over the page for its `durationMs`, then remove
 * it. Needs no hydration: React and react-confetti load on the first press, as their own chunks.
 * The link opens its form as usual; this only adds the confetti. Never throws.
 */
export async function celebrate(link: Element): Promise<void> {
  try {
    const settings = JSON.parse(link.closest(`[${CONFETTI_SETTINGS}]`)?.getAttribute(CONFETTI_SETTINGS) ?? 'null') as ConfettiSettings | null;
    if (!settings || !mayCelebrate()) return;
    // A failed download is tried again on the next press.
    shown ??= mountConfetti(link.ownerDocument).catch((error: unknown) => {
      shown = undefined;
      throw error;
    });
    const confetti = await shown;
    confetti.render(settings);
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => confetti.render(null), settings.durationMs);
  } catch (error) {
    console.warn('Confetti could not load; the form opened without it.', error);
  }
}

async function mountConfetti(doc: Document): Promise<Shown> {
  const [{ createElement }, { createRoot }, Confetti] = await Promise.all([import('react'), import('react-dom/client'), loadConfetti()]);
  const container = doc.createElement('div');
  doc.body.append(container);
  // If react-confetti fails after all, React unmounts it and says why; the buttons are untouched.
  const root = createRoot(container, { onUncaughtError: (error) => console.error(error instanceof Error ? error.message : error) });
  let key = 0;
  return {
    render(settings) {
      if (!settings) return root.render(null);
      if (!container.isConnected) doc.body.append(container);
      // A new key per press restarts the animation rather than adding to a running one.
      key += 1;
      root.render(
        createElement(Confetti, {
          key,
          className: 'confetti-canvas',
          'aria-hidden': 'true',
          width: doc.documentElement.clientWidth,
          height: doc.defaultView?.innerHeight ?? doc.documentElement.clientHeight,
          numberOfPieces: settings.pieces,
          gravity: settings.gravity,
          friction: settings.friction,
          tweenDuration: settings.tweenDurationMs,
          // Fixed over the viewport and click-through, so the page stays usable under it.
          style: { position: 'fixed', inset: 0, zIndex: 1000, pointerEvents: 'none' },
        }),
      );
    },
  };
}
