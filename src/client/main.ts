import config from 'virtual:client-config';
import '../styles/site.css';
// Each block type's stylesheet (../styles/blocks/) is built on its own and inlined only into the
// pages that hold the block (src/render/assets.ts); the dev server loads them all (./dev-styles.ts).
// What the site's YAML decides: its colours (custom properties) and its header row, after the
// engine's styles so the row's widths override the base rule that hides it.
import 'virtual:theme.css';
import { HANDOFF } from './boot-handoff';
import { loadChatWidget } from './chat-widget';
import { scheduleIslands } from './islands';
import { installMoreMenu } from './nav-more';

// The entry script, loaded by the inline boot script (./boot.ts) after the first paint: tracking
// and early island input are already running (the beacon and the menu in its late part,
// ./boot-late.ts, once that has come). Islands hydrate as they
// approach; the sweep adds the tracking values to an island's links once React has hydrated it
// (React compares against the server HTML). Confetti needs no island and no React: the boot script
// catches the presses and, on a built page, fetches ./confetti.ts itself (the page names the chunk);
// where no chunk is named (the dev server) it asks for this script instead, and each press is shown
// from here.
const boot = window[HANDOFF];
if (boot) {
  scheduleIslands(boot);
  boot.celebrate(
    (link) =>
      void import('./confetti')
        .then((module) => module.celebrate(link))
        .catch((error: unknown) => console.warn('Confetti could not load; the form opened without it.', error)),
  );
} else console.error('The boot script did not run (it is written inline at the end of every page); islands stay as server HTML.');
installMoreMenu();
loadChatWidget(config.chatWidget);
