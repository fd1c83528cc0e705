import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openSqliteStore } from '../../src/events/sqlite-store';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

/**
 * The site server with its event store, in a process of its own for the durability test to kill.
 * Events need no built pages, so dist/ holds only a stub build. Prints the port once listening.
 */
const UNLIMITED = { perSecond: 1e6, burst: 1e6 };
const [dataDir, distDir] = process.argv.slice(2) as [string, string];
writeStubBuild(distDir);
const store = await openSqliteStore(join(dataDir, 'events.db'));
const server = createSiteServer({ model: shippedModel(), distDir, events: { store }, limits: { eventsPerVisitor: UNLIMITED, eventsPerSecond: UNLIMITED } });
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
