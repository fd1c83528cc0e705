import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from '../../src/lib/did-you-mean';

describe('editDistance', () => {
  it('counts the insertions, deletions and substitutions between two words', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('', 'ab')).toBe(2);
    expect(editDistance('hero', 'hero')).toBe(0);
    expect(editDistance('hreo', 'hero')).toBe(2);
  });
});

describe('closest and didYouMean', () => {
  it('suggests within two edits for a short word, and within a third of a long one', () => {
    expect(closest('perMinut', ['perMinute', 'rental'])).toBe('perMinute');
    expect(closest('abcdef', ['abcdXY'])).toBe('abcdXY');
    expect(closest('abcdef', ['abcXYZ'])).toBeUndefined();
    expect(closest('abcdefghi', ['abcdefXYZ'])).toBe('abcdefXYZ');
    expect(closest('abcdefghi', ['abcdeWXYZ'])).toBeUndefined();
  });

  it('ignores case, and takes the first of two equally close candidates', () => {
    expect(closest('HERO', ['hero'])).toBe('hero');
    expect(closest('cat', ['bat', 'hat'])).toBe('bat');
  });

  it('writes the suggestion, or nothing', () => {
    expect(didYouMean('shpo', ['shop', 'order'])).toBe(' Did you mean "shop"?');
    expect(didYouMean('zzzzzz', ['shop'])).toBe('');
    expect(didYouMean('shop', [])).toBe('');
  });
});
