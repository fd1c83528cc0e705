import { CONTROL } from '../../schemas/control';
import type { Experiment, Variant } from '../../schemas/experiment';
import type { Page } from '../../schemas/page';

/**
 * Which variant a visitor gets: the rules the Node server and the edge Worker both call
 * (src/server/server.ts, src/edge/answer.ts). Type imports only besides CONTROL, so the Worker
 * bundle carries no zod.
 */

/** The running or paused experiment of a page (validation allows one at most). */
export function liveExperiment(page: Pick<Page, 'experiments'>): Experiment | undefined {
  return page.experiments?.find((experiment) => experiment.status !== 'ended');
}

/** Cookie that keeps a visitor's variant of one experiment. */
export const cookieName = (experimentId: string) => `xp-${experimentId}`;
/** About 90 days: long enough for a campaign, short enough to forget. */
export const COOKIE_MAX_AGE = 90 * 24 * 60 * 60;

/**
 * Which variant a request gets, and whether to set the cookie. Running: the cookie's variant when
 * it names one, else one drawn by weight (random in [0, 1)) and remembered. Paused: the control,
 * nobody new assigned. A cookie naming an unknown variant counts as none.
 */
export function assign(experiment: Experiment, cookie: string | undefined, random: number): { variant: string; setCookie: boolean } {
  if (experiment.status !== 'running') return { variant: CONTROL, setCookie: false };
  if (cookie && experiment.variants.some((variant) => variant.id === cookie)) return { variant: cookie, setCookie: false };
  return { variant: pickByWeight(experiment.variants, random), setCookie: true };
}

export function pickByWeight(variants: readonly Pick<Variant, 'id' | 'weight'>[], random: number): string {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = random * total;
  for (const variant of variants) {
    point -= variant.weight;
    if (point < 0) return variant.id;
  }
  return variants[variants.length - 1]!.id;
}
