import { Worker } from 'node:worker_threads';

export interface GroqLimits {
  /** Longest a query may take from arrival to answer, queue included. @default 2000 */
  timeoutMs?: number;
  /** Largest result, as JSON bytes. @default 4 MB */
  maxResultBytes?: number;
  /** Queries waiting beyond this are refused at once. @default 32 */
  maxQueued?: number;
  /** Heap of the evaluating thread; a query that needs more fails instead of growing the server. @default 256 MB */
  maxHeapMb?: number;
}

export type GroqJob = { query: string; params: Record<string, unknown>; dataset: unknown[]; sanity: { projectId: string; dataset: string } };
export type GroqOutcome =
  | { ok: true; json: string }
  | { ok: false; kind: 'timeout' | 'tooLarge' | 'busy' | 'error'; message: string };

type Pending = GroqJob & { id: number; deadline: number; resolve: (outcome: GroqOutcome) => void };

/**
 * GROQ evaluation off the main thread, one query at a time, each with a deadline: a query that runs
 * past it ends the thread (the only way to stop a running evaluation) and a new one starts for the
 * next query. The site server in the same process keeps answering pages meanwhile.
 */
export function groqPool({ timeoutMs = 2000, maxResultBytes = 4 * 1024 * 1024, maxQueued = 32, maxHeapMb = 256 }: GroqLimits = {}) {
  const queue: Pending[] = [];
  let worker: Worker | undefined;
  let running: { job: Pending; timer: NodeJS.Timeout } | undefined;
  let nextId = 0;
  let closed = false;

  function spawn(): Worker {
    const thread = new Worker(new URL('./groq-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    thread.on('message', (message: GroqOutcome & { id: number }) => {
      if (!running || running.job.id !== message.id) return;
      const { id: _, ...outcome } = message;
      finish(outcome);
    });
    // Out of memory or crashed: the query that ran is answered and the next one gets a new thread.
    thread.on('error', (error: Error & { code?: string }) => {
      if (worker === thread) worker = undefined;
      const tooLarge = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish({ ok: false, kind: tooLarge ? 'tooLarge' : 'error', message: tooLarge ? `The query needed more than ${maxHeapMb} MB` : error.message });
    });
    thread.on('exit', () => {
      if (worker === thread) worker = undefined;
    });
    thread.unref();
    return thread;
  }

  function finish(outcome: GroqOutcome) {
    if (!running) return;
    clearTimeout(running.timer);
    const { job } = running;
    running = undefined;
    job.resolve(outcome);
    next();
  }

  function next() {
    if (running || closed) return;
    let job: Pending | undefined;
    while ((job = queue.shift())) {
      const left = job.deadline - Date.now();
      if (left > 0) break;
      job.resolve(timedOut());
    }
    if (!job) return;
    worker ??= spawn();
    const timer = setTimeout(() => {
      // Ending the thread is what stops the evaluation; the next query starts a fresh one.
      void worker?.terminate();
      worker = undefined;
      finish(timedOut());
    }, job.deadline - Date.now());
    running = { job, timer };
    const { resolve: _, deadline: __, ...message } = job;
    worker.postMessage({ ...message, maxResultBytes });
  }

  const timedOut = (): GroqOutcome => ({ ok: false, kind: 'timeout', message: `The query did not finish within ${timeoutMs} ms` });

  return {
    run(job: GroqJob): Promise<GroqOutcome> {
      if (closed) return Promise.resolve({ ok: false, kind: 'busy', message: 'The local content store is closing' });
      if (queue.length >= maxQueued) return Promise.resolve({ ok: false, kind: 'busy', message: `${maxQueued} queries are already waiting` });
      return new Promise((resolve) => {
        queue.push({ ...job, id: nextId++, deadline: Date.now() + timeoutMs, resolve });
        next();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ ok: false, kind: 'busy', message: 'The local content store is closing' });
      if (running) finish({ ok: false, kind: 'busy', message: 'The local content store is closing' });
      await worker?.terminate();
      worker = undefined;
    },
  };
}
