import { Worker } from 'node:worker_threads';

export interface GroqLimits {
  /** Longest a query may run, and longest it may wait in the queue for a ready thread. @default 2000 */
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
type FromWorker = { ready: true } | (GroqOutcome & { id: number });

/**
 * GROQ evaluation off the main thread, one query at a time, each with a deadline: a query that runs
 * past it ends the thread (the only way to stop a running evaluation) and a new one is started at
 * once for the next query. The site server in the same process keeps answering pages meanwhile.
 * A thread's start-up (loading groq-js) counts against no query's time.
 */
export function groqPool({ timeoutMs = 2000, maxResultBytes = 4 * 1024 * 1024, maxQueued = 32, maxHeapMb = 256 }: GroqLimits = {}) {
  const queue: Pending[] = [];
  let worker: Worker | undefined;
  let ready = false;
  let running: { job: Pending; timer: NodeJS.Timeout } | undefined;
  let nextId = 0;
  let closed = false;

  function spawn(): void {
    const thread = new Worker(new URL('./groq-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    worker = thread;
    ready = false;
    thread.on('message', (message: FromWorker) => {
      if ('ready' in message) {
        ready = true;
        // Time spent waiting for the thread to start is not the queries' fault.
        for (const job of queue) job.deadline = Math.max(job.deadline, Date.now() + timeoutMs);
        return next();
      }
      if (!running || running.job.id !== message.id) return;
      const { id: _, ...outcome } = message;
      finish(outcome);
    });
    // Out of memory or crashed: the query that ran is answered and a new thread takes the next one.
    thread.on('error', (error: Error & { code?: string }) => {
      if (worker === thread) worker = undefined;
      const tooLarge = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish({ ok: false, kind: tooLarge ? 'tooLarge' : 'error', message: tooLarge ? `The query needed more than ${maxHeapMb} MB` : error.message });
    });
    thread.on('exit', () => {
      if (worker === thread) worker = undefined;
    });
    thread.unref();
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
    if (!worker) spawn();
    if (!ready) return;
    let job: Pending | undefined;
    while ((job = queue.shift())) {
      if (job.deadline > Date.now()) break;
      job.resolve(timedOut());
    }
    if (!job) return;
    const timer = setTimeout(() => {
      // Ending the thread is what stops the evaluation; a fresh one starts for what is queued.
      void worker?.terminate();
      worker = undefined;
      finish(timedOut());
    }, timeoutMs);
    running = { job, timer };
    const { resolve: _, deadline: __, ...message } = job;
    worker!.postMessage({ ...message, maxResultBytes });
  }

  const timedOut = (): GroqOutcome => ({ ok: false, kind: 'timeout', message: `The query did not finish within ${timeoutMs} ms` });
  const closing = (): GroqOutcome => ({ ok: false, kind: 'busy', message: 'The local content store is closing' });

  spawn();
  return {
    run(job: GroqJob): Promise<GroqOutcome> {
      if (closed) return Promise.resolve(closing());
      if (queue.length >= maxQueued) return Promise.resolve({ ok: false, kind: 'busy', message: `${maxQueued} queries are already waiting` });
      return new Promise((resolve) => {
        queue.push({ ...job, id: nextId++, deadline: Date.now() + timeoutMs, resolve });
        next();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.resolve(closing());
      if (running) finish(closing());
      await worker?.terminate();
      worker = undefined;
    },
  };
}
