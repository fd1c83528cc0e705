import type { ComponentType, ReactNode } from 'react';
import type { IslandName, IslandProps } from '../blocks/island-props';

/**
 * Interactive blocks ("islands"): the server renders them with the rest of the page, and only
 * they are hydrated. Each loads as its own chunk, and React itself loads only on pages that have one.
 * Name -> lazy component; the server side writes <div data-island="name" data-props="{json}">.
 */
export const islandLoaders: { [N in IslandName]: () => Promise<ComponentType<IslandProps[N]>> } = {
  deals: () => import('../blocks/LiveDeals').then((m) => m.LiveDeals),
  carousel: () => import('../blocks/CarouselView').then((m) => m.CarouselView),
  testimonials: () => import('../blocks/TestimonialsView').then((m) => m.TestimonialsView),
  'audio-player': () => import('../blocks/AudioPlayerView').then((m) => m.AudioPlayerView),
  'confetti-button': () => import('../blocks/ConfettiButtonView').then((m) => m.ConfettiButtonView),
  'plan-cards': () => import('../blocks/PlanCardsView').then((m) => m.PlanCardsView),
};

export async function hydrateIslands(doc: Document = document): Promise<void> {
  const elements = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  if (elements.length === 0) return;
  const [{ createElement, useEffect }, { hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island!;
      const loader = Object.hasOwn(islandLoaders, name) ? (islandLoaders[name as IslandName] as () => Promise<ComponentType<object>>) : undefined;
      if (!loader) return console.error(`No island component is registered for "${name}" (src/client/islands.ts).`);
      try {
        const Component = await loader();
        const props = JSON.parse(element.dataset.props ?? '{}') as object;
        // hydrateRoot only schedules the work; resolve once React has committed, so callers (the
        // tracking script rewrites hrefs) never touch the DOM React is still comparing with the HTML.
        await new Promise<void>((resolve) => {
          const Hydrated = ({ children }: { children: ReactNode }) => {
            useEffect(() => resolve(), []);
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
        // The server HTML stays as it was: links still work, only the motion is missing.
        console.warn(`Island "${name}" could not start:`, error);
      }
    }),
  );
}
