import { text } from '../fields';

/**
 * Names of the previous and next buttons of a one-at-a-time block (carousel, testimonials).
 * Screen readers read them; they also show as tooltips. Not a block itself.
 */
export function slideControlsShape(noun: string) {
  return {
    previous: text().min(1).default(`Previous ${noun}`).describe(`Name of the previous button, read by screen readers (default "Previous ${noun}").`),
    next: text().min(1).default(`Next ${noun}`).describe(`Name of the next button, read by screen readers (default "Next ${noun}").`),
  };
}
