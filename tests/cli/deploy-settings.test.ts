import { describe, expect, it } from 'vitest';
import { deploySettings, withoutPassword } from '../../cli/deploy-settings';

describe('deploySettings (the environment of landing-engine start)', () => {
  it('has the shipped defaults when nothing is set', () => {
    expect(deploySettings({})).toEqual({
      ok: true,
      host: undefined,
      corsOrigins: [],
      hstsPreload: false,
      trustedProxies: 0,
      eventsPerSecond: { perSecond: 500, burst: 1000 },
      storage: { maxRows: 1_000_000, retentionDays: 400 },
    });
  });

  it('reads each setting', () => {
    const settings = deploySettings({
      HOST: '127.0.0.1',
      TRUSTED_PROXY_HOPS: '1',
      EVENTS_PER_SECOND: '50',
      EVENTS_MAX_ROWS: '200000',
      EVENTS_RETENTION_DAYS: '90',
      CONTENT_API_CORS_ORIGINS: 'https://a.example, https://b.example',
      HSTS_PRELOAD: '1',
    });
    expect(settings).toEqual({
      ok: true,
      host: '127.0.0.1',
      corsOrigins: ['https://a.example', 'https://b.example'],
      hstsPreload: true,
      trustedProxies: 1,
      eventsPerSecond: { perSecond: 50, burst: 100 },
      storage: { maxRows: 200_000, retentionDays: 90 },
    });
  });

  it('stops with a message naming the variable and what it means', () => {
    expect(deploySettings({ TRUSTED_PROXY_HOPS: 'yes' })).toEqual({
      ok: false,
      message:
        'TRUSTED_PROXY_HOPS=yes: write a whole number from 0 to 10: how many proxies in front of the server add the address they saw to X-Forwarded-For (1 behind the nginx example; 0 when the server faces visitors itself).',
    });
    expect(deploySettings({ EVENTS_MAX_ROWS: '0' })).toEqual({
      ok: false,
      message: 'EVENTS_MAX_ROWS=0: write a whole number from 1 to 10,000,000,000: the most events kept in the database.',
    });
  });

  it('takes DATABASE_URL as a PostgreSQL URL, and refuses another kind without printing its password', () => {
    expect(deploySettings({ DATABASE_URL: 'postgres://app:secret@db.example.com:5432/events?sslmode=verify-full' })).toMatchObject({
      ok: true,
      databaseUrl: 'postgres://app:secret@db.example.com:5432/events?sslmode=verify-full',
    });
    // The other spelling PostgreSQL's own tools and hosted databases print.
    expect(deploySettings({ DATABASE_URL: 'postgresql://app:secret@db.example.com:5432/events' })).toMatchObject({
      ok: true,
      databaseUrl: 'postgresql://app:secret@db.example.com:5432/events',
    });
    expect(deploySettings({ DATABASE_URL: 'mysql://app:secret@db.example.com/events' })).toEqual({
      ok: false,
      message:
        'DATABASE_URL=mysql://app:***@db.example.com/events: write a PostgreSQL URL, postgres://USER:PASSWORD@HOST:5432/DATABASE (with ?sslmode=verify-full for a hosted database), or leave it unset to keep events in DATA_DIR/events.db.',
    });
    expect(deploySettings({ DATABASE_URL: ' ' })).toMatchObject({ ok: true, databaseUrl: undefined });
    // pg could not read it either: stopped at start, the password still hidden.
    expect(deploySettings({ DATABASE_URL: 'postgres://app:pa/ss@db.example.com/events' })).toEqual({
      ok: false,
      message:
        'DATABASE_URL=postgres://app:***@db.example.com/events: the URL cannot be read. Write "@", "/", "#", "?" or ":" inside the user or password as %40, %2F, %23, %3F and %3A.',
    });
    expect(withoutPassword('postgres://app:s3cr@t@db.example.com/events')).toBe('postgres://app:***@db.example.com/events');
    expect(withoutPassword('postgresql://db.example.com/events?user=app&password=secret')).toBe('postgresql://db.example.com/events?user=app&password=***');
  });
});
