import { describe, expect, it } from 'vitest';
import { fillText } from '../../src/lib/placeholders';
import { computeValues } from '../../src/lib/value-sums';

const values = { perMinute: 0.59, rental: 49, fee: 6399.75, share: 0.7, big: 1280 };
const fill = (text: string, city = '') => fillText(text, { city, values });

describe('placeholders in text', () => {
  it('fills {city} with the city text, or nothing', () => {
    expect(fill('Bakkie hire{city}', ' In Durban')).toBe('Bakkie hire In Durban');
    expect(fill('Bakkie hire{city}')).toBe('Bakkie hire');
  });

  it('formats a value as rand, rand with cents, whole rand, cents, percent or a plain number', () => {
    expect(fill('{rental:rand} / {fee:rand} / {rental:rand-cents} / {fee:whole-rand}')).toBe('R49 / R6,399.75 / R49.00 / R6,400');
    expect(fill('{perMinute:cents} a minute, up to {share:percent}, {big} briefings')).toBe('59c a minute, up to 70%, 1,280 briefings');
  });

  it('keeps the placeholders a block fills itself', () => {
    expect(fillText('{minutes} minutes{city}', { city: ' In Durban', values }, ['minutes'])).toBe('{minutes} minutes In Durban');
  });

  it('never returns a raw placeholder it does not know', () => {
    expect(() => fill('Price {perMinut}')).toThrow('Unknown placeholder {perMinut}');
    expect(() => fill('Price {perMinute:cent}')).toThrow('Unknown format in {perMinute:cent}');
  });
});

describe('values worked out from other values', () => {
  it('adds, multiplies and divides in the usual order, without floating-point noise', () => {
    const { values: out, problems } = computeValues({ rental: 49, calls: 310.68, total: '3 * rental + calls', perUser: 'total / 3', pack: '5 * 1279.95', rest: '1 - 0.7' });
    expect(problems).toEqual([]);
    expect(out).toEqual({ rental: 49, calls: 310.68, total: 457.68, perUser: 152.56, pack: 6399.75, rest: 0.3 });
  });

  it('reports an unknown name, a circle and a bad sum once each', () => {
    const { problems } = computeValues({ a: 'b + 1', b: 'a * 2', c: 'rentl * 2', rental: 49, d: '2 +', e: '4 / (2 - 2)' }, (name, known) => (name === 'rentl' && known.includes('rental') ? ' Did you mean "rental"?' : ''));
    expect(problems).toEqual([
      { name: 'a', message: 'a -> b -> a refer to each other in a circle; one of them must be a number.' },
      { name: 'c', message: '"rentl" is not a value defined under values: in site.config.yaml. Did you mean "rental"?' },
      { name: 'd', message: '"2 +" ends too early. Use numbers, value names, + - * / and brackets.' },
      { name: 'e', message: '"4 / (2 - 2)" divides by zero.' },
    ]);
  });
});
