import { describe, expect, it } from 'vitest';
import { liveAfterCheck, livePageAddress, previewVariants, SAVED_PAGE } from '../../../dev/editor/ui/live-draft';

describe('the live page after a check of the newest draft (issue 57)', () => {
  it('a draft that renders is shown at once, with no note', () => {
    expect(liveAfterCheck(SAVED_PAGE, { preview: 'd1', problems: [], conflicts: [] })).toEqual({ draft: 'd1', note: undefined });
    expect(liveAfterCheck({ draft: 'd1', note: 'old' }, { preview: 'd2', problems: [], conflicts: [] })).toEqual({ draft: 'd2', note: undefined });
  });

  it('a draft with problems keeps the last good page and says so, never a blank one', () => {
    expect(liveAfterCheck({ draft: 'd1', note: undefined }, { problems: [{}], conflicts: [] })).toEqual({
      draft: 'd1',
      note: 'The live page shows your last change that worked: fix the 1 problem in the form and it follows your changes again.',
    });
    expect(liveAfterCheck(SAVED_PAGE, { problems: [{}, {}], conflicts: [] })).toEqual({
      draft: undefined,
      note: 'The live page shows the saved page: fix the 2 problems in the form and it follows your changes again.',
    });
  });

  it('a file changed on disk, or problems the saved files had already, are named as the reason', () => {
    expect(liveAfterCheck({ draft: 'd1', note: undefined }, { problems: [], conflicts: ['pages/tour.yaml'] }).note).toBe(
      'The live page shows your last change that worked: pages/tour.yaml changed on disk since the editor read it; reload it to go on.',
    );
    expect(liveAfterCheck(SAVED_PAGE, { problems: [], conflicts: [] }).note).toBe(
      'The live page shows the saved page: the saved files have problems of their own; fix those first to see your changes here.',
    );
  });
});

describe("the live page's address", () => {
  it('a kept draft by its id; the saved page by the number of saves, so each save loads it again', () => {
    expect(livePageAddress('/tour', { draft: 'd1', saves: 3 })).toBe('/tour?draft=d1');
    expect(livePageAddress('/phones/durban', { draft: undefined, saves: 3 })).toBe('/phones/durban?saved=3');
  });
});

describe('the variants the live page offers (issue 57)', () => {
  const page = (experiments: unknown) => ({ name: 'Tour', experiments });
  it("the live experiment's variants, control first as written, from the page as edited", () => {
    const experiments = [
      { id: 'old', status: 'ended', winner: 'b', variants: [{ id: 'control' }, { id: 'b' }] },
      { id: 'tour-hero', status: 'paused', variants: [{ id: 'control' }, { id: 'short' }, { id: '' }] },
    ];
    expect(previewVariants(page(experiments))).toEqual({ experiment: 'tour-hero', variants: ['control', 'short'] });
  });

  it('none for a page without a live experiment, or with one variant', () => {
    expect(previewVariants({ name: 'Tour' })).toBeUndefined();
    expect(previewVariants(page([{ id: 'x', status: 'ended', variants: [{ id: 'control' }, { id: 'b' }] }]))).toBeUndefined();
    expect(previewVariants(page([{ id: 'x', status: 'running', variants: [{ id: 'control' }] }]))).toBeUndefined();
    expect(previewVariants(undefined)).toBeUndefined();
  });

  it('an experiment not named yet (its id still being typed) is called "the experiment"', () => {
    expect(previewVariants(page([{ status: 'running', variants: [{ id: 'control' }, { id: 'b' }] }]))).toEqual({
      experiment: 'the experiment',
      variants: ['control', 'b'],
    });
  });

  it("the live page's address names the variant picked", () => {
    expect(livePageAddress('/tour', { draft: 'd1', saves: 0, variant: 'short' })).toBe('/tour?draft=d1&variant=short');
    expect(livePageAddress('/tour', { draft: undefined, saves: 2, variant: 'short' })).toBe('/tour?saved=2&variant=short');
  });
});
