import type { DealLabels } from '../../schemas/blocks/deals';
import type { Deal } from '../../schemas/deal';
import type { LinkTemplate } from '../../schemas/link-templates';
import { dealFacts } from '../lib/card-facts';
import { FactList } from '../ui/FactList';
import { OutboundLink } from '../ui/OutboundLink';

/** A card button with its template resolved, so the island needs no site model. */
export interface ResolvedCardAction {
  label: string;
  style?: 'primary' | 'secondary' | 'whatsapp';
  template: LinkTemplate;
}

/** One live deal from the content store. Pure: rendered in the browser by the deals island. */
export function DealCard({ deal, labels, actions }: { deal: Deal; labels: DealLabels; actions: readonly ResolvedCardAction[] }) {
  return (
    <article className="deal-card">
      <h3>{deal.title}</h3>
      {deal.subtitle && <p className="deal-subtitle">{deal.subtitle}</p>}
      <FactList facts={dealFacts(deal, labels)} />
      <div className="button-row">
        {actions.map((action) => (
          <OutboundLink key={action.label} template={action.template} values={{ ref: deal.projectCode }} className={`button button-${action.style ?? 'primary'}`}>
            {action.label}
          </OutboundLink>
        ))}
      </div>
    </article>
  );
}
