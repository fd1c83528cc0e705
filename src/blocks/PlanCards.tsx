import type { BlockOf } from '../../schemas/blocks';
import { fillCity } from '../lib/city-text';
import { useRenderContext } from '../render/context';
import { Island } from '../render/Island';
import { PlanCardsView } from './PlanCardsView';
import { linkTemplate } from '../render/link-template';

const ORDER_KEYS = ['minutes', 'users', 'setupfee', 'product'] as const;

/** Adapter: reads the site's order template and the city, hands plain props to the island. */
export function PlanCards({ block }: { block: BlockOf<'plan-cards'> }) {
  const { site, city } = useRenderContext();
  const template = linkTemplate(site, block.order.link);
  const missing = ORDER_KEYS.filter((key) => !template.takes.includes(key));
  if (missing.length > 0) {
    throw new Error(`The plan-cards order link "${block.order.link}" must take ${ORDER_KEYS.join(', ')}; add ${missing.join(', ')} to its takes in site.config.yaml.`);
  }
  return (
    <section className="plan-cards" id={block.id}>
      {block.heading && <h2>{fillCity(block.heading, city)}</h2>}
      {block.intro && <p className="plan-cards-intro">{fillCity(block.intro, city)}</p>}
      <Island
        name="plan-cards"
        component={PlanCardsView}
        props={{
          idPrefix: block.id ?? 'plan-cards',
          pricePerMinute: block.pricePerMinute,
          rentalPerUser: block.rentalPerUser,
          bundles: block.bundles,
          labels: block.labels,
          plans: block.plans,
          order: { label: block.order.label, template },
        }}
      />
    </section>
  );
}
