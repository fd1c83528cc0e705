import { describe, expect, it } from 'vitest';
import { nextIndex } from '../../src/lib/carousel-index';

describe('nextIndex', () => {
  it('moves forward and back inside the carousel', () => {
    expect(nextIndex(0, 3, 1)).toBe(1);
    expect(nextIndex(2, 3, -1)).toBe(1);
  });

  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(nextIndex(2, 3, 1)).toBe(0);
    expect(nextIndex(0, 3, -1)).toBe(2);
  });

  it('wraps steps larger than the carousel', () => {
    expect(nextIndex(1, 3, 7)).toBe(2);
    expect(nextIndex(1, 3, -7)).toBe(0);
  });

  it('stays on the only slide of a one-slide carousel', () => {
    expect(nextIndex(0, 1, 1)).toBe(0);
    expect(nextIndex(0, 1, -1)).toBe(0);
  });

  it('answers 0 for an empty carousel instead of NaN', () => {
    expect(nextIndex(0, 0, 1)).toBe(0);
    expect(nextIndex(3, -2, 1)).toBe(0);
  });
});
