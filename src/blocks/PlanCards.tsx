import type { ResolvedBlock } from '../resolve/types';
import { Island } from './Island';
import { PlanCardsView } from './PlanCardsView';

/** Adapter: the section text around the cards, and plain props for the island. */
export function PlanCards({ block }: { block: ResolvedBlock<'plan-cards'> }) {
  return (
    <section className="plan-cards" id={block.id}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="plan-cards-intro">{block.intro}</p>}
      <Island
        name="plan-cards"
        hydrate={block.hydrate}
        component={PlanCardsView}
        props={{
          idPrefix: block.id ?? 'plan-cards',
          pricePerMinute: block.pricePerMinute,
          rentalPerUser: block.rentalPerUser,
          bundles: block.bundles,
          labels: block.labels,
          plans: block.plans,
          order: block.order,
        }}
      />
    </section>
  );
}
