import type { ComponentType, ReactNode } from 'react';
import type { IslandName, IslandProps } from '../blocks/island-props';
import type { BootHandoff } from './boot-handoff';
import { replayEarlyInput, type EarlyInput } from './early-input';
import { hydrateWhen, scheduleHydration } from './hydrate-schedule';
import { sweepTrackedLinks } from './tracked-links';

/**
 * Interactive blocks ("islands"): the server renders them with the rest of the page, and only
 * they are hydrated, each when it comes near the viewport or is touched (./hydrate-schedule.ts).
 * Each loads as its own chunk, and React itself loads only when the first island needs it.
 * Name -> lazy component; the server side writes <div data-island="name" data-hydrate="visible" data-props="{json}">.
 */
export const islandLoaders: { [N in IslandName]: () => Promise<ComponentType<IslandProps[N]>> } = {
  deals: () => import('../blocks/LiveDeals').then((m) => m.LiveDeals),
};

let react: Promise<[typeof import('react'), typeof import('react-dom/client')]> | undefined;
// Requested once, by the first island that hydrates; a page whose islands stay below the fold never loads it.
const loadReact = () => (react ??= Promise.all([import('react'), import('react-dom/client')]));

/**
 * Schedule every island of the page. The boot script has recorded the input that reached each
 * island so far (replayed once it has hydrated) and which ones the visitor touched (they start at
 * once); after each island has committed, its links get the tracking values (./tracked-links.ts:
 * React must compare against the server HTML first).
 */
export function scheduleIslands(boot: BootHandoff, doc: Document = document): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    // The island's section: a visitor who jumps into the middle of the deals' project cards must still start the live deals.
    const watched = element.closest('section') ?? element;
    const when = boot.touched(element) ? 'load' : hydrateWhen(element.dataset.hydrate);
    scheduleHydration(element, watched, when, () => {
      void hydrateIsland(element, () => boot.takeEarlyInput(element)).finally(() => sweepTrackedLinks(boot.tracking, element));
    });
  }
}

async function hydrateIsland(element: HTMLElement, takeEarlyInput: () => EarlyInput[]): Promise<void> {
  const name = element.dataset.island!;
  const loader = Object.hasOwn(islandLoaders, name) ? (islandLoaders[name as IslandName] as () => Promise<ComponentType<object>>) : undefined;
  if (!loader) {
    takeEarlyInput();
    return console.error(`No island component is registered for "${name}" (src/client/islands.ts).`);
  }
  try {
    const [[{ createElement, useEffect }, { hydrateRoot }], Component] = await Promise.all([loadReact(), loader()]);
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    // From here React answers input itself (it hydrates at once on a click that arrives meanwhile).
    const inputs = takeEarlyInput();
    // hydrateRoot only schedules the work; resolve once React has committed, so callers (the
    // tracking sweep rewrites hrefs) never touch the DOM React is still comparing with the HTML.
    await new Promise<void>((resolve) => {
      const Hydrated = ({ children }: { children: ReactNode }) => {
        useEffect(() => {
          replayEarlyInput(inputs);
          resolve();
        }, []);
        return children;
      };
      hydrateRoot(element, createElement(Hydrated, null, createElement(Component, props)), {
        onRecoverableError: (error) => console.warn(`Island "${name}" recovered from:`, error),
        onUncaughtError: (error) => {
          console.warn(`Island "${name}" stopped:`, error);
          resolve();
        },
      });
    });
  } catch (error) {
    takeEarlyInput();
    // The server HTML stays as it was: links still work, only the motion is missing.
    console.warn(`Island "${name}" could not start:`, error);
  }
}
