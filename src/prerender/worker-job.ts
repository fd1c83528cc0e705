import type { SiteModel } from '../config/model';
import type { SiteContent } from '../content/site-content';
import type { Assets } from '../render/document';
import type { BatchResult } from './write-pages';

/** What the main thread hands a render thread (plain data: the model crosses by structured clone). */
export interface WorkerJob {
  model: SiteModel;
  assets: Assets;
  content: SiteContent;
  outDir: string;
  paths: string[];
  batchSize: number;
}

export type WorkerMessage = { type: 'batch'; batch: BatchResult } | { type: 'done' };
