import type { BlockOf } from '../../schemas/blocks';
import { Img } from '../ui/Img';

// Static first cut: every slide in a scroll-snap track, usable without script.
export function Carousel({ block }: { block: BlockOf<'carousel'> }) {
  return (
    <section className="carousel" id={block.id} aria-roledescription="carousel" aria-label={block.label}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="carousel-track">
        {block.slides.map((slide, i) => (
          <li key={slide.image.src} className="carousel-slide" aria-roledescription="slide" aria-label={`${i + 1} of ${block.slides.length}`}>
            <Img image={slide.image} eager={i === 0} />
            {slide.caption && <p>{slide.caption}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
