import type { AudioPlayerViewProps } from './AudioPlayerView';
import type { CarouselViewProps } from './CarouselView';
import type { LiveDealsProps } from './LiveDeals';
import type { PlanCardsViewProps } from './PlanCardsView';
import type { TestimonialsViewProps } from './TestimonialsView';

/**
 * Island name -> the plain JSON props its component hydrates with. The server's <Island> and the
 * browser's loaders (src/client/islands.ts) are both typed from this, so a wrong name or a wrong
 * props shape fails `npm run typecheck` instead of logging in a visitor's console.
 */
export interface IslandProps {
  deals: LiveDealsProps;
  carousel: CarouselViewProps;
  testimonials: TestimonialsViewProps;
  'audio-player': AudioPlayerViewProps;
  'plan-cards': PlanCardsViewProps;
}

export type IslandName = keyof IslandProps;
