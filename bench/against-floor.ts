import type { LighthouseScores } from './lighthouse';
import type { PageType } from './page-types';
import { spread } from './spread';

/**
 * Issue 38's verdicts: a page is judged on what it costs beyond the floor page audited just before
 * it in the same run, never on absolute milliseconds, which move with the machine and the minute.
 */
export const FLOOR_TARGETS = { tbtOverFloorMs: 30, lcpOverFloorMs: 150, mainThreadTimesFloor: 1.5, performance: 100 } as const;

export interface AgainstFloor {
  /** Median over the runs of the page's figure minus the floor's of the same run, ms. */
  tbtOverFloorMs: number;
  lcpOverFloorMs: number;
  /** Median over the runs of the page's main-thread work (Lighthouse, CPU 4x) over the floor's. */
  mainThreadTimesFloor: number;
  /** Runs in which the floor scored 100, and how many of those the page scored 100 in too. */
  floorAt100: number;
  pageAt100WithFloor: number;
  /** Each true when met; performance is undefined when the floor scored 100 in no run (nothing to judge by). */
  verdicts: { tbt: boolean; lcp: boolean; mainThread: boolean; performance: boolean | undefined };
}

/** One Lighthouse run's order: the floor before every page type, so each page has a floor audited the minute before. */
export const floorBeforeEach = (floor: PageType, types: readonly PageType[]): PageType[] => types.flatMap((type) => [floor, type]);

/** A run audited in floorBeforeEach's order, split back: the floor's audits and the pages', each in the page types' order. */
export function splitFloorRun<T>(run: readonly T[]): { floor: T[]; pages: T[] } {
  if (run.length % 2) throw new Error(`A run with the floor before each page has an even number of audits, not ${run.length}.`);
  return { floor: run.filter((_, i) => i % 2 === 0), pages: run.filter((_, i) => i % 2 === 1) };
}

/** One page's runs against the floor's audits paired with them (same index: same run, the audit just before). */
export function againstFloor(page: readonly LighthouseScores[], floor: readonly LighthouseScores[]): AgainstFloor {
  if (page.length !== floor.length || page.length === 0)
    throw new Error(`Each page run needs its floor audit: ${page.length} page runs, ${floor.length} floor audits.`);
  const paired = (pick: (page: LighthouseScores, floor: LighthouseScores) => number) => spread(page.map((p, i) => pick(p, floor[i]!))).median;
  const tbtOverFloorMs = paired((p, f) => p.tbtMs - f.tbtMs);
  const lcpOverFloorMs = paired((p, f) => p.lcpMs - f.lcpMs);
  const mainThreadTimesFloor = Number(paired((p, f) => p.mainThreadMs / f.mainThreadMs).toFixed(2));
  const floorAt100 = floor.filter((f) => f.performance >= FLOOR_TARGETS.performance).length;
  const pageAt100WithFloor = page.filter((p, i) => floor[i]!.performance >= FLOOR_TARGETS.performance && p.performance >= FLOOR_TARGETS.performance).length;
  return {
    tbtOverFloorMs,
    lcpOverFloorMs,
    mainThreadTimesFloor,
    floorAt100,
    pageAt100WithFloor,
    verdicts: {
      tbt: tbtOverFloorMs <= FLOOR_TARGETS.tbtOverFloorMs,
      lcp: lcpOverFloorMs <= FLOOR_TARGETS.lcpOverFloorMs,
      mainThread: mainThreadTimesFloor <= FLOOR_TARGETS.mainThreadTimesFloor,
      performance: floorAt100 === 0 ? undefined : pageAt100WithFloor === floorAt100,
    },
  };
}
