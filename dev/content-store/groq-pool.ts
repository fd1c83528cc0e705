import { Worker } from 'node:worker_threads';

export interface GroqLimits {
  /** Longest a query may take from its arrival, waiting in the queue and thread restarts included. @default 2000 */
  timeoutMs?: number;
  /** Largest result, as JSON bytes. @default 4 MB */
  maxResultBytes?: number;
  /** Queries waiting beyond this are refused at once. @default 32 */
  maxQueued?: number;
  /** Heap of the evaluating thread; a query that needs more fails instead of growing the server. @default 256 MB */
  maxHeapMb?: number;
  /** Sets a query's deadline timer (tests pass one they fire themselves). @default setTimeout and clearTimeout */
  deadlines?: DeadlineTimers;
}

export interface DeadlineTimers {
  set(expire: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: DeadlineTimers = { set: (expire, ms) => setTimeout(expire, ms), clear: (handle) => clearTimeout(handle as NodeJS.Timeout) };

export type GroqJob = { query: string; params: Record<string, unknown>; dataset: unknown[]; sanity: { projectId: string; dataset: string } };
export type GroqOutcome = { ok: true; json: string } | { ok: false; kind: 'timeout' | 'tooLarge' | 'busy' | 'error'; message: string };

type Pending = GroqJob & { id: number; timer: unknown; resolve: (outcome: GroqOutcome) => void };
type FromWorker = { ready: true } | (GroqOutcome & { id: number });

/**
 * GROQ evaluation off the main thread, one query at a time, each with a deadline counted from its
 * arrival: a query still queued then is answered 408 where it stands; one running ends the thread
 * (the only way to stop an evaluation) and a new one is started at once for the next query. Each
 * query's timer is set when it arrives and never moved, so ten heavy queries in a row are all
 * answered at their own deadline, not one after another's (which took many times the deadline:
 * docs/decisions/15-local-content-store.md). The site
 * server in the same process keeps answering pages meanwhile.
 */
export function groqPool({ timeoutMs = 2000, maxResultBytes = 4 * 1024 * 1024, maxQueued = 32, maxHeapMb = 256, deadlines = REAL_TIMERS }: GroqLimits = {}) {
  const queue: Pending[] = [];
  let worker: Worker | undefined;
  let ready = false;
  let running: Pending | undefined;
  let nextId = 0;
  let closed = false;

  function spawn(): void {
    const thread = new Worker(new URL('./groq-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    worker = thread;
    ready = false;
    thread.on('message', (message: FromWorker) => {
      if ('ready' in message) {
        ready = true;
        return next();
      }
      if (!running || running.id !== message.id) return;
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
    const job = running;
    running = undefined;
    deadlines.clear(job.timer);
    job.resolve(outcome);
    next();
  }

  /** A query's deadline: answered where it stands, in the queue or running. */
  function expire(job: Pending) {
    if (running === job) {
      // Ending the thread is what stops the evaluation; a fresh one starts for what is queued.
      void worker?.terminate();
      worker = undefined;
      return finish(timedOut());
    }
    const at = queue.indexOf(job);
    if (at >= 0) queue.splice(at, 1);
    job.resolve(timedOut());
  }

  function next() {
    if (running || closed) return;
    if (!worker) spawn();
    if (!ready) return;
    const job = queue.shift();
    if (!job) return;
    running = job;
    const { resolve: _, timer: __, ...message } = job;
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
        const pending: Pending = { ...job, id: nextId++, resolve, timer: deadlines.set(() => expire(pending), timeoutMs) };
        queue.push(pending);
        next();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) {
        deadlines.clear(job.timer);
        job.resolve(closing());
      }
      if (running) finish(closing());
      await worker?.terminate();
      worker = undefined;
    },
  };
}
