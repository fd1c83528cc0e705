import { useState } from 'react';
import type { PlanCardsLabels } from '../../schemas/blocks/plan-cards';
import type { ResolvedBlock } from '../resolve/types';
import { formatRand, groupThousands } from '../lib/money';
import { monthlyPrice } from '../lib/plan-price';
import { Mark } from '../ui/Mark';
import { OutboundLink } from '../ui/OutboundLink';

/** Everything the cards need, as plain JSON: the browser hydrates with exactly these props. */
export type PlanCardsViewProps = Pick<ResolvedBlock<'plan-cards'>, 'pricePerMinute' | 'rentalPerUser' | 'bundles' | 'labels' | 'plans' | 'order'> & {
  /** Prefix for element ids (the select, the feature list), unique on the page. */
  idPrefix: string;
};
type Plan = PlanCardsViewProps['plans'][number];

/** Replace {name} placeholders in a label from YAML. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The VoIP plan cards (an island). Pure function of its props: no render context, no clock, no
 * locale, so the prerendered HTML and the hydrated cards read the same.
 */
export function PlanCardsView(props: PlanCardsViewProps) {
  return (
    <div className="plan-cards-grid">
      {props.plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} id={`${props.idPrefix}-${slug(plan.name)}`} {...props} />
      ))}
    </div>
  );
}

function PlanCard({ plan, id, pricePerMinute, rentalPerUser, bundles, labels, order }: PlanCardsViewProps & { plan: Plan; id: string }) {
  const [minutes, setMinutes] = useState(plan.defaultMinutes);
  const [showFeatures, setShowFeatures] = useState(true);
  const price = monthlyPrice({ minutes, users: plan.defaultUsers, pricePerMinute, rentalPerUser, disc: plan.disc });
  const users = plan.defaultUsers === 1 ? labels.oneUser : fill(labels.users, { users: groupThousands(plan.defaultUsers) });
  const setupFee = formatRand(plan.setupFee);

  return (
    <article className={`plan-card${plan.isEnterprise ? ' plan-card-enterprise' : ''}`} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{plan.name}</h3>
      <Badges plan={plan} labels={labels} />
      <p className="plan-summary">
        {users} · {plan.isPBX ? labels.pbx : labels.noPbx}
      </p>

      <label className="plan-minutes-label" htmlFor={`${id}-minutes`}>
        {labels.minutes}
      </label>
      <select id={`${id}-minutes`} className="plan-minutes" value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
        {bundles.map((bundle) => (
          <option key={bundle} value={bundle}>
            {bundle === 0 ? labels.noMinutes : fill(labels.minutesOption, { minutes: groupThousands(bundle) })}
          </option>
        ))}
      </select>

      {/* Polite and atomic: after a change, screen readers read the whole new price once. */}
      <p className="plan-price" aria-live="polite" aria-atomic="true">
        <span className="plan-price-amount">{formatRand(price, { decimals: 'always' })}</span>{' '}
        <span className="plan-price-period">{labels.perMonth}</span>
      </p>
      <p className="plan-setup">{fill(labels.setupFee, { amount: setupFee })}</p>

      <OutboundLink
        link={order}
        values={{ minutes, users: plan.defaultUsers, setupfee: plan.setupFee, product: plan.name }}
        className="button button-primary plan-order"
      >
        {order.label}
      </OutboundLink>

      {plan.features.length > 0 && (
        <>
          <button
            type="button"
            className="plan-features-toggle"
            aria-expanded={showFeatures}
            aria-controls={`${id}-features`}
            onClick={() => setShowFeatures((shown) => !shown)}
          >
            {showFeatures ? labels.hideFeatures : labels.showFeatures}
          </button>
          <ul id={`${id}-features`} className="plan-features" hidden={!showFeatures}>
            {plan.features.map((feature) => (
              <li key={feature.name} className={feature.available ? 'is-included' : 'is-excluded'}>
                <Mark yes={feature.available} label={feature.available ? labels.included : labels.notIncluded} size={20} />
                <span>{feature.name}</span>
              </li>
            ))}
          </ul>
        </>
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
