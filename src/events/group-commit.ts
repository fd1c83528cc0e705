/**
 * Group commit: requests add their events to a queue; one writer commits the whole queue in one
 * transaction when `maxBatch` events wait or `windowMs` after the first one arrived, and each
 * request's promise resolves only after the transaction holding its events committed. So an
 * acknowledged event is a stored event, and a burst costs one fsync-free WAL append per window
 * rather than one transaction per request.
 */
export interface GroupCommitOptions<T> {
  /** Writes a batch durably; throwing fails every request in the batch. */
  commit(batch: readonly T[]): void;
  /** @default 4 ms */
  windowMs?: number;
  /** @default 500 */
  maxBatch?: number;
  /** Events waiting beyond this are refused (the caller answers 503). @default 20000 */
  maxQueued?: number;
}

export function groupCommit<T>({ commit, windowMs = 4, maxBatch = 500, maxQueued = 20_000 }: GroupCommitOptions<T>) {
  let queue: T[] = [];
  let waiting: { resolve(): void; reject(error: unknown): void }[] = [];
  let timer: NodeJS.Timeout | undefined;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    const done = waiting;
    queue = [];
    waiting = [];
    try {
      commit(batch);
    } catch (error) {
      for (const w of done) w.reject(error);
      return;
    }
    for (const w of done) w.resolve();
  }

  return {
    /** Resolves once the events are committed; false when the queue is full (nothing queued). */
    add(events: readonly T[]): Promise<void> | false {
      if (queue.length + events.length > maxQueued) return false;
      queue.push(...events);
      const promise = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      if (queue.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, windowMs);
      return promise;
    },
    /** Commit what waits now (on shutdown). */
    flush,
    get queued() {
      return queue.length;
    },
  };
}
