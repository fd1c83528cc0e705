import { describe, expect, it } from 'vitest';
import { formatCents, formatNumberIn, formatRand, formatRandIn, formatRandWords, formatRandWordsIn, groupThousands } from '../../src/lib/money';

describe('formatRand', () => {
  it('writes the briefing package prices as the spec does', () => {
    expect(formatRand(1280)).toBe('R1,280');
    expect(formatRand(6399.75)).toBe('R6,399.75');
    expect(formatRand(12799.5)).toBe('R12,799.50');
    expect(formatRand(52000)).toBe('R52,000');
  });

  it('keeps two decimals when asked, so a changing price keeps its shape', () => {
    expect(formatRand(49, { decimals: 'always' })).toBe('R49.00');
    expect(formatRand(1229, { decimals: 'always' })).toBe('R1,229.00');
    expect(formatRand(0, { decimals: 'always' })).toBe('R0.00');
  });

  it('rounds floating-point drift to the nearest cent', () => {
    expect(formatRand(0.1 + 0.2)).toBe('R0.30');
    expect(formatRand(147.49999999999997)).toBe('R147.50');
    expect(formatRand(1.005)).toBe('R1.01');
  });

  it('groups millions and writes negative amounts with a leading minus', () => {
    expect(formatRand(5_000_000)).toBe('R5,000,000');
    expect(formatRand(-15.5)).toBe('-R15.50');
    expect(formatCents(123456789)).toBe('R1,234,567.89');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatRand(Number.NaN)).toThrow('Cannot format NaN as rand: expected a finite number.');
    expect(() => formatCents(1.5)).toThrow('expected a whole number of cents');
  });
});

describe('groupThousands', () => {
  it('puts a comma between every three digits', () => {
    expect(['0', '999', '1,000', '15,000', '100,000'].map((s) => groupThousands(Number(s.replaceAll(',', ''))))).toEqual([
      '0',
      '999',
      '1,000',
      '15,000',
      '100,000',
    ]);
  });
});

describe('money at its edges', () => {
  it('refuses to group a negative or a fractional number', () => {
    expect(() => groupThousands(-1)).toThrow('Cannot group -1: expected a whole number of at least 0.');
    expect(() => groupThousands(1.5)).toThrow('Cannot group 1.5: expected a whole number of at least 0.');
  });

  it('writes cents without a decimals option as auto', () => {
    expect(formatCents(4900)).toBe('R49');
    expect(formatCents(-1550)).toBe('-R15.50');
  });
});

describe('money and numbers in another language (decision 45)', () => {
  it('writes rand and numbers as Afrikaans does, with no-break spaces and a decimal comma', () => {
    expect(formatRandIn('af', 1280)).toBe('R\u00a01\u00a0280');
    expect(formatRandIn('af', 6399.75)).toBe('R\u00a06\u00a0399,75');
    expect(formatRandIn('af', 49, { decimals: 'always' })).toBe('R\u00a049,00');
    expect(formatNumberIn('af', 1280.5)).toBe('1\u00a0280,5');
  });

  it('keeps the hand-made formats without a locale, as the default language writes them', () => {
    expect(formatRandIn(undefined, 1280)).toBe('R1,280');
    expect(formatRandIn(undefined, 49, { decimals: 'always' })).toBe('R49.00');
    expect(formatNumberIn(undefined, 1280)).toBe('1,280');
  });
});

describe('rand with millions in words (rand-words, issue 56)', () => {
  it('writes round millions and billions in words, as the English pages do, and any other amount as rand', () => {
    expect(formatRandWords(5_000_000)).toBe('R5 million');
    expect(formatRandWords(2_500_000)).toBe('R2.5 million');
    expect(formatRandWords(12_340_000)).toBe('R12.34 million');
    expect(formatRandWords(1_000_000_000)).toBe('R1 billion');
    expect(formatRandWords(-5_000_000)).toBe('-R5 million');
    // Not a round number of millions: words would round the price.
    expect(formatRandWords(1_234_567)).toBe('R1,234,567');
    expect(formatRandWords(999_995_000)).toBe('R999,995,000');
    expect(formatRandWords(50_000)).toBe('R50,000');
    expect(formatRandWords(1e12)).toBe('R1,000,000,000,000');
  });

  it('writes them in Afrikaans with its currency spacing and words, and in figures in isiZulu', () => {
    expect(formatRandWordsIn('af', 5_000_000)).toBe('R\u00a05 miljoen');
    expect(formatRandWordsIn('af', 2_500_000)).toBe('R\u00a02,5 miljoen');
    expect(formatRandWordsIn('af', 1_000_000_000)).toBe('R\u00a01 miljard');
    expect(formatRandWordsIn('af', 50_000)).toBe('R\u00a050\u00a0000');
    // CLDR's "5 isigidi" is not how isiZulu counts millions (decision 45).
    expect(formatRandWordsIn('zu', 5_000_000)).toBe('R\u00a05,000,000');
    expect(formatRandWordsIn('zu-ZA', 5_000_000)).toBe('R\u00a05,000,000');
    // No words in CLDR (its long form is "5M"): figures.
    expect(formatRandWordsIn('xh', 5_000_000)).toBe('R\u00a05\u00a0000\u00a0000');
    expect(formatRandWordsIn('xh', 12_340_000)).toBe('R\u00a012\u00a0340\u00a0000');
    expect(formatRandWordsIn(undefined, 5_000_000)).toBe('R5 million');
  });
});
