import { createServer } from 'node:net';

/** One line saying the port is taken and how to pick another, for `npm start` and `npm run dev`. */
export function portBusyMessage(port: number, command: string): string {
  return `Port ${port} is already in use (another server is running there). Stop it, or use another port: PORT=${port + 1} ${command}`;
}

/** Resolves when `port` can be listened on now; rejects with the one-line message when it is taken. */
export function checkPortFree(port: number, command: string, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(portBusyMessage(port, command)) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The message for a listen error: the one line for a busy port, else the error's own. */
export function listenErrorMessage(error: unknown, port: number, command: string): string {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? portBusyMessage(port, command) : (error as Error).message;
}
