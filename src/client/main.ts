import config from 'virtual:client-config';
import '../styles/site.css';
// One stylesheet per block type, beside the base styles: adding a block adds a file, edits none.
import.meta.glob('../styles/blocks/*.css', { eager: true });
import { loadChatWidget } from './chat-widget';
import { hydrateIslands } from './islands';
import { installMenu } from './menu';
import { startTracking, sweepTrackedLinks } from './tracking';

// First, before React or any island is requested: a click on a slow phone must not lose the lead.
startTracking();
installMenu();
// The sweep rewrites hrefs; do it after hydration so React compares against the server HTML.
void hydrateIslands().finally(() => sweepTrackedLinks());
loadChatWidget(config.chatWidget);
