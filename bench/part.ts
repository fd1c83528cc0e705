import type { SiteModel } from '../src/config/model';
import type { BenchArgs } from './args';

/** A table section as dev/text-table.ts prints it. */
export interface Section {
  headers: string[];
  rows: string[][];
}

/**
 * A measurement in its own file under bench/, hooked into `npm run bench` by one line in PARTS
 * (bench/run.ts). Parts run one after another once the site's own measurements are done (not with
 * --load-only); each prints its sections after the others and writes its results under its key.
 */
export interface BenchPart {
  /** Its key in bench/results.json. */
  key: string;
  /** What the log says while it runs, e.g. 'start-up time of the installed package'. */
  title: string;
  run(context: { model: SiteModel; args: BenchArgs; log: (line: string) => void }): Promise<{ sections: Section[]; results: unknown; notes?: string }>;
}
