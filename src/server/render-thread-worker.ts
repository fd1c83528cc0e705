import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SiteModel } from '../config/model';
import type { SiteContent } from '../content/site-content';
import type { Assets } from '../render/document';
import { createRenderer } from '../render/render-page';
import { fillPattern } from '../routes/pattern';
import { stylesNotIn } from '../core/page-policy';
import { inlineStyleSources } from '../output/security-headers';

/** The render thread (render-thread.ts): one page at a time, as the main thread asks. */
const { model, assets, content } = workerData as { model: SiteModel; assets: Assets; content: SiteContent };
// Pages from the cache before pages made now: on Linux a nice value belongs to one thread, so this
// lowers only the render thread (as the content store's GROQ thread does). Nice 5: when both want
// one core, the main thread gets three times the render thread's share (kernel weights 1024 and
// 335). Nice 19 gave it 68 times, which starved the thread beside other work of the same session
// (Linux schedules a session as one group): with eight busy loops it got about 0.4 % of a core and
// its warm-up below took minutes (docs/decisions/42-tests-under-load.md).
if (process.platform === 'linux') {
  try {
    setPriority(5);
  } catch {
    // Not allowed here: the thread and queue bounds still hold.
  }
}
let render = createRenderer(model, assets, content);
const styles = inlineStyleSources(assets);
const encoder = new TextEncoder();

/**
 * A page compressed here, once, not on the main thread that answers every other request: brotli 5
 * and gzip 6, both cheap; brotli 11 would cut the new cities a second many times over
 * (docs/decisions/40-pages-precompressed.md).
 */
function compressed(html: string): { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> } {
  const bytes = encoder.encode(html);
  return {
    br: own(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })),
    gzip: own(gzipSync(bytes, { level: 6 })),
  };
}

/** Bytes in a memory block of their own, to hand over: a small Buffer may sit in Node's shared pool, which must not leave the thread. */
function own(buffer: Buffer): Uint8Array<ArrayBuffer> {
  const whole = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength && buffer.buffer instanceof ArrayBuffer;
  return whole ? new Uint8Array(buffer.buffer) : new Uint8Array(buffer);
}
parentPort!.on('message', (message: { id: number; path: string; variant?: string } | { content: SiteContent }) => {
  if ('content' in message) return void (render = createRenderer(model, assets, message.content));
  const { status, html } = render(message.path, message.variant);
  // Only the two copies cross, handed over rather than copied (cloning the page as a string was a
  // large share of the thread's time under a flood of new cities: docs/decisions/34-first-view-and-serving.md);
  // the main thread keeps no third.
  const { br, gzip } = compressed(html);
  parentPort!.postMessage({ id: message.id, status, encoded: { br, gzip }, stylesNotHeld: stylesNotIn(html, styles) }, [br.buffer, gzip.buffer]);
});
// Every page with a {city} path made and compressed three times before saying ready, so the first
// visitor's city does not pay for compiling its blocks' render code: with one page of one kind made
// once, a city of another kind took several times as long as later ones; now its render takes as
// long as theirs (docs/decisions/36-crawl-and-memory.md).
const WARM_RENDERS = 3;
for (const entry of model.pages) {
  const city = entry.page.paths.find((path) => path.includes('{city}'));
  try {
    for (let i = 0; city && i < WARM_RENDERS; i++) compressed(render(fillPattern(city, { city: `warm-up-${i}`, product: model.site.products[0] ?? '' })).html);
  } catch {
    // A page that does not render now fails again when asked for, with its own answer.
  }
}
parentPort!.postMessage({ ready: true });
