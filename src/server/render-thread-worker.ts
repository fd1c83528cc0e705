import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SiteModel } from '../config/model';
import type { SiteContent } from '../content/site-content';
import type { Assets } from '../render/document';
import { createRenderer } from '../render/render-page';

/** The render thread (render-thread.ts): one page at a time, as the main thread asks. */
const { model, assets, content } = workerData as { model: SiteModel; assets: Assets; content: SiteContent };
// Pages from the cache before pages made now: on Linux a nice value belongs to one thread, so this
// lowers only the render thread (as the content store's GROQ thread does).
if (process.platform === 'linux') {
  try {
    setPriority(19);
  } catch {
    // Not allowed here: the thread and queue bounds still hold.
  }
}
let render = createRenderer(model, assets, content);
const encoder = new TextEncoder();
parentPort!.on('message', (message: { id: number; path: string; variant?: string } | { content: SiteContent }) => {
  if ('content' in message) return void (render = createRenderer(model, assets, message.content));
  const { status, html } = render(message.path, message.variant);
  const bytes = encoder.encode(html);
  // Compressed here, once, not on the main thread that answers every other request: brotli 5
  // (1.3 ms for a 65 KB city page; 11 takes 80) and gzip 6 (1 ms). Only the two copies cross,
  // handed over rather than copied (cloning the page as a string took 0.8 ms, 40 % of the thread's
  // time at 600 new cities a second: node --cpu-prof, 27 Nov); the main thread keeps no third.
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  const gzip = gzipSync(bytes, { level: 6 });
  parentPort!.postMessage({ id: message.id, status, encoded: { br, gzip } }, [br.buffer, gzip.buffer]);
});
parentPort!.postMessage({ ready: true });
