/**
 * Group commit: requests add their events to a queue; one writer commits the whole queue in one
 * transaction when `maxBatch` events wait or `windowMs` after the first one arrived, and each
 * request's promise resolves only after the transaction holding its events committed. So an
 * acknowledged event is a stored event, and a burst costs one WAL append per window rather than
 * one transaction per request. One commit runs at a time; what arrives meanwhile waits for the
 * next one (so a database that is slow or locked makes the batches larger, not more numerous).
 */
export interface GroupCommitOptions<T> {
  /** Writes a batch durably; a rejection fails every request in the batch. */
  commit(batch: readonly T[]): Promise<void>;
  /** @default 4 ms */
  windowMs?: number;
  /** @default 500 */
  maxBatch?: number;
  /** Events waiting beyond this (besides those being committed) are refused: the caller answers 503. @default 20000 */
  maxQueued?: number;
}

export function groupCommit<T>({ commit, windowMs = 4, maxBatch = 500, maxQueued = 20_000 }: GroupCommitOptions<T>) {
  let queue: T[] = [];
  let waiting: { resolve(): void; reject(error: unknown): void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let committing: Promise<void> | undefined;

  function schedule(): void {
    if (committing || queue.length === 0) return;
    if (queue.length >= maxBatch) start();
    else timer ??= setTimeout(start, windowMs);
  }

  function start(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (committing || queue.length === 0) return;
    const batch = queue;
    const done = waiting;
    queue = [];
    waiting = [];
    committing = commit(batch)
      .then(
        () => done.forEach((w) => w.resolve()),
        (error: unknown) => done.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        committing = undefined;
        schedule();
      });
  }

  return {
    /** Resolves once the events are committed; false when the queue is full (nothing queued). */
    add(events: readonly T[]): Promise<void> | false {
      if (queue.length + events.length > maxQueued) return false;
      queue.push(...events);
      const promise = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      schedule();
      return promise;
    },
    /** Commit everything that waits, now (on shutdown); resolves when nothing is left. */
    async drain(): Promise<void> {
      while (committing || queue.length > 0) {
        start();
        await committing;
      }
    },
    get queued() {
      return queue.length;
    },
  };
}
