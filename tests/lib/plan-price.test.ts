import { describe, expect, it } from 'vitest';
import { formatRand } from '../../src/lib/money';
import { monthlyPrice, monthlyPriceCents } from '../../src/lib/plan-price';

const constants = { pricePerMinute: 0.59, rentalPerUser: 49 };
const bundles = [0, 100, 250, 400, 550, 700, 850, 1000, 1500, 2000];

// Worked out by hand from the spec: 0.59 x minutes + 49 x users, for each plan's users.
const expected: Record<string, { users: number; prices: string[] }> = {
  Lite: { users: 1, prices: ['R49.00', 'R108.00', 'R196.50', 'R285.00', 'R373.50', 'R462.00', 'R550.50', 'R639.00', 'R934.00', 'R1,229.00'] },
  'Team 3x': { users: 3, prices: ['R147.00', 'R206.00', 'R294.50', 'R383.00', 'R471.50', 'R560.00', 'R648.50', 'R737.00', 'R1,032.00', 'R1,327.00'] },
  'Grow 5x': { users: 5, prices: ['R245.00', 'R304.00', 'R392.50', 'R481.00', 'R569.50', 'R658.00', 'R746.50', 'R835.00', 'R1,130.00', 'R1,425.00'] },
};

describe('monthly price of every plan and bundle', () => {
  for (const [plan, { users, prices }] of Object.entries(expected)) {
    bundles.forEach((minutes, i) => {
      it(`${plan} with ${minutes} minutes costs ${prices[i]}`, () => {
        const price = monthlyPrice({ ...constants, minutes, users });
        expect(formatRand(price, { decimals: 'always' })).toBe(prices[i]);
        // Exact cents, no floating-point drift: 59c a minute and 4 900c a user.
        expect(monthlyPriceCents({ ...constants, minutes, users })).toBe(59 * minutes + 4900 * users);
      });
    });
  }
});

describe('discount', () => {
  it('takes the disc fraction off the whole amount', () => {
    // Team 3x, 250 minutes: R294.50 less 10% = R265.05.
    expect(monthlyPrice({ ...constants, minutes: 250, users: 3, disc: 0.1 })).toBe(265.05);
    expect(monthlyPrice({ ...constants, minutes: 0, users: 1, disc: 1 })).toBe(0);
  });

  it('rounds a half cent of discount up', () => {
    // 100 minutes, 1 user = R108.00; 12.5% of 10 800c is 1 350c; 0.5% of 10 800c is 54c.
    expect(monthlyPriceCents({ ...constants, minutes: 100, users: 1, disc: 0.125 })).toBe(9450);
    expect(monthlyPriceCents({ ...constants, minutes: 1, users: 0, disc: 0.5 })).toBe(29); // 59c less 29.5c rounded to 30c
  });

  it('says what is wrong with an impossible input', () => {
    expect(() => monthlyPrice({ ...constants, minutes: 2.5, users: 1 })).toThrow('minutes must be a whole number of at least 0, got 2.5.');
    expect(() => monthlyPrice({ ...constants, minutes: 0, users: 1, disc: 10 })).toThrow('disc is a fraction from 0 to 1 (0.1 for 10% off), got 10.');
  });
});
