import { readDatabaseUrl } from '../src/events/postgres-store';
import { DEFAULT_STORAGE_LIMITS, type StorageLimits } from '../src/events/storage-limits';
import { corsOriginsFrom, hstsPreloadFrom } from '../src/core/deploy-env';
import { DEFAULT_LIMITS, type Rate } from '../src/core/limits';

/** What `start` takes from the environment besides PORT and DATA_DIR (docs/deploy.md lists them). */
export interface DeploySettings {
  /** Address to listen on; all interfaces when unset. Behind a proxy, 127.0.0.1: visitors then cannot reach the server past the proxy. */
  host?: string;
  corsOrigins: string[];
  hstsPreload: boolean;
  trustedProxies: number;
  eventsPerSecond: Rate;
  storage: StorageLimits;
  /** DATABASE_URL: events go to this PostgreSQL database (shared by every server given it); unset: <DATA_DIR>/events.db. */
  databaseUrl?: string;
}

/** Each setting: its variable, bounds, and what the number means (for the message when it is wrong). */
const NUMBERS = {
  TRUSTED_PROXY_HOPS: {
    min: 0,
    max: 10,
    fallback: 0,
    means:
      'how many proxies in front of the server add the address they saw to X-Forwarded-For (1 behind the nginx example; 0 when the server faces visitors itself)',
  },
  EVENTS_PER_SECOND: {
    min: 1,
    max: 1_000_000,
    fallback: DEFAULT_LIMITS.eventsPerSecond.perSecond,
    means: 'the events the whole site stores per second before answering 503',
  },
  EVENTS_MAX_ROWS: { min: 1, max: 10_000_000_000, fallback: DEFAULT_STORAGE_LIMITS.maxRows, means: 'the most events kept in the database' },
  EVENTS_RETENTION_DAYS: { min: 1, max: 100_000, fallback: DEFAULT_STORAGE_LIMITS.retentionDays, means: 'the days an event is kept' },
} as const;

/**
 * The deployment settings from the environment, each checked: a typo in TRUSTED_PROXY_HOPS must
 * stop the server with a message, not quietly lump every visitor under the proxy's address.
 */
export function deploySettings(env: Record<string, string | undefined>): ({ ok: true } & DeploySettings) | { ok: false; message: string } {
  const numbers = {} as Record<keyof typeof NUMBERS, number>;
  for (const [name, { min, max, fallback, means }] of Object.entries(NUMBERS) as [keyof typeof NUMBERS, (typeof NUMBERS)[keyof typeof NUMBERS]][]) {
    const text = env[name]?.trim();
    const value = text ? Number(text) : fallback;
    if (!Number.isInteger(value) || value < min || value > max) {
      return { ok: false, message: `${name}=${text}: write a whole number from ${min} to ${max.toLocaleString('en-US')}: ${means}.` };
    }
    numbers[name] = value;
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return {
      ok: false,
      message: `DATABASE_URL=${withoutPassword(databaseUrl)}: write a PostgreSQL URL, postgres://USER:PASSWORD@HOST:5432/DATABASE (with ?sslmode=verify-full for a hosted database), or leave it unset to keep events in DATA_DIR/events.db.`,
    };
  }
  if (databaseUrl && !readDatabaseUrl(databaseUrl)) {
    // pg reads the URL the same way and would fail on every connection: say so once, at start.
    return {
      ok: false,
      message: `DATABASE_URL=${withoutPassword(databaseUrl)}: the URL cannot be read. Write "@", "/", "#", "?" or ":" inside the user or password as %40, %2F, %23, %3F and %3A.`,
    };
  }
  return {
    ok: true,
    databaseUrl,
    host: env.HOST?.trim() || undefined,
    corsOrigins: corsOriginsFrom(env),
    hstsPreload: hstsPreloadFrom(env),
    trustedProxies: numbers.TRUSTED_PROXY_HOPS,
    // A second's worth at once: a page view burst after a campaign mail still passes.
    eventsPerSecond: { perSecond: numbers.EVENTS_PER_SECOND, burst: 2 * numbers.EVENTS_PER_SECOND },
    storage: { maxRows: numbers.EVENTS_MAX_ROWS, retentionDays: numbers.EVENTS_RETENTION_DAYS },
  };
}

/**
 * A URL as it may be printed: everything after the user up to the last "@" replaced by *** (a
 * password may hold an unencoded "@" or "/"), and a password= in the query too.
 */
export function withoutPassword(url: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url)?.[0];
  const at = url.lastIndexOf('@');
  const user = scheme && at > scheme.length ? url.slice(scheme.length, at) : undefined;
  const masked = user?.includes(':') ? `${scheme}${user.slice(0, user.indexOf(':'))}:***${url.slice(at)}` : url;
  return masked.replace(/([?&]password=)[^&]*/gi, '$1***');
}
