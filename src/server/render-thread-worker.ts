import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
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
  // As bytes, handed over rather than copied: cloning the string took 0.8 ms a page, 40 % of the
  // thread's time at 600 new cities a second (node --cpu-prof, 27 Nov).
  const bytes = encoder.encode(html);
  parentPort!.postMessage({ id: message.id, status, html: bytes }, [bytes.buffer]);
});
parentPort!.postMessage({ ready: true });
