import type { ResolvedBlock } from '../resolve/types';
import { upperCase } from '../lib/upper-case';
import { SlideShow } from '../ui/SlideShow';

export type TestimonialsViewProps = Omit<ResolvedBlock<'testimonials'>, 'type' | 'hydrate'>;

/** The testimonials island: one client at a time, wrapping previous and next arrows. */
export function TestimonialsView({ id, heading, label, controls, testimonials }: TestimonialsViewProps) {
  return (
    <SlideShow
      id={id}
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
