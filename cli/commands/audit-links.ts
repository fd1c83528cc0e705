import { auditLinks } from '../../audit/audit-links';
import { createEngine } from '../../src/app/engine';
import { ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { startLocalStore } from '../local-store';
import { loadForCommand, siteRoot } from '../site-folder';

/** Follow every outbound link of the built site in Chromium and check the tracking it carries. */
export const command: Command = {
  spec: {
    name: 'audit-links',
    summary: 'follow every outbound link in Chromium and check its tracking values',
    options: { ...ROOT_OPTION },
  },
  async run(values) {
    process.env.NODE_ENV = 'production';
    const folder = siteRoot(values.root);
    if (!folder.ok) {
      console.error(folder.message);
      return 1;
    }
    const loaded = loadForCommand(folder.root, 'run the audit');
    if (!loaded) return 1;
    return auditLinks(createEngine(loaded.model, { root: folder.root, startLocalStore, log: { log: () => {}, error: console.error } }));
  },
};
