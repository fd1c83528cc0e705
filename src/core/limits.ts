/** A token bucket: `burst` at once, refilled at `perSecond`. */
export interface Rate {
  perSecond: number;
  burst: number;
}

/**
 * The bounds the production server holds on what visitors may cost it, in one place. The storage
 * ceiling and retention are the event store's (src/events/storage-limits.ts); the local content
 * store's deadlines are its own (dev/content-store/groq-pool.ts). docs/deploy.md lists them all.
 */
export interface ServerLimits {
  /** Events one visitor (client address) may send: the beacon sends one per page view and one per call to action. */
  eventsPerVisitor: Rate;
  /** Events the whole site accepts, whatever the addresses (a flood from many): past it 503. */
  eventsPerSecond: Rate;
  /** Pages one visitor may have rendered on demand (cities not prerendered): past it 429. */
  rendersPerVisitor: Rate;
  /** Pages rendered on demand at once, each on a render thread of its own. */
  renderThreads: number;
  /** Renders waiting for a thread; past it 503. */
  renderQueue: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  eventsPerVisitor: { perSecond: 10, burst: 60 },
  // 43 million events a day: far above any one site's traffic, far below what fills a disk in minutes.
  eventsPerSecond: { perSecond: 500, burst: 1000 },
  // A visitor reads one page at a time; a crawler of made-up cities is slowed to two a second.
  rendersPerVisitor: { perSecond: 2, burst: 10 },
  renderThreads: 1,
  renderQueue: 32,
};
