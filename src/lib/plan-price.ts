import { toCents } from './money';

export interface PlanPriceInput {
  /** Prepaid minutes in the chosen bundle. */
  minutes: number;
  /** Users (lines) on the plan. */
  users: number;
  /** Rand per minute, like 0.59. */
  pricePerMinute: number;
  /** Rand per user per month, like 49. */
  rentalPerUser: number;
  /** Discount as a fraction of the total, like 0.1 for 10% off. @default 0 */
  disc?: number;
}

// The discount fraction as whole parts per million keeps the whole sum in integers.
const PPM = 1_000_000;

/**
 * Monthly price in cents: (price per minute x minutes + rental x users) less the discount fraction
 * of that amount, rounded to the nearest cent (half up). Integer arithmetic throughout, so
 * 0.59 x 250 is 14 750 cents exactly, never 147.49999.
 */
export function monthlyPriceCents({ minutes, users, pricePerMinute, rentalPerUser, disc = 0 }: PlanPriceInput): number {
  for (const [name, value] of Object.entries({ minutes, users })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of at least 0, got ${value}.`);
  }
  if (!(disc >= 0 && disc <= 1)) throw new RangeError(`disc is a fraction from 0 to 1 (0.1 for 10% off), got ${disc}.`);
  const gross = toCents(pricePerMinute) * minutes + toCents(rentalPerUser) * users;
  const discountPpm = Math.round(disc * PPM);
  const discount = Math.floor((gross * discountPpm + PPM / 2) / PPM);
  return gross - discount;
}

/** Monthly price in rand (see {@link monthlyPriceCents}); exact to the cent. */
export function monthlyPrice(input: PlanPriceInput): number {
  return monthlyPriceCents(input) / 100;
}
