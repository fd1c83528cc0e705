/**
 * npm run content: starts the local content store with the contentStore settings of
 * site.config.yaml (or defaults when there is none yet) and prints its URL.
 * Usage: tsx scripts/content.ts [--port 3999]
 */
import { resolve } from 'node:path';
import { startLocalStore } from '../dev/content-store';
import { readContentStoreConfig } from '../src/content/store-config';

const CONTENT_DIR = resolve('content');

function readConfig() {
  const result = readContentStoreConfig(process.cwd());
  if (!result.ok) {
    for (const problem of result.problems) console.error(problem);
    process.exit(1);
  }
  if (result.note) console.log(result.note);
  return result.config;
}

function portArgument(): number | undefined {
  const index = process.argv.indexOf('--port');
  if (index === -1) return undefined;
  const port = Number(process.argv[index + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port needs a whole number from 0 to 65535, got "${process.argv[index + 1] ?? ''}"`);
    process.exit(1);
  }
  return port;
}

const config = readConfig();
if (!config.local.enabled) {
  console.log('Note: contentStore.local.enabled is false, so the site reads the hosted project, not this store.');
}
try {
  const store = await startLocalStore({
    port: portArgument() ?? config.local.port,
    contentDir: CONTENT_DIR,
    projectId: config.projectId,
    datasets: [config.dataset],
  });
  console.log(`Local content store for project "${config.projectId}", dataset "${config.dataset}": ${store.url}`);
  console.log(`Try: ${store.url}/v${config.apiVersion}/data/query/${config.dataset}?query=${encodeURIComponent('*[_type == "testimonials"]{name}')}`);
  const stop = () => void store.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const err = error as NodeJS.ErrnoException;
  console.error(
    err.code === 'EADDRINUSE'
      ? `Port ${config.local.port} is already in use: stop the other program or set contentStore.local.port in site.config.yaml (or pass --port).`
      : `The local content store did not start: ${err.message}`,
  );
  process.exit(1);
}
