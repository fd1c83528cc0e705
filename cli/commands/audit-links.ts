import { createRequire } from 'node:module';
import { createEngine } from '../../src/app/engine';
import { ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { startLocalStore } from '../local-store';
import { loadForCommand, siteRoot } from '../site-folder';

/** The browser driver the audit needs: a dev dependency of the engine, so an installed site may lack it. */
export const PLAYWRIGHT = 'playwright-core';
const requireHere = createRequire(import.meta.url);

/** What to do when playwright-core cannot be found: install it, and Debian's Chromium beside it (no browser is downloaded). */
export function playwrightMissingMessage(): string {
  return (
    `audit-links drives Chromium through ${PLAYWRIGHT}, which is not installed here. Run npm i -D ${PLAYWRIGHT}@1 in the site's folder ` +
    "(next to site.config.yaml), and install Chromium from your system's packages (apt-get install chromium; CHROMIUM_PATH names another binary)."
  );
}

/** Follow every outbound link of the built site in Chromium and check the tracking it carries. */
export const command: Command = {
  spec: {
    name: 'audit-links',
    summary: 'follow every outbound link in Chromium and check its tracking values (needs playwright-core and Chromium)',
    options: { ...ROOT_OPTION },
  },
  run: (values) => runAudit(values),
};

/** The command, with how playwright-core is found passed in (the tests pass one that finds nothing). */
export async function runAudit(values: Record<string, string | boolean | undefined>, resolve: (name: string) => string = requireHere.resolve): Promise<number> {
  process.env.NODE_ENV = 'production';
  const root = siteRoot(values.root);
  const { model } = loadForCommand(root, 'run the audit');
  // Checked before the audit's module loads it: a missing package is one line saying what to run, not a stack trace.
  try {
    resolve(PLAYWRIGHT);
  } catch {
    console.error(playwrightMissingMessage());
    return 1;
  }
  const { auditLinks } = await import('../../audit/audit-links');
  return auditLinks(createEngine(model, { root, startLocalStore, log: { log: () => {}, error: console.error } }));
}
