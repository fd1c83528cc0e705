// Worker threads do not inherit tsx from the main thread (and `execArgv: ['--import', 'tsx']` does
// not reach them on Node 20), so the render thread starts here in plain JS and registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread-worker.ts');
