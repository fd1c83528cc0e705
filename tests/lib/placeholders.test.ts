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
    expect(fillText('{from:rand} to {top:rand-words}', { city: '', values: { from: 50000, top: 5000000 } })).toBe('R50,000 to R5 million');
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
    const { values: out, problems } = computeValues({
      rental: 49,
      calls: 310.68,
      total: '3 * rental + calls',
      perUser: 'total / 3',
      pack: '5 * 1279.95',
      rest: '1 - 0.7',
    });
    expect(problems).toEqual([]);
    expect(out).toEqual({ rental: 49, calls: 310.68, total: 457.68, perUser: 152.56, pack: 6399.75, rest: 0.3 });
  });

  it('reports an unknown name, a circle and a bad sum once each', () => {
    const { problems } = computeValues({ a: 'b + 1', b: 'a * 2', c: 'rentl * 2', rental: 49, d: '2 +', e: '4 / (2 - 2)' }, (name, known) =>
      name === 'rentl' && known.includes('rental') ? ' Did you mean "rental"?' : '',
    );
    expect(problems).toEqual([
      { name: 'a', kind: 'circle', message: 'a -> b -> a refer to each other in a circle; one of them must be a number.' },
      { name: 'c', kind: 'unknown-name', message: '"rentl" is not a value defined under values: in site.config.yaml. Did you mean "rental"?' },
      { name: 'd', kind: 'unreadable', message: '"2 +" ends too early. Use numbers, value names, + - * / and brackets.' },
      { name: 'e', kind: 'divide-by-zero', message: '"4 / (2 - 2)" divides by zero.' },
    ]);
  });
});

describe('placeholders at their edges', () => {
  it('reads names and formats with spaces inside the braces, and a negative plain number', () => {
    expect(fill('{ rental : rand } and { big }')).toBe('R49 and 1,280');
    expect(fillText('{loss} and {tiny}', { city: '', values: { loss: -1280.5, tiny: -0.25 } })).toBe('-1,280.5 and -0.25');
    expect(fillText('{zero}', { city: '', values: { zero: 0 } })).toBe('0');
  });

  it('fills a format on a local name and on city from the values, not as the block or the city', () => {
    expect(fillText('{minutes:rand}', { city: ' In Durban', values: { minutes: 5 } }, ['minutes'])).toBe('R5');
    expect(() => fillText('{city:rand}', { city: ' In Durban', values })).toThrow('Unknown placeholder {city:rand}');
  });

  it('leaves text without braces as it is', () => {
    expect(fillText('No braces here', { city: ' In Durban', values: {} })).toBe('No braces here');
  });
});

describe('sums at their edges', () => {
  it('reads a unary minus, brackets and names with digits', () => {
    const { values: out, problems } = computeValues({ a1: 10, neg: '-a1 + 4', paren: '(a1 + 2) * 3', half: 'a1 / 4' });
    expect(problems).toEqual([]);
    expect(out).toEqual({ a1: 10, neg: -6, paren: 36, half: 2.5 });
  });

  it('says what it cannot read, a bracket left open, and a token out of place', () => {
    const { problems } = computeValues({ a: '2 $ 3', b: '(2 + 3', c: '2 3', d: '* 2', e: '2 + 3 )', f: '1 +   ' });
    expect(problems).toEqual([
      { name: 'a', kind: 'unreadable', message: 'Cannot read "$ 3" in "2 $ 3". Use numbers, value names, + - * / and brackets.' },
      { name: 'b', kind: 'unreadable', message: '"(2 + 3" has a ( without its ). Add the ).' },
      { name: 'c', kind: 'unreadable', message: 'Unexpected "3" in "2 3". Use numbers, value names, + - * / and brackets.' },
      { name: 'd', kind: 'unreadable', message: 'Unexpected "*" in "* 2". Use numbers, value names, + - * / and brackets.' },
      { name: 'e', kind: 'unreadable', message: 'Unexpected ")" in "2 + 3 )". Use numbers, value names, + - * / and brackets.' },
      { name: 'f', kind: 'unreadable', message: '"1 +   " ends too early. Use numbers, value names, + - * / and brackets.' },
    ]);
  });

  it('reports a value that uses a broken one only once, under the broken one', () => {
    const { values: out, problems } = computeValues({ bad: '2 +', uses: 'bad * 2', fine: 3 });
    expect(problems).toEqual([{ name: 'bad', kind: 'unreadable', message: '"2 +" ends too early. Use numbers, value names, + - * / and brackets.' }]);
    expect(out).toEqual({ fine: 3 });
  });

  it('names only the values in the circle, not the one that leads into it', () => {
    const { problems } = computeValues({ start: 'a + 1', a: 'b', b: 'a' });
    expect(problems).toEqual([{ name: 'start', kind: 'circle', message: 'a -> b -> a refer to each other in a circle; one of them must be a number.' }]);
  });

  it('reads a sum 100 brackets deep, and refuses one 101 deep', () => {
    const wrapped = (n: number) => `${'('.repeat(n)}a${')'.repeat(n)}`;
    expect(computeValues({ a: 1, b: wrapped(100) })).toEqual({ values: { a: 1, b: 1 }, problems: [] });
    expect(computeValues({ a: 1, b: wrapped(101) }).problems).toEqual([
      {
        name: 'b',
        kind: 'too-deep',
        message: 'This sum is nested more than 100 levels deep (brackets and minus signs). Write it flatter: a value may name other values.',
      },
    ]);
  });

  it('counts only the brackets around each other, not 150 side by side', () => {
    expect(computeValues({ a: 1, b: Array.from({ length: 150 }, () => '(a)').join(' + ') }).values.b).toBe(150);
  });

  it('works out a chain of 100 values naming each other, and refuses one of 101', () => {
    // Written from the top of the chain down, so each value is first asked for by the one above it.
    const chain = (n: number) => ({ ...Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`v${n - 1 - i}`, `v${n - 2 - i}`])), v0: 1 });
    expect(computeValues(chain(100)).problems).toEqual([]);
    expect(computeValues(chain(100)).values.v99).toBe(1);
    expect(computeValues(chain(101)).problems).toEqual([
      {
        name: 'v100',
        kind: 'too-deep',
        message: 'v100 names v99, which names v98, and so on more than 100 values deep. Write some of them as numbers.',
      },
    ]);
  });

  it('keeps twelve significant digits of a sum', () => {
    expect(computeValues({ big: '123456.789012 * 1' }).values.big).toBe(123456.789012);
  });

  it("takes no name of JavaScript's own for a value: toString is unknown", () => {
    expect(computeValues({ y: 'toString + 1' }).problems).toEqual([
      { name: 'y', kind: 'unknown-name', message: '"toString" is not a value defined under values: in site.config.yaml.' },
    ]);
  });

  it('divides by a value that is not zero, and suggests nothing by default', () => {
    expect(computeValues({ x: '0 / 4', y: '5 - 0', z: '5 * 0' }).values).toEqual({ x: 0, y: 5, z: 0 });
    expect(computeValues({ y: 'nope + 1' }).problems).toEqual([
      { name: 'y', kind: 'unknown-name', message: '"nope" is not a value defined under values: in site.config.yaml.' },
    ]);
  });
});
