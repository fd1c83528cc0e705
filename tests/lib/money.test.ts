import { describe, expect, it } from 'vitest';
import { formatZar } from '../../src/lib/money';

describe('formatZar', () => {
  it('groups thousands with commas and leaves whole rands without cents', () => {
    expect(formatZar(0)).toBe('R0');
    expect(formatZar(450)).toBe('R450');
    expect(formatZar(125000)).toBe('R125,000');
    expect(formatZar(1250000)).toBe('R1,250,000');
    expect(formatZar(5_000_000)).toBe('R5,000,000');
  });

  it('shows two decimals when there are cents', () => {
    expect(formatZar(1250000.5)).toBe('R1,250,000.50');
    expect(formatZar(6399.75)).toBe('R6,399.75');
    expect(formatZar(0.05)).toBe('R0.05');
  });

  it('rounds to the cent, so float noise never shows', () => {
    expect(formatZar(0.1 + 0.2)).toBe('R0.30');
    expect(formatZar(999.999)).toBe('R1,000');
    expect(formatZar(12799.499)).toBe('R12,799.50');
  });

  it('puts a minus in front of negative amounts, and none on a negative that rounds to zero', () => {
    expect(formatZar(-1500)).toBe('-R1,500');
    expect(formatZar(-0.001)).toBe('R0');
  });

  it('refuses amounts that are not numbers of rand', () => {
    expect(() => formatZar(Number.NaN)).toThrow('formatZar needs a finite number of rand, got NaN');
    expect(() => formatZar(Infinity)).toThrow(RangeError);
  });
});
