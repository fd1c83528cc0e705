import type { ConversionStore } from '../events/store';

/** What a host supplies to the postbacks and the thank-you links (postbacks.ts, thank-you-link.ts): its store, the rate limit, its secrets, its clock and its log. */
export interface PostbackPorts {
  /** Where conversions are stored and refusals counted; none: every click id is unknown. */
  store: ConversionStore | undefined;
  /** Takes one token of the sender's budget (the beacons' limits); the refusal (429, or 503 for the site-wide ceiling) when there is none left. */
  take(sender: string): Promise<{ status: number; body: string } | undefined>;
  /** An environment variable (the provider's secret), or undefined when it is not set. */
  secret(variable: string): string | undefined;
  /** Now, in ms since 1970. */
  now(): number;
  /** Tells the site's owner what they must fix or know; `kind` lets a host log each kind once a minute. */
  log(kind: string, message: string): void;
}
