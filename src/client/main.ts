import config from 'virtual:client-config';
import '../styles/site.css';
import { loadChatWidget } from './chat-widget';
import { hydrateIslands } from './islands';
import { installMenu } from './menu';
import { installTracking } from './tracking';

installMenu();
// Tracking rewrites hrefs; do it after hydration so React compares against the server HTML.
void hydrateIslands().finally(() => installTracking());
loadChatWidget(config.chatWidget);
