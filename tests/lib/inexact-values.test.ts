import { describe, expect, it } from 'vitest';
import { formatRand } from '../../src/lib/money';
import { fillText, FORMATS } from '../../src/lib/placeholders';
import { monthlyPrice } from '../../src/lib/plan-price';
import { computeValues } from '../../src/lib/value-sums';

// Values a marketer may write that a double cannot hold exactly (0.57 is 0.56999999999999995...,
// 1.005 * 100 is 100.49999999999999): every figure below is the one a person works out by hand.
describe('values that are not exact in binary', () => {
  it('show as the cents and rand the marketer wrote', () => {
    expect(FORMATS.cents(0.57)).toBe('57c');
    expect(FORMATS.cents(0.29)).toBe('29c');
    expect(FORMATS['rand-cents'](0.57)).toBe('R0.57');
    expect(FORMATS.percent(0.57)).toBe('57%');
    expect(FORMATS.percent(0.29)).toBe('29%');
  });

  it('round half a cent up, as written: 1.005 is R1.01 and 2.675 is R2.68', () => {
    expect(formatRand(1.005)).toBe('R1.01');
    expect(formatRand(2.675)).toBe('R2.68');
    expect(FORMATS.cents(1.005)).toBe('101c');
    expect(FORMATS['whole-rand'](2.675)).toBe('R3');
  });

  it('keep sums of such values to what the sum is on paper', () => {
    const { values, problems } = computeValues({ perMinute: 0.57, lines: 0.29, both: 'perMinute + lines', triple: '3 * lines', tenth: '0.1 + 0.2' });
    expect(problems).toEqual([]);
    expect(values).toEqual({ perMinute: 0.57, lines: 0.29, both: 0.86, triple: 0.87, tenth: 0.3 });
    expect(FORMATS.cents(values.both!)).toBe('86c');
    expect(FORMATS['rand-cents'](values.tenth!)).toBe('R0.30');
  });

  it('keep a computed value past the cent where it has more: a rate of an eighth stays 0.125', () => {
    expect(computeValues({ share: '1 / 8', monthly: '1279.95 / 12' }).values).toEqual({ share: 0.125, monthly: 106.6625 });
  });

  it('price a plan to the cent: 250 minutes at 57c and 3 lines at R49 is R289.50, 10% off R260.55', () => {
    expect(monthlyPrice({ minutes: 250, users: 3, pricePerMinute: 0.57, rentalPerUser: 49 })).toBe(289.5);
    expect(monthlyPrice({ minutes: 250, users: 3, pricePerMinute: 0.57, rentalPerUser: 49, disc: 0.1 })).toBe(260.55);
    // Each unit price is charged as shown, in whole cents: 1.005 shows as 101c, 2.675 as R2.68,
    // so 100 minutes and one line are 100 x R1.01 + R2.68.
    expect(monthlyPrice({ minutes: 100, users: 1, pricePerMinute: 1.005, rentalPerUser: 2.675 })).toBe(103.68);
  });

  it('print in every format as written, and fill a text the same way', () => {
    expect(FORMATS.percent(0.07)).toBe('7%');
    expect(FORMATS.percent(0.145)).toBe('14.5%');
    expect(FORMATS.number(1.005)).toBe('1.005');
    expect(FORMATS.number(1280.29)).toBe('1,280.29');
    expect(FORMATS.rand(0.29)).toBe('R0.29');
    expect(FORMATS.rand(2.675)).toBe('R2.68');
    expect(FORMATS.rand(1279.95 * 5)).toBe('R6,399.75');
    expect(FORMATS['rand-cents'](1.005)).toBe('R1.01');
    expect(FORMATS['whole-rand'](0.57)).toBe('R1');
    const { values } = computeValues({ perMinute: 0.57, lines: 0.29, both: 'perMinute + lines', rate: '0.1 + 0.2' });
    expect(fillText('Calls {perMinute:cents} a minute, {both:rand-cents} with a line; {rate:percent} off', { city: '', values })).toBe(
      'Calls 57c a minute, R0.86 with a line; 30% off',
    );
  });
});
