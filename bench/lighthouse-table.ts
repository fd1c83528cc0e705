import { mark } from '../dev/text-table';
import { FLOOR_TARGETS, type AgainstFloor } from './against-floor';
import type { LighthouseScores } from './lighthouse';
import { showSpread, spread } from './spread';

/** Accessibility and CLS are judged on their own: the floor has nothing to do with them. */
export const LIGHTHOUSE_TARGETS = { accessibility: 100, cls: 0 } as const;

/** One page's Lighthouse runs: every score and timing as min / median / max. */
export function summariseLighthouse(runs: readonly LighthouseScores[]) {
  const of = (pick: (r: LighthouseScores) => number) => spread(runs.map(pick));
  return {
    runs: runs.length,
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    seo: of((r) => r.seo),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    mainThreadMs: of((r) => r.mainThreadMs),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
  };
}
export type LighthouseSummary = ReturnType<typeof summariseLighthouse>;

/** The Lighthouse table: the floor's row in milliseconds, every page's beside it against the floor. */
export function lighthouseSection(
  { label: floorLabel, lighthouse: floor }: { label: string; lighthouse: LighthouseSummary },
  pages: ReadonlyArray<{ label: string; lighthouse: LighthouseSummary; againstFloor: AgainstFloor }>,
) {
  const t = FLOOR_TARGETS;
  const headers = [
    'Lighthouse (mobile), medians',
    'Perf',
    `=${t.performance} with floor`,
    'TBT ms',
    '− floor',
    `≤${t.tbtOverFloorMs}`,
    'LCP ms',
    '− floor',
    `≤${t.lcpOverFloorMs}`,
    'main thread 4x ms',
    '÷ floor',
    `≤${t.mainThreadTimesFloor}`,
    'CLS',
    '=0',
    'A11y',
    '=100',
    'BP',
    'SEO',
    'benchmarkIndex',
  ];
  const median = (value: { median: number }) => String(Math.round(value.median));
  const floorRow = [
    floorLabel,
    showSpread(floor.performance),
    '',
    median(floor.tbtMs),
    '',
    '',
    median(floor.lcpMs),
    '',
    '',
    median(floor.mainThreadMs),
    '',
    '',
    showSpread(floor.cls, 3),
    '',
    showSpread(floor.accessibility),
    '',
    showSpread(floor.bestPractices),
    showSpread(floor.seo),
    showSpread(floor.benchmarkIndex),
  ];
  const rows = pages.map(({ label, lighthouse: lh, againstFloor: vs }) => [
    label,
    showSpread(lh.performance),
    `${vs.pageAt100WithFloor} of ${vs.floorAt100} ${vs.verdicts.performance === undefined ? '–' : mark(vs.verdicts.performance)}`,
    median(lh.tbtMs),
    signed(vs.tbtOverFloorMs),
    mark(vs.verdicts.tbt),
    median(lh.lcpMs),
    signed(vs.lcpOverFloorMs),
    mark(vs.verdicts.lcp),
    median(lh.mainThreadMs),
    vs.mainThreadTimesFloor.toFixed(2),
    mark(vs.verdicts.mainThread),
    showSpread(lh.cls, 3),
    mark(lh.cls.max <= LIGHTHOUSE_TARGETS.cls),
    showSpread(lh.accessibility),
    mark(lh.accessibility.min >= LIGHTHOUSE_TARGETS.accessibility),
    showSpread(lh.bestPractices),
    showSpread(lh.seo),
    median(lh.benchmarkIndex),
  ]);
  return { headers, rows: [floorRow, ...rows] };
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${Math.round(n)}`;
