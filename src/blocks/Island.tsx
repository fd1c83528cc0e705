import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './island-props';

/**
 * Server side of an island: render the component in place and leave its props for the browser.
 * The props are plain JSON; the browser hydrates the same component with them (src/client/islands.ts).
 */
export function Island<N extends IslandName>({ name, component: Component, props }: { name: N; component: ComponentType<IslandProps[N]>; props: IslandProps[N] }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  );
}
