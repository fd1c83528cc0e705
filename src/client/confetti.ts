import type { ConfettiSettings } from '../../schemas/blocks/confetti-button';
import { animateConfetti } from './confetti-canvas';

/** The message react-confetti throws when a canvas cannot draw; logged as is, so it reads the same. */
const NO_CANVAS_CONTEXT = 'Could not get canvas context';

/** The section attribute holding the block's confetti settings (JSON), written by the confetti-button block. */
const CONFETTI_SETTINGS = 'data-confetti';

/**
 * The canvas's 2D context, or null when the browser cannot draw on one (old browser, privacy
 * hardening, out of memory): logged, because it is a fault worth seeing in error reports; the
 * button still works.
 */
function canvasContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  let context: CanvasRenderingContext2D | null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) console.error(NO_CANVAS_CONTEXT);
  return context;
}

/** Dispatched on the document once a press's confetti has a piece on the screen: tests and the bench wait for it. */
const CONFETTI_DRAWN = 'confettidrawn';

// The confetti showing now: a press while it shows starts it again.
let showing: { stop: () => void; canvas: HTMLCanvasElement; timer: ReturnType<typeof setTimeout> } | undefined;

/**
 * Show the confetti of the pressed link's block over the page for its `durationMs`, then remove
 * it. Needs no hydration and no React: react-confetti's drawing on a canvas of our own
 * (./confetti-canvas.ts). The link opens its form as usual; this only adds the confetti. Never throws.
 */
export function celebrate(link: Element): void {
  try {
    const settings = JSON.parse(link.closest(`[${CONFETTI_SETTINGS}]`)?.getAttribute(CONFETTI_SETTINGS) ?? 'null') as ConfettiSettings | null;
    const doc = link.ownerDocument;
    // Not for visitors who ask for less motion.
    if (!settings || doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    hide();
    const canvas = doc.createElement('canvas');
    canvas.className = 'confetti-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.width = doc.documentElement.clientWidth;
    canvas.height = doc.defaultView?.innerHeight ?? doc.documentElement.clientHeight;
    // Fixed over the viewport and click-through, so the page stays usable under it.
    Object.assign(canvas.style, { position: 'fixed', inset: '0', zIndex: '1000', pointerEvents: 'none' });
    const context = canvasContext(canvas);
    if (!context) return;
    doc.body.append(canvas);
    const stop = animateConfetti(canvas, context, settings, () => doc.dispatchEvent(new Event(CONFETTI_DRAWN)));
    showing = { stop, canvas, timer: setTimeout(hide, settings.durationMs) };
  } catch (error) {
    console.warn('Confetti could not show; the form opened without it.', error);
  }
}

function hide(): void {
  if (!showing) return;
  showing.stop();
  clearTimeout(showing.timer);
  showing.canvas.remove();
  showing = undefined;
}
