import { Worker } from 'node:worker_threads';
import type { SiteModel } from '../config/model';
import type { SiteContent } from '../content/site-content';
import { createRenderer } from '../render/render-page';
import type { Assets } from '../render/document';
import type { RenderJob, Rendered, RenderThread } from './render-pool';

type FromThread = { ready: true } | { id: number; status: number; encoded: { br: Uint8Array; gzip: Uint8Array }; stylesNotHeld: string[] };

/**
 * A render thread: the renderer on a worker thread of its own, so rendering a page on demand never
 * holds the event loop that answers prerendered pages. The model, assets and content cross by
 * structured clone, as in the prerender's threads. A thread that cannot start (no tsx loader, say)
 * is replaced by rendering here, on the main thread, with a line in the log.
 */
export function renderThread(model: SiteModel, assets: Assets, content: SiteContent, log: (message: string) => void = console.error): RenderThread {
  // React's production build, as the prerender renders with (the build sets NODE_ENV), whatever
  // the process was started with: with the development build the thread made about half as many
  // pages a second (the bench does not set NODE_ENV; docs/decisions/34-first-view-and-serving.md).
  const env = { ...process.env, NODE_ENV: 'production' };
  // A young generation of 6 MB, not V8's default, which the thread grew to and held idle (issue 40,
  // idle RSS; docs/decisions/36-crawl-and-memory.md): a page's garbage dies young, within one render.
  const resourceLimits = { maxYoungGenerationSizeMb: 6 };
  const worker = new Worker(new URL('./render-thread-entry.mjs', import.meta.url), { workerData: { model, assets, content }, env, resourceLimits });
  // The server, not this thread, keeps the process alive; the server's close ends it.
  worker.unref();
  const pending = new Map<number, { resolve(result: Rendered): void; reject(error: unknown): void }>();
  const jobs = new Map<number, RenderJob>();
  let nextId = 0;
  let fallback: ReturnType<typeof createRenderer> | undefined;
  let ready = false;
  let latest = content;
  let settleReady: () => void = () => {};
  const whenReady = new Promise<void>((resolve) => (settleReady = resolve));

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (message: FromThread) => {
    if ('ready' in message) {
      ready = true;
      return settleReady();
    }
    pending.get(message.id)?.resolve({ status: message.status, encoded: message.encoded, stylesNotHeld: message.stylesNotHeld });
    pending.delete(message.id);
  });
  worker.on('error', (error: Error) => {
    if (ready) return failAll(error);
    log(`The render thread did not start (${error.message}); pages are rendered on demand on the main thread.`);
    fallback = createRenderer(model, assets, latest);
    for (const [id, { resolve }] of pending) resolve(renderHere(fallback, jobs.get(id)!));
    pending.clear();
    settleReady();
  });
  worker.on('exit', (code) => {
    settleReady();
    failAll(new Error(`The render thread stopped (exit code ${code}).`));
  });

  return {
    ready: whenReady,
    render(job) {
      if (fallback) return Promise.resolve(renderHere(fallback, job));
      const id = nextId++;
      jobs.set(id, job);
      return new Promise<Rendered>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, ...job });
      }).finally(() => jobs.delete(id));
    },
    setContent(arrived) {
      latest = arrived;
      if (fallback) fallback = createRenderer(model, assets, arrived);
      else worker.postMessage({ content: arrived });
    },
    async close() {
      await worker.terminate();
    },
  };
}

function renderHere(render: ReturnType<typeof createRenderer>, job: RenderJob): Rendered {
  const { status, html } = render(job.path, job.variant);
  return { status, html };
}
