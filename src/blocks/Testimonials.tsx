import type { ResolvedBlock } from '../resolve/types';
import { Island } from './Island';
import { TestimonialsView } from './TestimonialsView';

/**
 * Adapter: testimonials come from the content store, baked in by the resolve stage. With none (the
 * store was down or empty) the section is left out entirely rather than shown empty.
 */
export function Testimonials({ block }: { block: ResolvedBlock<'testimonials'> }) {
  if (block.testimonials.length === 0) return null;
  const { type: _type, hydrate, ...props } = block;
  return <Island name="testimonials" hydrate={hydrate} component={TestimonialsView} props={props} />;
}
