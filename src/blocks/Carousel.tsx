import type { BlockOf } from '../../schemas/blocks';
import { Island } from '../render/Island';
import { CarouselView } from './CarouselView';

/** Adapter: the YAML block is already everything the island needs. */
export function Carousel({ block }: { block: BlockOf<'carousel'> }) {
  const { type: _type, ...props } = block;
  return <Island name="carousel" component={CarouselView} props={props} />;
}
