import type { OtherPort } from '../src/server/port-check';

/** How to run `command` on another port, in the words the marketer used: `PORT=4174 npm start` or `landing-engine start --port 4174`. */
export function otherPort(command: 'start' | 'dev' | 'edit', env = process.env): OtherPort {
  if (env.npm_lifecycle_event === command) return (port) => `PORT=${port} npm ${command === 'start' ? 'start' : `run ${command}`}`;
  return (port) => `landing-engine ${command} --port ${port}`;
}
