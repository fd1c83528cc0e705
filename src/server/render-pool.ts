import type { SiteContent } from '../content/site-content';

/** One page to render: the canonical path, and the live experiment's variant when not the control. */
export interface RenderJob {
  path: string;
  variant?: string;
}
export interface Rendered {
  status: number;
  /** The page as rendered (a stand-in, or the main thread when no render thread could start). */
  html?: string;
  /** Its brotli and gzip copies, made on the render thread (handed over, not copied). */
  encoded?: { br: Uint8Array; gzip: Uint8Array };
  /** The sources of the site's inline styles the page does not hold (src/core/page-policy.ts), found where the page was made. */
  stylesNotHeld?: string[];
}

/** Where a render runs: a worker thread (render-thread.ts), or in tests a stand-in. */
export interface RenderThread {
  render(job: RenderJob): Promise<Rendered>;
  /** Settles once the thread can render (or has given way to rendering on the main thread). */
  ready?: Promise<void>;
  setContent(content: SiteContent): void;
  close(): Promise<void>;
}

/**
 * At most `threads` renders at once, each on a thread of its own, and at most `queue` waiting for
 * one; a request past both is told 'busy' at once (the server answers 503). Threads start on the
 * first render, so a site whose pages are all prerendered never pays for one. A thread that fails
 * answers its render with the error and is replaced for the next. `warm` starts them at once.
 */
export function renderPool({ threads, queue, start }: { threads: number; queue: number; start: () => RenderThread }) {
  const idle: RenderThread[] = [];
  const waiting: { job: RenderJob; resolve(result: Rendered): void; reject(error: unknown): void }[] = [];
  let started = 0;
  let content: SiteContent | undefined;
  const all = new Set<RenderThread>();

  const startOne = (): RenderThread => {
    const thread = start();
    started += 1;
    all.add(thread);
    if (content) thread.setContent(content);
    return thread;
  };

  function next(): void {
    while (waiting.length > 0) {
      let thread = idle.pop();
      if (!thread && started < threads) thread = startOne();
      if (!thread) return;
      const { job, resolve, reject } = waiting.shift()!;
      const used = thread;
      used.render(job).then(
        (result) => {
          idle.push(used);
          resolve(result);
          next();
        },
        (error: unknown) => {
          // A broken thread is not reused: the next render starts a fresh one.
          all.delete(used);
          started -= 1;
          void used.close();
          reject(error);
          next();
        },
      );
    }
  }

  return {
    /** The page, rendered off the event loop; 'busy' when every thread and queue place is taken. */
    render(job: RenderJob): Promise<Rendered> | 'busy' {
      const free = idle.length > 0 || started < threads;
      if (!free && waiting.length >= queue) return 'busy';
      const promise = new Promise<Rendered>((resolve, reject) => waiting.push({ job, resolve, reject }));
      next();
      return promise;
    },
    /**
     * Start every thread now, before any page is asked for: a thread takes seconds to load React
     * and the model, which the first unlisted city waited for (issue 40; docs/decisions/40-pages-precompressed.md).
     */
    warm(): Promise<void> {
      while (started < threads) idle.push(startOne());
      return Promise.all([...all].map((thread) => thread.ready ?? Promise.resolve())).then(() => {});
    },
    /** The content pages show from now on (testimonials arrive after the server starts). */
    setContent(arrived: SiteContent): void {
      content = arrived;
      for (const thread of all) thread.setContent(arrived);
    },
    async close(): Promise<void> {
      await Promise.all([...all].map((thread) => thread.close()));
    },
  };
}
