import type { ReactNode } from 'react';
import { nextIndex } from '../lib/carousel-index';

export interface SlideShowLabels {
  previous: string;
  next: string;
}

interface Props {
  /** The section's id; also the stem of each slide's id (`<id>-slide-2`), so it must be unique on the page. */
  id: string;
  /** Root class of the block using it (carousel, testimonials), beside "slideshow". */
  className: string;
  heading?: string;
  /** Name of the carousel for screen readers. */
  label: string;
  count: number;
  labels: SlideShowLabels;
  renderSlide: (index: number) => ReactNode;
}

/** The id of slide `index` (from 0) of the slide show `id`: the target of the links that show it. */
export const slideId = (id: string, index: number) => `${id}-slide-${index + 1}`;

/**
 * One slide at a time with no script: the slides are a row that scrolls and snaps sideways (by
 * touch, trackpad or the arrow keys), and each slide carries its own previous and next links to its
 * neighbours' ids, wrapping at both ends, so the controls work before any script has arrived or
 * where none ever runs. With script, the inline boot script (src/client/slides.ts) turns a press on
 * those links into a sideways scroll of the row, without a jump of the page or a history entry.
 * Every slide is as tall as the tallest (a flex row), so nothing shifts; nothing moves by itself.
 */
export function SlideShow({ id, className, heading, label, count, labels, renderSlide }: Props) {
  return (
    // One slide is no carousel: a screen reader is not told of one, and there are no controls.
    <section className={`slideshow ${className}`} id={id} aria-roledescription={count > 1 ? 'carousel' : undefined} aria-label={label}>
      {heading && <h2>{heading}</h2>}
      <div className="slideshow-slides">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="slideshow-slide" id={slideId(id, i)} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            {renderSlide(i)}
            {count > 1 && (
              <p className="slideshow-controls">
                <a className="slideshow-button" href={`#${slideId(id, nextIndex(i, count, -1))}`} aria-label={labels.previous} title={labels.previous} data-slide-step="-1">
                  <Arrow direction="left" />
                </a>
                <span className="slideshow-count" aria-hidden="true">
                  {i + 1} / {count}
                </span>
                <a className="slideshow-button" href={`#${slideId(id, nextIndex(i, count, 1))}`} aria-label={labels.next} title={labels.next} data-slide-step="1">
                  <Arrow direction="right" />
                </a>
              </p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
