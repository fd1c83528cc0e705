/**
 * When an interactive block hydrates in the browser. Plain values, no zod: the browser's
 * scheduler (src/client/hydrate-schedule.ts) imports them too.
 */
export const HYDRATE_WHEN = ['load', 'visible', 'idle'] as const;
export type HydrateWhen = (typeof HYDRATE_WHEN)[number];
