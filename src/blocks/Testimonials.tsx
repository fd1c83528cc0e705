import type { ResolvedBlock } from '../resolve/types';
import { labelledSectionId } from '../lib/id-slug';
import { upperCase } from '../lib/upper-case';
import { SlideShow } from '../ui/SlideShow';

/**
 * One client at a time with wrapping previous and next arrows, and no script (src/ui/SlideShow.tsx).
 * Testimonials come from the content store, baked in by the resolve stage; with none (the store was
 * down or empty) the section is left out entirely rather than shown empty.
 */
export function Testimonials({ block: { id, heading, label, controls, testimonials } }: { block: ResolvedBlock<'testimonials'> }) {
  if (testimonials.length === 0) return null;
  return (
    <SlideShow
      id={labelledSectionId({ id, label })}
      className="testimonials"
      heading={heading}
      label={label}
      count={testimonials.length}
      labels={controls}
      renderSlide={(i) => {
        const t = testimonials[i]!;
        return (
          <figure className="testimonial">
            {/* The name is printed beside the portrait, so the image adds nothing for a screen reader. */}
            <img className="testimonial-image" src={t.image.src} alt="" width={t.image.width} height={t.image.height} loading="lazy" decoding="async" />
            <blockquote className="testimonial-feedback">
              <p>{t.feedback}</p>
            </blockquote>
            <figcaption className="testimonial-by">
              <span className="testimonial-name">{t.name}</span>
              <span className="testimonial-company">{upperCase(t.company)}</span>
            </figcaption>
          </figure>
        );
      }}
    />
  );
}
