/**
 * The boot script: built as one classic script and written inline at the end of every page's
 * <body> (allowed by its hash in the Content-Security-Policy), so it runs with no request, while
 * the page is still being parsed. It does only what a press at any moment needs, each a listener
 * or a cookie, with no layout read:
 * - stores the attribution cookies and adds the tracking values to a link as it is followed
 *   (a click on a slow phone keeps the lead), and records the presses on calls to action for the
 *   beacon (./press-record.ts);
 * - draws every section before the browser scrolls over them (./draw-all.ts);
 * - records input that reaches an island before it hydrates (replayed by the entry script), and
 *   presses of a confetti button before the entry script can show the confetti (shown once it can).
 * The rest is its late part (./boot-late.ts, docs/decisions/55-boot-now-and-later.md), a small
 * file the same on every page: the beacon, the tracking values in the hrefs of the links outside
 * islands (a followed link has them from the press), the menu's and slide shows' buttons and the
 * audio player's Play (until then their links and radio buttons work as without script), and the
 * watches for islands and celebrating buttons nearing the screen. It is asked for once the page has
 * painted and loaded, or at the visitor's first press, focus or key: never among the requests the
 * first paint waits for, and out of the page's first round trip.
 * The entry script (islands, confetti, the More list's closing, chat widget) is loaded only when
 * the page needs it: when an island comes near, or at the visitor's first press, focus or key
 * anywhere (docs/decisions/34-first-view-and-serving.md).
 */
import { HANDOFF, type BootHandoff } from './boot-handoff';
import { catchCelebrations } from './celebrate-press';
import { recordEarlyInput, type EarlyInputRecorder } from './early-input';
import { afterFirstPaint } from './first-paint';
import { INTERACTION_EVENTS } from './hydrate-schedule';
import { drawAllForJumps } from './draw-all';
import { recordPresses } from './press-record';
import { startTracking } from './tracking';

drawAllForJumps();
const tracking = startTracking();
// After startTracking: its listener gives a press its click id first.
const presses = recordPresses();

// The page names its entry script, the boot's late part and the confetti's chunk on this script's tag
// (the boot's text, and so its hash, is the same on every page). Each is asked for once.
const named = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset;
const loadEntry = loadOnce(named?.entry, 'module');
const loadLate = loadOnce(named?.late, 'text/javascript');
function loadOnce(src: string | undefined, type: string): () => void {
  let requested = false;
  return () => {
    if (requested || !src) return;
    requested = true;
    const script = document.createElement('script');
    script.type = type;
    script.src = src;
    document.head.append(script);
  };
}

// Confetti: the page names its drawing chunk (no React) when it has a celebrating button; it is
// fetched alone when the button nears the screen or at a press, and shows every press from then on.
// Without the name (the dev server) the entry script registers it.
const confettiChunk = named?.confettiChunk;
let confetti: Promise<void> | undefined;
const loadConfetti = () => {
  if (!confettiChunk) return loadEntry();
  confetti ??= import(/* @vite-ignore */ confettiChunk).then(
    (module: typeof import('./confetti')) => register((link) => module.celebrate(link)),
    (error: unknown) => {
      confetti = undefined; // tried again at the next press
      console.warn('Confetti could not load; the form opened without it.', error);
    },
  );
};
const register = catchCelebrations(document, loadConfetti);

const recorders = new Map<Element, EarlyInputRecorder>();
for (const island of document.querySelectorAll('[data-island]')) recorders.set(island, recordEarlyInput(island));
const touched = new WeakSet<Element>();

const handoff: BootHandoff = {
  tracking,
  presses,
  loadEntry,
  loadConfetti,
  takeEarlyInput: (island) => recorders.get(island)?.stop() ?? [],
  touched: (island) => touched.has(island),
  // A press before the entry script has arrived asks for it at once.
  celebrate: register,
};
window[HANDOFF] = handoff;

// Any press, focus or key: the visitor is acting, and whatever they act on (an island, the More
// list, a confetti button) needs the entry script. One inside an island also hydrates it at once.
const onInteraction = (event: Event) => {
  const island = (event.target as Element | null)?.closest?.('[data-island]');
  if (island) touched.add(island);
  loadLate();
  loadEntry();
};
for (const type of INTERACTION_EVENTS) document.addEventListener(type, onInteraction, { capture: true, passive: true });

// The late part once the page has painted and loaded: by then the first screen's images are in.
afterFirstPaint(() => {
  if (document.readyState === 'complete') loadLate();
  else addEventListener('load', loadLate, { once: true });
});
