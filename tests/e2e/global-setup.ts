import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { shippedModel, ROOT } from '../helpers/load-fixture';
import { createSiteServer } from '../../src/server/server';
import { join } from 'node:path';

/** Build the client once, serve the site on a free loopback port for every browser test. */
export default async function setup(project: TestProject) {
  await build({ root: ROOT, logLevel: 'warn', configLoader: 'runner' });
  const server = createSiteServer({ model: shippedModel(), distDir: join(ROOT, 'dist') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://localhost:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
