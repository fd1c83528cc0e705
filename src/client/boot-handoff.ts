import type { TrackingValues } from '../lib/outbound-url';
import type { ShowConfetti } from './celebrate-press';
import type { EarlyInput } from './early-input';
import type { PressRecord } from './press-record';

/**
 * What the inline boot script (./boot.ts) hands to its late part (./boot-late.ts) and to the entry
 * script (./main.ts), which it loads after the first paint. They are built apart (the boot is
 * inlined into every page), so they meet on one property of `window` instead of sharing module state.
 */
export interface BootHandoff {
  /** The tracking values this page uses (./tracking.ts). */
  tracking: TrackingValues;
  /** The presses on calls to action, from the first moment, for the beacon. */
  presses: PressRecord;
  /** Asks for the entry script, once (an island nears: ./island-near.ts). */
  loadEntry(): void;
  /** Asks for the confetti's chunk, once (a celebrating button nears: ./celebrate-press.ts). */
  loadConfetti(): void;
  /** Input that reached the island before it hydrated; recording stops with this call. */
  takeEarlyInput(island: Element): EarlyInput[];
  /** Whether the visitor touched, focused or typed in the island before the entry script ran. */
  touched(island: Element): boolean;
  /** Show confetti with `show` for every press of a celebrating link from now on, and for one pressed before this call. */
  celebrate(show: ShowConfetti): void;
}

export const HANDOFF = '__landingBoot';

declare global {
  interface Window {
    [HANDOFF]?: BootHandoff;
  }
}
