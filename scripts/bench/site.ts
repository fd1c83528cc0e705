import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'vite';
import { loadSite } from '../../src/config/load';
import type { SiteModel } from '../../src/config/model';
import { formatProblem } from '../../src/config/problem';
import { createSiteServer } from '../../src/server/server';

export const ROOT = join(import.meta.dirname, '..', '..');
export const DIST = join(ROOT, 'dist');

export function shippedModel(): SiteModel {
  const result = loadSite(ROOT);
  if (!result.ok) throw new Error(`The shipped config is invalid; run npm run validate:\n${result.problems.map(formatProblem).join('\n')}`);
  return result.model;
}

/** Build the client bundle into dist/ exactly as the e2e tests do. */
export async function buildClient(): Promise<void> {
  await build({ root: ROOT, logLevel: 'warn', configLoader: 'runner' });
}

/** The real site server on a free loopback port. */
export async function serveSite(model: SiteModel): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createSiteServer({ model, distDir: DIST });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
