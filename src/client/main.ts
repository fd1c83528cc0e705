import config from 'virtual:client-config';
import '../styles/site.css';
import { loadChatWidget } from './chat-widget';
import { hydrateIslands } from './islands';
import { installMenu } from './menu';

installMenu();
void hydrateIslands();
loadChatWidget(config.chatWidget);
