import type { BlockOf } from '../../schemas/blocks';
import { useRenderContext } from '../render/context';
import { Island } from '../render/Island';
import { TestimonialsView } from './TestimonialsView';

/**
 * Adapter: testimonials come from the content store, baked in at render time. With none (the
 * store was down or empty) the section is left out entirely rather than shown empty.
 */
export function Testimonials({ block }: { block: BlockOf<'testimonials'> }) {
  const { content } = useRenderContext();
  if (content.testimonials.length === 0) return null;
  const { type: _type, ...rest } = block;
  return <Island name="testimonials" component={TestimonialsView} props={{ ...rest, testimonials: content.testimonials }} />;
}
