import type { ShowConfetti } from './celebrate-press';
import type { EarlyInput } from './early-input';

/**
 * What the inline boot script (./boot.ts) hands to the entry script (./main.ts), which it loads
 * after the first paint. The two are built apart (the boot is inlined into every page), so they
 * meet on one property of `window` instead of sharing module state.
 */
export interface BootHandoff {
  /** Input that reached the island before it hydrated; recording stops with this call. */
  takeEarlyInput(island: Element): EarlyInput[];
  /** Whether the visitor touched, focused or typed in the island before the entry script ran. */
  touched(island: Element): boolean;
  /** Add the visitor's tracking values to the island's links (call once it has hydrated). */
  sweepLinks(island: Element): void;
  /** Show confetti with `show` for every press of a celebrating link from now on, and for one pressed before this call. */
  celebrate(show: ShowConfetti): void;
}

export const HANDOFF = '__landingBoot';

declare global {
  interface Window {
    [HANDOFF]?: BootHandoff;
  }
}
