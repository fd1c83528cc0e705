import config from 'virtual:client-config';
import '../styles/site.css';
// One stylesheet per block type, beside the base styles: adding a block adds a file, edits none.
import.meta.glob('../styles/blocks/*.css', { eager: true });
import { loadChatWidget } from './chat-widget';
import { scheduleIslands } from './islands';
import { startBeacon } from './beacon';
import { installMenu } from './menu';
import { startTracking, sweepTrackedLinks, TRACKED_LINK_OUTSIDE_ISLANDS } from './tracking';

// First, before React or any island is requested: a click on a slow phone must not lose the lead.
const tracking = startTracking();
startBeacon(tracking);
installMenu();
// The sweep rewrites hrefs: links outside islands at once, an island's links once React has
// hydrated it (React compares against the server HTML). Islands hydrate as they approach.
sweepTrackedLinks(document, { selector: TRACKED_LINK_OUTSIDE_ISLANDS });
scheduleIslands((island) => sweepTrackedLinks(document, { within: island }));
loadChatWidget(config.chatWidget);
