import type { ComponentType } from 'react';

/**
 * Server side of an island: render the component in place and leave its props for the browser.
 * The props must be plain JSON; the browser hydrates the same component with them (src/client/islands.ts).
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  );
}
