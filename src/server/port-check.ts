import { createServer } from 'node:net';

/** How to run the command again on another port: `PORT=4174 npm start` or `landing-engine start --port 4174`. */
export type OtherPort = (port: number) => string;

/** One line saying the port is taken and how to pick another, for `start` and `dev`. */
export function portBusyMessage(port: number, otherPort: OtherPort): string {
  return `Port ${port} is already in use (another server is running there). Stop it, or use another port: ${otherPort(port + 1)}`;
}

/** Resolves when `port` can be listened on now; rejects with the one-line message when it is taken. */
export function checkPortFree(port: number, otherPort: OtherPort, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new Error(portBusyMessage(port, otherPort)) : error));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The message for a listen error: the one line for a busy port, else the error's own. */
export function listenErrorMessage(error: unknown, port: number, otherPort: OtherPort): string {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? portBusyMessage(port, otherPort) : (error as Error).message;
}
