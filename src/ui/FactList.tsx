import type { Fact } from '../lib/card-facts';

/** The name-value facts of a card, as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="card-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
