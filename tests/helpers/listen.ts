import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Start `server` on a free loopback port and give the port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Close `server` now, kept-alive connections too. */
export async function closeNow(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
