import { describe, expect, it } from 'vitest';
import { moneyTexts } from '../../src/lib/money-text';

/** What the rule finds in a text: each amount as written, its rand and the format that writes it back. */
const found = (text: string) => moneyTexts(text).map(({ text: written, rand, format }) => `${written} = ${rand} ${format}`);

describe('amounts of money written into a text (LE709)', () => {
  it('finds rand as the shipped pages typed it, in English, Afrikaans and isiZulu', () => {
    expect(found('R1,200')).toEqual(['R1,200 = 1200 rand']);
    expect(found('from R50,000 to R5 million, with no credit checks')).toEqual(['R50,000 = 50000 rand', 'R5 million = 5000000 rand-words']);
    expect(found('van R50,000 tot R5 miljoen')).toEqual(['R50,000 = 50000 rand', 'R5 miljoen = 5000000 rand-words']);
    expect(found('kusuka ku-R50,000 kuya ku-R5 million')).toEqual(['R50,000 = 50000 rand', 'R5 million = 5000000 rand-words']);
    expect(found('Float ZAR 500K')).toEqual(['ZAR 500K = 500000 rand']);
  });

  it('reads every way of grouping and of writing cents', () => {
    expect(found('R 50 000 or R\u00a050\u00a0000 or R\u202f50\u202f000')).toEqual([
      'R 50 000 = 50000 rand',
      'R\u00a050\u00a0000 = 50000 rand',
      'R\u202f50\u202f000 = 50000 rand',
    ]);
    expect(found('R457,68, R6,399.75, R 1 280,00 and R49.00')).toEqual([
      'R457,68 = 457.68 rand',
      'R6,399.75 = 6399.75 rand',
      'R 1 280,00 = 1280 rand-cents',
      'R49.00 = 49 rand-cents',
    ]);
    expect(found('ZAR 450, 1 200 rand, 5 million Rand')).toEqual(['ZAR 450 = 450 rand', '1 200 rand = 1200 rand', '5 million Rand = 5000000 rand-words']);
    expect(found('R5m, R2.5bn, R5 MILLION, R300 thousand')).toEqual([
      'R5m = 5000000 rand-words',
      'R2.5bn = 2500000000 rand-words',
      'R5 MILLION = 5000000 rand-words',
      'R300 thousand = 300000 rand',
    ]);
    // At the boundary: R1 million is written back in words; R999 thousand, under a million, in figures.
    expect(found('R1 million, R999 thousand')).toEqual(['R1 million = 1000000 rand-words', 'R999 thousand = 999000 rand']);
    expect(found('FROM R450 PER BID')).toEqual(['R450 = 450 rand']);
  });

  it('says where each amount starts, to point validate at it', () => {
    expect(moneyTexts('We fund from R50,000 to R5 million.').map((money) => money.index)).toEqual([13, 24]);
  });

  it('leaves alone texts about money with no amount, counts, codes, placeholders and roads', () => {
    for (const text of [
      'Prices in rand (ZAR or R), VAT inclusive unless stated.',
      'Finance amounts, percentages and time frames describe what is available.',
      'We have 15 000 suppliers and wait 30, 60 or 90 days.',
      'Up to 100% return per year, 24/7',
      'Project code MD75167, MDSOLAR20240119, R2D2, R&D',
      'From ZAR {bakkieFrom} or {fundingFrom:rand} to {fundingUpTo:rand-words}',
      'Take the R21 highway, or turn off the R300 at Kuils River.',
      'https://example.com/R500',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });

  it('still finds a price after "the" that is no road', () => {
    expect(found('Pay the R199 setup fee once.')).toEqual(['R199 = 199 rand']);
  });
});
