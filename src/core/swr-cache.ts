/**
 * One value read from upstream and kept briefly: fresh for `freshMs`, then served stale for up to
 * `staleMs` more while a single refresh runs in the background. Callers that arrive while a read is
 * under way share it, so a traffic spike costs one upstream query. A failed refresh keeps the stale
 * value, and a failed read with an older value still gives that value (stale-if-error); with
 * nothing to fall back on the caller gets the error.
 *
 * A read started for callers (not a background refresh) is aborted when every one of them has gone.
 */
export interface SwrOptions {
  freshMs: number;
  staleMs: number;
  now?: () => number;
}

type Loader<T> = (signal: AbortSignal) => Promise<T>;

export function swrCache<T>(load: Loader<T>, { freshMs, staleMs, now = Date.now }: SwrOptions) {
  let value: { data: T; at: number } | undefined;
  let inFlight: { promise: Promise<T>; waiters: number; controller: AbortController; background: boolean } | undefined;

  function start(background: boolean) {
    const controller = new AbortController();
    const promise = load(controller.signal).then(
      (data) => {
        value = { data, at: now() };
        return data;
      },
      (error: unknown) => {
        throw error;
      },
    );
    const current = { promise, waiters: 0, controller, background };
    inFlight = current;
    promise.then(
      () => void (inFlight === current && (inFlight = undefined)),
      () => void (inFlight === current && (inFlight = undefined)),
    );
    return current;
  }

  return {
    /** The value, fresh or stale; `signal` says when this caller no longer wants it. */
    async get(signal?: AbortSignal): Promise<T> {
      const age = value ? now() - value.at : Infinity;
      if (value && age <= freshMs) return value.data;
      if (value && age <= freshMs + staleMs) {
        if (!inFlight) start(true).promise.catch(() => {});
        return value.data;
      }
      const read = inFlight ?? start(false);
      read.waiters += 1;
      const leave = () => {
        read.waiters -= 1;
        if (read.waiters === 0 && !read.background) read.controller.abort(new Error('Every client waiting for this content went away'));
      };
      signal?.addEventListener('abort', leave, { once: true });
      try {
        return await read.promise;
      } catch (error) {
        if (value && !signal?.aborted) return value.data;
        throw error;
      } finally {
        if (!signal?.aborted) {
          signal?.removeEventListener('abort', leave);
          read.waiters -= 1;
        }
      }
    },
  };
}
