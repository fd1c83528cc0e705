import { checkPortFree, listenErrorMessage } from '../src/server/port-check';
import { otherPort } from './other-port';

/**
 * Start a tool's server on a loopback port (dev, edit): a busy port gives one line with the fix,
 * before anything starts. `start` gives the line to print once it listens.
 */
export async function startOnLoopback(command: 'dev' | 'edit', port: number, start: () => Promise<string>): Promise<number> {
  const again = otherPort(command);
  try {
    await checkPortFree(port, again, '127.0.0.1');
    console.log(await start());
    return 0;
  } catch (error) {
    console.error(listenErrorMessage(error, port, again));
    return 1;
  }
}
