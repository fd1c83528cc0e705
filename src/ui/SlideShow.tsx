import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { nextIndex } from '../lib/carousel-index';
import { useReducedMotion } from './use-reduced-motion';

/** A horizontal touch movement at least this long (CSS px) turns the slide. */
export const SWIPE_THRESHOLD_PX = 40;

export interface SlideShowLabels {
  previous: string;
  next: string;
  /** Needed only when the slide show moves by itself. */
  pause?: string;
  play?: string;
}

interface Props {
  id?: string;
  /** Root class of the block using it (carousel, testimonials), beside "slideshow". */
  className: string;
  heading?: string;
  /** Name of the carousel for screen readers. */
  label: string;
  count: number;
  /** Milliseconds between automatic moves; 0 or absent: it only moves when asked. */
  autoplayMs?: number;
  labels: SlideShowLabels;
  renderSlide: (index: number) => ReactNode;
}

/**
 * One slide at a time, after the WAI-ARIA APG carousel (previous/next buttons, slides as labelled
 * groups, a polite live region while it is not moving by itself). Every slide stays in the grid
 * cell it shares with the others, so the box never changes size; hidden slides are inert.
 * The first render shows slide 1 and matches the server HTML.
 */
export function SlideShow({ id, className, heading, label, count, autoplayMs = 0, labels, renderSlide }: Props) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);

  const canRotate = autoplayMs > 0 && count > 1 && labels.pause !== undefined && labels.play !== undefined;
  // Reduced motion: never move by itself, and offer no control for motion that never happens.
  const rotating = canRotate && playing && !reduced;
  const moving = rotating && !hovered && !focused;
  const go = (step: number) => setIndex((i) => nextIndex(i, count, step));

  useEffect(() => {
    if (!moving) return;
    // A timer per slide, so a move by hand gives the new slide its full time.
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count, 1)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [moving, index, count, autoplayMs]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return; // Alt+Left is the browser's Back.
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  // Focus on the rotation button itself does not pause, or pressing Play would seem to do nothing.
  const onFocus = (event: FocusEvent) => setFocused(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next) || next === rotationButton.current) setFocused(false);
  };
  const onPointerDown = (event: PointerEvent) => {
    // Mouse users have the buttons; a mouse drag would fight text selection.
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <section className={`slideshow ${className}`} id={id} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur}>
      {heading && <h2>{heading}</h2>}
      {count > 1 && (
        <div className="slideshow-controls">
          {/* APG: the rotation control comes first, so a keyboard or screen-reader user can stop the motion before anything else. */}
          {canRotate && (
            <button
              ref={rotationButton}
              type="button"
              className="slideshow-button slideshow-rotation"
              aria-label={playing ? labels.pause : labels.play}
              title={playing ? labels.pause : labels.play}
              hidden={reduced}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          <button type="button" className="slideshow-button" aria-label={labels.previous} title={labels.previous} onClick={() => go(-1)}>
            <Arrow direction="left" />
          </button>
          <span className="slideshow-count" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="slideshow-button" aria-label={labels.next} title={labels.next} onClick={() => go(1)}>
            <Arrow direction="right" />
          </button>
        </div>
      )}
      <div
        className="slideshow-slides"
        aria-live={moving ? 'off' : 'polite'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {Array.from({ length: count }, (_, i) => (
          <div
            key={i}
            className="slideshow-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i === index ? undefined : true}
            inert={i !== index}
            data-current={i === index ? '' : undefined}
          >
            {renderSlide(i)}
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

function PauseIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
