// The thread that evaluates GROQ for the local content store. Plain JS so it starts without tsx.
// The main thread ends this thread when a query runs past its deadline; here only the result size
// is bounded (measured as the JSON the store would send).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { evaluate, parse } from 'groq-js';

// Pages before queries: on Linux a nice value belongs to one thread, so this lowers only the
// evaluating thread and the main thread keeps the CPU it needs for pages. (Elsewhere it would
// lower the whole process, so it is Linux only.) Nice 5, as the render thread: at nice 19, beside
// eight busy loops in the same session, a small query ran past its 2 s deadline and a build baked
// no testimonials (docs/decisions/42-tests-under-load.md).
if (process.platform === 'linux') {
  try {
    setPriority(5);
  } catch {
    // Not allowed here: the deadline still bounds the query.
  }
}

parentPort.on('message', async ({ id, query, params, dataset, sanity, maxResultBytes }) => {
  try {
    const value = await evaluate(parse(query, { params }), { dataset, params, sanity });
    const json = JSON.stringify((await value.get()) ?? null);
    if (json.length > maxResultBytes) {
      parentPort.postMessage({
        id,
        ok: false,
        kind: 'tooLarge',
        message: `The result is ${json.length} bytes; the local content store sends at most ${maxResultBytes}`,
      });
      return;
    }
    parentPort.postMessage({ id, ok: true, json });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});

// groq-js is loaded: queries may come (their time starts now, not during this thread's start-up).
parentPort.postMessage({ ready: true });
