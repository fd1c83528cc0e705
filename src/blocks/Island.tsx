import type { ComponentType } from 'react';
import type { HydrateWhen } from '../../schemas/hydrate-when';
import type { IslandName, IslandProps } from './island-props';

/**
 * Server side of an island: render the component in place and leave its props for the browser.
 * The props are plain JSON; the browser hydrates the same component with them (src/client/islands.ts),
 * at the moment `hydrate` (the block's `hydrate:` field) names (src/client/hydrate-schedule.ts).
 */
export function Island<N extends IslandName>({
  name,
  hydrate,
  component: Component,
  props,
}: {
  name: N;
  hydrate: HydrateWhen;
  component: ComponentType<IslandProps[N]>;
  props: IslandProps[N];
}) {
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  );
}
