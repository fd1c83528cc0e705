import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { IslandName, IslandProps } from '../../src/blocks/island-props';
import { createRenderer } from '../../src/render/render-page';
import { fixtureModel } from './fixture-site';

/** The props the server leaves for an island on a page of the fixture site, as the browser reads them. */
export function fixtureIslandProps<N extends IslandName>(path: string, name: N): IslandProps[N] {
  const html = createRenderer(fixtureModel(), { scripts: [], styles: [] })(path).html;
  const attr = new RegExp(`<div data-island="${name}" data-hydrate="[a-z]+" data-props="([^"]*)"`).exec(html)?.[1];
  if (attr === undefined) throw new Error(`no ${name} island on ${path}`);
  return JSON.parse(attr.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'));
}

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mount an island component in the test's DOM (happy-dom), as the browser does once it hydrates. */
export function mountIsland<P extends object>(Component: ComponentType<P>, props: P): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Component {...props} />));
  return { container, root };
}
