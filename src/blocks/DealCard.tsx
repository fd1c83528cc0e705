import type { DealLabels } from '../../schemas/blocks/deals';
import type { Deal } from '../../schemas/deal';
import type { ResolvedLink } from '../../schemas/fields';
import { dealFacts } from '../lib/card-facts';
import { FactList } from '../ui/FactList';
import { OutboundLink } from '../ui/OutboundLink';

/** A card button, resolved on the server: the card adds ref = its project code. */
export type ResolvedCardAction = ResolvedLink;

/**
 * One live deal from the content store. Pure: rendered in the browser by the deals island. A closed
 * deal (its delivery date passed; the block's pastDelivery rule) shows `closedStage` and no buttons.
 */
export function DealCard({ deal, labels, actions, closedStage, locale }: { deal: Deal; labels: DealLabels; actions: readonly ResolvedCardAction[]; closedStage?: string | undefined; locale?: string | undefined }) {
  const closed = closedStage !== undefined;
  return (
    <article className={closed ? 'deal-card is-closed' : 'deal-card'}>
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
