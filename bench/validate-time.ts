import { loadSite } from '../src/config/load';
import { forgetParses } from '../src/config/parse-cache';

export interface ValidateTiming {
  runs: number;
  medianMs: number;
  firstMs: number;
  minMs: number;
  maxMs: number;
}

/**
 * What `npm run validate` spends on the shipped config: loadSite (read, parse with positions,
 * zod, cross-file checks), median of several runs in this process. The first run, with cold
 * modules and caches, is reported apart because it is what a marketer waits for once.
 */
export function timeValidate(root: string, runs = 9): ValidateTiming {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    forgetParses();
    const started = performance.now();
    const result = loadSite(root);
    times.push(performance.now() - started);
    if (!result.ok) throw new Error('The shipped config is invalid; run npm run validate to see why.');
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return { runs, medianMs: round(sorted[Math.floor(runs / 2)]!), firstMs: round(times[0]!), minMs: round(sorted[0]!), maxMs: round(sorted.at(-1)!) };
}
