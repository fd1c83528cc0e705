import type { Deal } from '../../schemas/deal';
import { inStandingOrder, type Standing } from './card-order';
import { daysBetween } from './day-text';

/** What the deals block's `pastDelivery:` says to do with a deal whose delivery date has passed. */
export interface PastDeliveryRule {
  /** closed: shown closed (the stage below, no buttons); hidden: left out; open: as the sheet says. */
  show: 'closed' | 'hidden' | 'open';
  /** The stage a closed deal shows in place of the sheet's ("Funding open"). */
  stage: string;
}

/** What the deals block's `closingSoon:` says: a deal delivered within `days` days from today closes soon. */
export interface ClosingSoonRule {
  days: number;
  /** Shown on the card of a deal that closes soon. */
  label: string;
}

/** A deal as its card shows it: open, closing soon, or closed (its delivery date passed and the rule says so). */
export interface ShownDeal {
  deal: Deal;
  standing: Standing;
}

/** The day of `now` as YYYY-MM-DD (UTC): a delivery date is a day, and a few hours either way do not matter. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * True when the deal's delivery date is a day before `today` (both YYYY-MM-DD). A date that could
 * not be read (the cell as written, like "TBC") never has passed: there is nothing to compare.
 */
export function isPastDelivery(deal: Pick<Deal, 'deliveryDate'>, today: string): boolean {
  return isDay(deal.deliveryDate) && deal.deliveryDate < today;
}

/**
 * True when the deal is delivered from today to `days` days after it: funding it is still possible,
 * but not for long. A date that could not be read never closes soon.
 */
export function isClosingSoon(deal: Pick<Deal, 'deliveryDate'>, today: string, days: number): boolean {
  if (!isDay(deal.deliveryDate) || deal.deliveryDate < today) return false;
  return daysBetween(today, deal.deliveryDate) <= days;
}

/** Where a deal stands on `today`, by the block's rules; undefined when the rule leaves it out. */
export function dealStanding(deal: Pick<Deal, 'deliveryDate'>, past: PastDeliveryRule, soon: ClosingSoonRule, today: string): Standing | undefined {
  if (past.show !== 'open' && isPastDelivery(deal, today)) return past.show === 'closed' ? 'closed' : undefined;
  return isClosingSoon(deal, today, soon.days) ? 'closing-soon' : 'open';
}

/**
 * The deals to show, each with where it stands, by the block's rules: open first, then closing
 * soon, then closed (./card-order.ts); deals of one standing keep the order the store gave them.
 */
export function dealsToShow(deals: readonly Deal[], past: PastDeliveryRule, soon: ClosingSoonRule, today: string): ShownDeal[] {
  const shown = deals.flatMap((deal) => {
    const standing = dealStanding(deal, past, soon, today);
    return standing ? [{ deal, standing }] : [];
  });
  return inStandingOrder(shown, (entry) => entry.standing);
}
