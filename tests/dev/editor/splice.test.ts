import { describe, expect, it } from 'vitest';
import { spliceAll } from '../../../dev/editor/splice';

describe('splices into a file of the editor', () => {
  it('applies several of different lengths in one step, each at the offsets of the text it was made from', () => {
    // b -> XX (one longer), f and g removed (two shorter), a hyphen put in before i.
    const splices = [
      { from: 1, to: 2, insert: 'XX' },
      { from: 5, to: 7, insert: '' },
      { from: 8, to: 8, insert: '-' },
    ];
    expect(spliceAll('abcdefghij', splices)).toBe('aXXcdeh-ij');
    expect(spliceAll('abcdefghij', [...splices].reverse())).toBe('aXXcdeh-ij');
  });
});
