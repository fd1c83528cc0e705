import type { DealLabels } from '../../schemas/blocks/deals';
import type { Deal } from '../../schemas/deal';
import type { ResolvedLink } from '../../schemas/fields';
import { dealFacts } from '../lib/card-facts';
import type { Standing } from '../lib/card-order';
import { FactList } from '../ui/FactList';
import { OutboundLink } from '../ui/OutboundLink';

/** A card button, resolved on the server: the card adds ref = its project code. */
export type ResolvedCardAction = ResolvedLink;

const CARD_CLASS: Record<Standing, string> = { open: 'deal-card', 'closing-soon': 'deal-card is-closing-soon', closed: 'deal-card is-closed' };

/**
 * One live deal from the content store. Pure: rendered in the browser by the deals island. A closed
 * deal (its delivery date passed; the block's pastDelivery rule) shows `closedStage` and no buttons;
 * one that closes soon (the block's closingSoon rule) shows `soonLabel` above its title.
 */
export function DealCard({
  deal,
  labels,
  actions,
  standing,
  closedStage,
  soonLabel,
  locale,
}: {
  deal: Deal;
  labels: DealLabels;
  actions: readonly ResolvedCardAction[];
  standing: Standing;
  closedStage: string;
  soonLabel: string;
  locale?: string | undefined;
}) {
  const closed = standing === 'closed';
  return (
    <article className={CARD_CLASS[standing]}>
      {standing === 'closing-soon' && <p className="deal-soon">{soonLabel}</p>}
      <h3>{deal.title}</h3>
      {deal.subtitle && <p className="deal-subtitle">{deal.subtitle}</p>}
      <FactList facts={dealFacts(closed ? { ...deal, stage: closedStage } : deal, labels, locale)} />
      {!closed && (
        <div className="button-row">
          {actions.map((action) => (
            <OutboundLink key={action.label} link={action} values={{ ref: deal.projectCode }} className={`button button-${action.style}`}>
              {action.label}
            </OutboundLink>
          ))}
        </div>
      )}
    </article>
  );
}
