import type { ReactNode } from 'react';
import { nextIndex } from '../lib/carousel-index';

export interface SlideShowLabels {
  previous: string;
  next: string;
}

interface Props {
  /** The section's id; also the stem of the ids inside it (`<id>-pick-2`), so it must be unique on the page. */
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

/** The id of the radio button that stands for slide `index` (from 0) of the slide show `id`. */
const pickId = (id: string, index: number) => `${id}-pick-${index + 1}`;

/**
 * One slide at a time. The slides are a row that scrolls and snaps sideways (by touch, trackpad or
 * the arrow keys); nothing moves by itself, and every slide is as tall as the tallest, so nothing shifts.
 *
 * Without script (docs/decisions/50-open-first-and-slide-controls.md): each slide has a radio button (over its
 * "2 / 7") and previous and next <label>s for its neighbours' radio buttons, wrapping at both ends.
 * A press on a label checks and focuses that radio button, and the browser scrolls the row sideways
 * to show it: no link is followed, so no history entry, and the page does not move. A keyboard
 * reaches the slide show in one stop (the checked radio button) and moves it with the arrow keys.
 *
 * With script, the inline boot script (src/client/slides.ts) hides those and shows the one pair of
 * buttons under the row instead (hidden until then: without script a button would do nothing),
 * and makes every slide but the one shown inert.
 */
export function SlideShow({ id, className, heading, label, count, labels, renderSlide }: Props) {
  const several = count > 1;
  return (
    // One slide is no carousel: a screen reader is not told of one, and there are no controls.
    <section className={`slideshow ${className}`} id={id} aria-roledescription={several ? 'carousel' : undefined} aria-label={label}>
      {heading && <h2>{heading}</h2>}
      <div className="slideshow-frame">
        <div className="slideshow-slides" id={`${id}-slides`}>
          {Array.from({ length: count }, (_, i) => (
            <div key={i} className="slideshow-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              {renderSlide(i)}
              {several && (
                <p className="slideshow-controls">
                  <label className="slideshow-button" htmlFor={pickId(id, nextIndex(i, count, -1))} title={labels.previous} data-slide-step="-1">
                    <Arrow direction="left" />
                  </label>
                  <span className="slideshow-where">
                    <input
                      type="radio"
                      className="slideshow-pick"
                      name={`${id}-pick`}
                      id={pickId(id, i)}
                      aria-label={`${i + 1} of ${count}`}
                      defaultChecked={i === 0}
                    />
                    <span className="slideshow-count" aria-hidden="true">
                      {i + 1} / {count}
                    </span>
                  </span>
                  <label className="slideshow-button" htmlFor={pickId(id, nextIndex(i, count, 1))} title={labels.next} data-slide-step="1">
                    <Arrow direction="right" />
                  </label>
                </p>
              )}
            </div>
          ))}
        </div>
        {several && (
          <p className="slideshow-controls slideshow-pair" hidden>
            <button
              type="button"
              className="slideshow-button"
              aria-label={labels.previous}
              title={labels.previous}
              aria-controls={`${id}-slides`}
              data-slide-step="-1"
            >
              <Arrow direction="left" />
            </button>
            <span className="slideshow-where">
              <span className="slideshow-count" aria-hidden="true">
                1 / {count}
              </span>
            </span>
            <button type="button" className="slideshow-button" aria-label={labels.next} title={labels.next} aria-controls={`${id}-slides`} data-slide-step="1">
              <Arrow direction="right" />
            </button>
          </p>
        )}
      </div>
    </section>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
