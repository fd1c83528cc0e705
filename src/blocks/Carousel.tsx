import type { ResolvedBlock } from '../resolve/types';
import { CarouselView } from './CarouselView';
import { Island } from './Island';

/** Adapter: the resolved block is already everything the island needs. */
export function Carousel({ block }: { block: ResolvedBlock<'carousel'> }) {
  const { type: _type, hydrate, ...props } = block;
  return <Island name="carousel" hydrate={hydrate} component={CarouselView} props={props} />;
}
