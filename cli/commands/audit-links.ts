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
    const root = siteRoot(values.root);
    const { model } = loadForCommand(root, 'run the audit');
    return auditLinks(createEngine(model, { root, startLocalStore, log: { log: () => {}, error: console.error } }));
  },
};
