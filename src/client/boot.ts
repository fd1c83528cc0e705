/**
 * The boot script: built as one classic script and written inline at the end of every page's
 * <body> (allowed by its hash in the Content-Security-Policy), so it runs with no request, while
 * the page is still being parsed. Then it does only what a press at any moment needs, each a
 * listener or a cookie, with no layout read:
 * - stores the attribution cookies and adds the tracking values to a link as it is followed
 *   (a click on a slow phone keeps the lead);
 * - counts the page view (after load, when idle) and the calls to action (the beacon);
 * - opens and closes the mobile menu in place, gives each slide show one pair of buttons (the
 *   slides not shown inert) and turns the audio player's Play link into the player, playing (each
 *   works without script too);
 * - draws every section before the browser scrolls over them (./draw-all.ts);
 * - records input that reaches an island before it hydrates (replayed by the entry script), and
 *   presses of a confetti button before the entry script can show the confetti (shown once it can).
 * After the first paint (or at the first input, if that comes first) it adds the tracking values
 * to the hrefs of the links outside islands (for a copied or long-pressed link) and starts watching
 * for islands.
 * It loads the entry script (islands, confetti, the More list's closing, chat widget) only when
 * the page needs it: when an island comes near (./island-near.ts), and then never before the first
 * contentful paint (a script requested before it holds back the Largest Contentful Paint), or at
 * the visitor's first press, focus or key anywhere. A first screen with no island fetches no
 * script at all (docs/decisions/34-first-view-and-serving.md).
 */
import { installAudioPlay } from './audio-play';
import { HANDOFF, type BootHandoff } from './boot-handoff';
import { catchCelebrations } from './celebrate-press';
import { startBeacon } from './beacon';
import { recordEarlyInput, type EarlyInputRecorder } from './early-input';
import { afterFirstPaint } from './first-paint';
import { INTERACTION_EVENTS } from './hydrate-schedule';
import { whenAnIslandNears } from './island-near';
import { installMenu } from './menu';
import { drawAllForJumps } from './draw-all';
import { installSlideShows } from './slides';
import { startTracking, sweepTrackedLinks } from './tracking';

drawAllForJumps();
const tracking = startTracking();
startBeacon(tracking);
installMenu();
installSlideShows();
installAudioPlay();

// Confetti: the page names its drawing chunk (no React) when it has a celebrating button; it is
// fetched alone when the button nears the screen or at a press, and shows every press from then on.
// Without the name (the dev server) the entry script registers it.
const confettiChunk = document.querySelector<HTMLScriptElement>('script[data-confetti-chunk]')?.dataset.confettiChunk;
let confetti: Promise<void> | undefined;
const register = catchCelebrations(document, () => {
  if (!confettiChunk) return loadEntry();
  confetti ??= import(/* @vite-ignore */ confettiChunk).then(
    (module: typeof import('./confetti')) => register((link) => module.celebrate(link)),
    (error: unknown) => {
      confetti = undefined; // tried again at the next press
      console.warn('Confetti could not load; the form opened without it.', error);
    },
  );
});

const recorders = new Map<Element, EarlyInputRecorder>();
for (const island of document.querySelectorAll('[data-island]')) recorders.set(island, recordEarlyInput(island));
const touched = new WeakSet<Element>();

const handoff: BootHandoff = {
  takeEarlyInput: (island) => recorders.get(island)?.stop() ?? [],
  touched: (island) => touched.has(island),
  sweepLinks: (within) => sweepTrackedLinks(document, { within }),
  // A press before the entry script has arrived asks for it at once.
  celebrate: register,
};
window[HANDOFF] = handoff;

// The page names its entry script on this script's tag (the boot's text, and so its hash, is the same on every page).
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
let requested = false;
function loadEntry(): void {
  if (requested || !entry) return;
  requested = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
}

// Any press, focus or key: the visitor is acting, and whatever they act on (an island, the More
// list, a confetti button) needs the entry script. One inside an island also hydrates it at once.
const onInteraction = (event: Event) => {
  const island = (event.target as Element | null)?.closest?.('[data-island]');
  if (island) touched.add(island);
  afterPaint();
  loadEntry();
};
for (const type of INTERACTION_EVENTS) document.addEventListener(type, onInteraction, { capture: true, passive: true });

// What the first paint does not need: the sweep writes to every tracked link, the observers lay out.
let painted = false;
function afterPaint(): void {
  if (painted) return;
  painted = true;
  sweepTrackedLinks(document, { outsideIslands: true });
  whenAnIslandNears(loadEntry);
}
afterFirstPaint(afterPaint);
