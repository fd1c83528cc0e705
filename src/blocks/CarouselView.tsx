import type { ResolvedBlock } from '../resolve/types';
import { Img } from '../ui/Img';
import { SlideShow } from '../ui/SlideShow';

export type CarouselViewProps = Omit<ResolvedBlock<'carousel'>, 'type' | 'hydrate'>;

/** The carousel island: a pure function of its props (the browser has no render context). */
export function CarouselView({ id, heading, label, slides, autoplayMs, controls }: CarouselViewProps) {
  return (
    <SlideShow
      id={id}
      className="carousel"
      heading={heading}
      label={label}
      count={slides.length}
      autoplayMs={autoplayMs}
      labels={controls}
      renderSlide={(i) => {
        const slide = slides[i]!;
        return (
          <figure className="carousel-figure">
            {/* Slide 1 shows first, so only its image is fetched up front. */}
            <Img image={slide.image} eager={i === 0} />
            {slide.caption && <figcaption>{slide.caption}</figcaption>}
          </figure>
        );
      }}
    />
  );
}
