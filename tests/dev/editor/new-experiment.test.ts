import { describe, expect, it } from 'vitest';
import { newExperiment } from '../../../dev/editor/new-experiment';

describe('a new experiment in the editor (issue 57, item 0)', () => {
  it('is paused, named after its page, with a control and a second variant at 50 % each', () => {
    expect(newExperiment('pages/tour.yaml', [])).toEqual({
      id: 'tour-test',
      status: 'paused',
      variants: [
        { id: 'control', weight: 50 },
        { id: 'b', weight: 50 },
      ],
    });
  });

  it('takes the next free number when the page has that id already', () => {
    expect(newExperiment('pages/tour.yaml', [{ id: 'tour-test' }, { id: 'tour-test-2' }]).id).toBe('tour-test-3');
  });

  it('is named after a .yml page too, and after the first 30 characters of a long file name', () => {
    expect(newExperiment('pages/tour.yml', []).id).toBe('tour-test');
    expect(newExperiment('pages/solar-loans-for-small-farms-in-the-western-cape.yaml', []).id).toBe('solar-loans-for-small-farms-in-test');
  });

  it('reads the ids of a list still being written: an empty item or one without an id takes no name', () => {
    expect(newExperiment('pages/tour.yaml', [null, {}, { id: 'tour-test' }]).id).toBe('tour-test-2');
  });
});
