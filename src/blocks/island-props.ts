import type { LiveDealsProps } from './LiveDeals';

/**
 * Island name -> the plain JSON props its component hydrates with. The server's <Island> and the
 * browser's loaders (src/client/islands.ts) are both typed from this, so a wrong name or a wrong
 * props shape fails `npm run typecheck` instead of logging in a visitor's console.
 */
export interface IslandProps {
  deals: LiveDealsProps;
}

export type IslandName = keyof IslandProps;
