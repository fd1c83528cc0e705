/**
 * The boot script's late part (docs/decisions/55-boot-now-and-later.md): what can wait until the
 * page has painted and loaded, or the visitor's first press, focus or key, when the inline boot
 * script (./boot.ts) asks for it. A small classic script of its own, the same file on every page,
 * so a visitor's second page has it cached. It takes the inline part's hand-off:
 * - the beacon: the page view, and the presses the inline part recorded from the first moment;
 * - the tracking values in the hrefs of the links outside islands, for a copied or long-pressed link;
 * - the menu's and the slide shows' buttons and the audio player's Play, which take over from the
 *   links and radio buttons that work without script (a menu opened or a slide chosen before this
 *   ran stays as it is; a Play pressed before it opened the recording on its own);
 * - the watches for islands and celebrating buttons, which ask for the entry script or the
 *   confetti's chunk as one nears.
 */
import { installAudioPlay } from './audio-play';
import { startBeacon } from './beacon';
import { HANDOFF } from './boot-handoff';
import { fetchWhenNear } from './celebrate-press';
import { whenAnIslandNears } from './island-near';
import { installMenu } from './menu';
import { installSlideShows } from './slides';
import { sweepTrackedLinks } from './tracked-links';

const boot = window[HANDOFF];
installMenu();
installSlideShows();
installAudioPlay();
if (boot) {
  startBeacon(boot.tracking, boot.presses);
  sweepTrackedLinks(boot.tracking, document, { outsideIslands: true });
  whenAnIslandNears(boot.loadEntry);
  fetchWhenNear(document, boot.loadConfetti);
} else console.error('The boot script did not run (it is written inline at the end of every page); no page view is counted.');
