import type { ResolvedBlock } from '../resolve/types';
import { labelledSectionId } from '../lib/id-slug';
import { Img } from '../ui/Img';
import { SlideShow } from '../ui/SlideShow';

/** Images one at a time, with no script (src/ui/SlideShow.tsx): it moves only when the visitor moves it. */
export function Carousel({ block: { id, heading, label, slides, controls } }: { block: ResolvedBlock<'carousel'> }) {
  return (
    <SlideShow
      id={labelledSectionId({ id, label })}
      className="carousel"
      heading={heading}
      label={label}
      count={slides.length}
      labels={controls}
      renderSlide={(i) => {
        const slide = slides[i]!;
        return (
          <figure className="carousel-figure">
            {/* Slide 1 shows first, so only its image is fetched up front. */}
            <Img image={slide.image} eager={i === 0} sizes="(min-width: 880px) 880px, 100vw" />
            {slide.caption && <figcaption>{slide.caption}</figcaption>}
          </figure>
        );
      }}
    />
  );
}
