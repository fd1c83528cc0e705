/** The react-confetti component, typed without importing it: the import happens on the first press. */
export type ConfettiComponent = typeof import('react-confetti').default;

/** Loads react-confetti as its own chunk, so visitors who never press the button never download it. */
export function loadConfetti(): Promise<ConfettiComponent> {
  return import('react-confetti').then((module) => module.default);
}

/** The message react-confetti throws when a canvas cannot draw; logged as is, so it reads the same. */
export const NO_CANVAS_CONTEXT = 'Could not get canvas context';

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
