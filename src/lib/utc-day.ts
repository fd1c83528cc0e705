/** The UTC day of a time in ms since 1970, as the events count days: 2026-11-23. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
