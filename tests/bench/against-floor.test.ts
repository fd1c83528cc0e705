import { describe, expect, it } from 'vitest';
import { againstFloor, floorBeforeEach, splitFloorRun } from '../../bench/against-floor';
import type { LighthouseScores } from '../../bench/lighthouse';
import type { PageType } from '../../bench/page-types';

const audit = (performance: number, tbtMs: number, lcpMs: number, mainThreadMs: number): LighthouseScores => ({
  path: '/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 0,
  lcpMs,
  tbtMs,
  cls: 0,
  speedIndexMs: 0,
  mainThreadMs,
  benchmarkIndex: 1700,
  failed: [],
  consoleErrors: [],
});

describe('a page against the floor audited just before it', () => {
  it('takes the median of the paired differences and ratios, and passes within 30 ms TBT, 150 ms LCP and 1.5x main thread', () => {
    const floor = [audit(100, 40, 800, 400), audit(100, 60, 900, 400), audit(100, 50, 850, 500)];
    const page = [audit(100, 60, 950, 560), audit(100, 200, 1000, 600), audit(100, 70, 950, 600)];
    // TBT differences 20, 140, 20; LCP 150, 100, 100; main thread 1.4, 1.5, 1.2.
    expect(againstFloor(page, floor)).toEqual({
      tbtOverFloorMs: 20,
      lcpOverFloorMs: 100,
      mainThreadTimesFloor: 1.4,
      floorAt100: 3,
      pageAt100WithFloor: 3,
      verdicts: { tbt: true, lcp: true, mainThread: true, performance: true },
    });
  });

  it('fails performance when the page scores under 100 in a run where the floor has 100, and ignores runs where the floor has not', () => {
    const floor = [audit(100, 50, 800, 400), audit(98, 50, 800, 400), audit(100, 50, 800, 400)];
    const page = [audit(100, 50, 800, 400), audit(90, 50, 800, 400), audit(99, 50, 800, 400)];
    const result = againstFloor(page, floor);
    expect([result.floorAt100, result.pageAt100WithFloor, result.verdicts.performance]).toEqual([2, 1, false]);
    const floorNever100 = againstFloor([audit(90, 50, 800, 400)], [audit(98, 50, 800, 400)]);
    expect(floorNever100.verdicts.performance).toBeUndefined();
  });

  it('fails each figure just past its margin', () => {
    const result = againstFloor([audit(100, 81, 951, 601)], [audit(100, 50, 800, 400)]);
    expect([result.tbtOverFloorMs, result.lcpOverFloorMs, result.mainThreadTimesFloor]).toEqual([31, 151, 1.5]);
    expect(result.verdicts).toEqual({ tbt: false, lcp: false, mainThread: true, performance: true });
    expect(againstFloor([audit(100, 50, 800, 604)], [audit(100, 50, 800, 400)]).verdicts.mainThread).toBe(false);
  });

  it('refuses page runs without a floor audit each', () => {
    expect(() => againstFloor([audit(100, 0, 0, 1)], [])).toThrow('Each page run needs its floor audit: 1 page runs, 0 floor audits.');
  });
});

describe('the order of one Lighthouse run', () => {
  const type = (key: string): PageType => ({ key, label: key, ids: [key], path: `/${key}` });
  it('puts the floor before every page type and splits the run back', () => {
    const order = floorBeforeEach(type('floor'), [type('home'), type('legal')]).map((t) => t.path);
    expect(order).toEqual(['/floor', '/home', '/floor', '/legal']);
    expect(splitFloorRun(order)).toEqual({ floor: ['/floor', '/floor'], pages: ['/home', '/legal'] });
    expect(() => splitFloorRun(['/floor'])).toThrow('not 1');
  });
});
