import type { Deal } from '../../schemas/deal';

/** What the deals block's `pastDelivery:` says to do with a deal whose delivery date has passed. */
export interface PastDeliveryRule {
  /** closed: shown closed (the stage below, no buttons); hidden: left out; open: as the sheet says. */
  show: 'closed' | 'hidden' | 'open';
  /** The stage a closed deal shows in place of the sheet's ("Funding open"). */
  stage: string;
}

/** A deal as its card shows it: closed when its delivery date has passed and the rule says so. */
export interface ShownDeal {
  deal: Deal;
  closed: boolean;
}

/** The day of `now` as YYYY-MM-DD (UTC): a delivery date is a day, and a few hours either way do not matter. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * True when the deal's delivery date is a day before `today` (both YYYY-MM-DD). A date that could
 * not be read (the cell as written, like "TBC") never has passed: there is nothing to compare.
 */
export function isPastDelivery(deal: Pick<Deal, 'deliveryDate'>, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(deal.deliveryDate) && deal.deliveryDate < today;
}

/** The deals to show, in their order, each with whether it shows closed, by the block's rule. */
export function dealsToShow(deals: readonly Deal[], rule: PastDeliveryRule, today: string): ShownDeal[] {
  if (rule.show === 'open') return deals.map((deal) => ({ deal, closed: false }));
  const shown = deals.map((deal) => ({ deal, closed: isPastDelivery(deal, today) }));
  return rule.show === 'hidden' ? shown.filter((entry) => !entry.closed) : shown;
}
