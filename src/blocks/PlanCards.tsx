import type { PlanCardsLabels } from '../../schemas/blocks/plan-cards';
import type { ResolvedBlock } from '../resolve/types';
import { idSlug } from '../lib/id-slug';
import { formatNumberIn, formatRandIn } from '../lib/money';
import { monthlyPrice } from '../lib/plan-price';
import { Mark } from '../ui/Mark';
import { OutboundLink } from '../ui/OutboundLink';

type Block = ResolvedBlock<'plan-cards'>;
type Plan = Block['plans'][number];

/** Replace {name} placeholders in a label from YAML. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The plan cards: the section text around them, and a card per plan. */
export function PlanCards({ block }: { block: Block }) {
  const idPrefix = block.id ?? 'plan-cards';
  return (
    <section className="plan-cards" id={block.id}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="plan-cards-intro">{block.intro}</p>}
      <div className="plan-cards-grid">
        {block.plans.map((plan) => (
          <PlanCard key={plan.name} block={block} plan={plan} id={`${idPrefix}-${idSlug(plan.name)}`} />
        ))}
      </div>
    </section>
  );
}

/**
 * One card, with no script: the build writes the price and the order link of every bundle, and
 * the stylesheet (plan-cards.css) shows the pair of the bundle chosen in the selector, so a choice
 * shows its price and order link at once, before any script arrives or where none runs. The
 * feature list is a <details> whose summary reads "Hide" while open and "Show" while closed.
 */
function PlanCard({ block: { pricePerMinute, rentalPerUser, bundles, labels, order, locale }, plan, id }: { block: Block; plan: Plan; id: string }) {
  const users = plan.defaultUsers === 1 ? labels.oneUser : fill(labels.users, { users: formatNumberIn(locale, plan.defaultUsers) });
  const price = (minutes: number) => monthlyPrice({ minutes, users: plan.defaultUsers, pricePerMinute, rentalPerUser, disc: plan.disc });
  // Its line beside the users, when the site wrote one (none has a default: no words fit every business).
  const kind = plan.isPBX ? labels.pbx : labels.noPbx;

  return (
    <article className={`plan-card${plan.isEnterprise ? ' plan-card-enterprise' : ''}`} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{plan.name}</h3>
      <Badges plan={plan} labels={labels} />
      <p className="plan-summary">
        {users}
        {kind !== undefined && <> · {kind}</>}
      </p>

      <label className="plan-minutes-label" htmlFor={`${id}-minutes`}>
        {labels.minutes}
      </label>
      <select id={`${id}-minutes`} className="plan-minutes" defaultValue={plan.defaultMinutes}>
        {bundles.map((bundle) => (
          <option key={bundle} value={bundle}>
            {bundle === 0 ? labels.noMinutes : fill(labels.minutesOption, { minutes: formatNumberIn(locale, bundle) })}
          </option>
        ))}
      </select>

      {/* Polite and atomic: after a change, screen readers read the new price once. */}
      <div className="plan-by-bundle" aria-live="polite" aria-atomic="true">
        {bundles.map((bundle) => (
          <p key={bundle} className="plan-price">
            <span className="plan-price-amount">{formatRandIn(locale, price(bundle), { decimals: 'always' })}</span>{' '}
            <span className="plan-price-period">{labels.perMonth}</span>
          </p>
        ))}
      </div>
      <p className="plan-setup">{fill(labels.setupFee, { amount: formatRandIn(locale, plan.setupFee) })}</p>

      <div className="plan-by-bundle">
        {bundles.map((bundle) => (
          <OutboundLink
            key={bundle}
            link={order}
            values={{ minutes: bundle, users: plan.defaultUsers, setupfee: plan.setupFee, product: plan.name }}
            className="button button-primary plan-order"
          >
            {order.label}
          </OutboundLink>
        ))}
      </div>

      {plan.features.length > 0 && (
        <details className="plan-features-box" open>
          <summary className="plan-features-toggle">
            <span className="plan-features-hide">{labels.hideFeatures}</span>
            <span className="plan-features-show">{labels.showFeatures}</span>
          </summary>
          <ul className="plan-features">
            {plan.features.map((feature) => (
              <li key={feature.name} className={feature.available ? 'is-included' : 'is-excluded'}>
                <Mark yes={feature.available} label={feature.available ? labels.included : labels.notIncluded} size={20} />
                <span>{feature.name}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

function Badges({ plan, labels }: { plan: Plan; labels: PlanCardsLabels }) {
  const badges = [
    plan.isEnterprise ? labels.enterprise : undefined,
    plan.disc > 0 ? fill(labels.discount, { percent: String(Math.round(plan.disc * 1000) / 10) }) : undefined,
  ].filter((text): text is string => text !== undefined);
  if (badges.length === 0) return null;
  return (
    <p className="plan-badges">
      {badges.map((text) => (
        <span key={text} className="plan-badge">
          {text}
        </span>
      ))}
    </p>
  );
}
