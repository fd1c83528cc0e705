import { parentPort, workerData } from 'node:worker_threads';
import { createTemplatedRenderer } from './city-templates';
import type { WorkerJob, WorkerMessage } from './worker-job';
import { writePages } from './write-pages';

/** One render thread of the prerender: its share of the paths, in batches, reporting after each. */
const job = workerData as WorkerJob;
const render = createTemplatedRenderer(job.model, job.assets, job.content);
const madeDirs = new Set<string>();
for (let i = 0; i < job.paths.length; i += job.batchSize) {
  const batch = writePages(render, job.outDir, job.paths.slice(i, i + job.batchSize), madeDirs);
  parentPort!.postMessage({ type: 'batch', batch } satisfies WorkerMessage);
}
parentPort!.postMessage({ type: 'done' } satisfies WorkerMessage);
