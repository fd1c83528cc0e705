// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { describeDatabase, openPostgresReader, openPostgresStore, plainCause, unreachable } from '../../src/events/postgres-store';
import type { StoreUnavailable } from '../../src/events/store';
import { row } from '../helpers/event-rows';
import { freePort } from '../helpers/postgres';

// What src/events/postgres-store.ts says without a database to talk to: how a DATABASE_URL is
// named, why a connection failed in plain words, which failures count as the database being away,
// and a store and a report pointed at a port where nothing listens. The database's own answers are
// in event-stores.test.ts (issue 42, mutation testing).
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('how a DATABASE_URL is named', () => {
  it('localhost and 5432 when the URL leaves them out; the user when it names no database; postgres when neither', () => {
    expect(describeDatabase('postgres:///events')).toBe('localhost:5432/events');
    expect(describeDatabase('postgres://landing@db.example.com')).toBe('db.example.com:5432/landing');
    expect(describeDatabase('postgres://db.example.com')).toBe('db.example.com:5432/postgres');
    expect(describeDatabase('postgres://[fe80::1]:6432/events')).toBe('[fe80::1]:6432/events');
  });
});

describe('why, in a few words', () => {
  it('each connection failure and server state it knows', () => {
    expect(['EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET', '57P01', '57P03', '55P03', '25006'].map((code) => plainCause(coded(code)))).toEqual([
      'the host name could not be looked up now',
      'no answer (timed out)',
      'the host cannot be reached',
      'the connection was reset',
      'the database server is shutting down',
      'the database server is starting up or shutting down',
      'another session held a lock for too long (another server setting up the table, or a long transaction)',
      'the database is read-only (a standby after a failover?)',
    ]);
  });

  it('otherwise the first line of what was said, a time-out in any words, or the thrown value itself', () => {
    expect(plainCause(coded('42501', 'permission denied for schema public\nDETAIL: more'))).toBe('permission denied for schema public');
    expect(plainCause(new Error('Connection Timeout while reading'))).toBe('no answer (timed out)');
    expect(plainCause('socket hang up')).toBe('socket hang up');
    // The first of several addresses' errors speaks for them: its code, else its words.
    expect(plainCause(Object.assign(new AggregateError([coded('ENOTFOUND'), coded('ECONNREFUSED')], ''), {}))).toBe('no such host');
    expect(plainCause(Object.assign(new AggregateError([new Error('')], 'all failed'), { code: 'EHOSTUNREACH' }))).toBe('the host cannot be reached');
    expect(plainCause(new AggregateError([new Error('')], 'all addresses failed'))).toBe('all addresses failed');
  });
});

describe('which failures mean the database is away (tried again) rather than that it said no', () => {
  it("network codes, connection exceptions, a server shutting down or starting; pg's own words without a code", () => {
    const away = ['ECONNREFUSED', 'EPIPE', '08006', '08P01', '57P01', '57P02', '57P03'].map((code) => unreachable(coded(code)));
    const no = ['57P04', '55P03', '25006', '42501', '23505', 'E1', 'XECONNREFUSED', '080060'].map((code) => unreachable(coded(code)));
    expect([away, no]).toEqual([
      [true, true, true, true, true, true, true],
      [false, false, false, false, false, false, false, false],
    ]);
    expect(
      [
        'Connection terminated unexpectedly',
        'timeout exceeded when trying to connect',
        'Connection timeout',
        'connect timeout',
        'Client has encountered a connection error and is not queryable',
        'duplicate key',
      ].map((message) => unreachable(new Error(message))),
    ).toEqual([true, true, true, true, true, false]);
    expect(unreachable(coded('23505', 'Connection terminated'))).toBe(false);
  });
});

describe('a DATABASE_URL where nothing listens', () => {
  let closing: (() => Promise<void>) | undefined;
  afterEach(async () => closing?.());

  it('the store opens down, says so once naming the host, port and cause, and refuses appends with 503', async () => {
    const port = await freePort();
    const errors: string[] = [];
    const store = await openPostgresStore(`postgres://landing@127.0.0.1:${port}/events`, {
      retryMs: 60_000,
      log: { error: (m) => errors.push(m), log: () => {} },
    });
    closing = () => store.close();
    expect(store.state).toBe('down');
    expect(errors).toEqual([
      `The events database 127.0.0.1:${port}/events cannot be reached at start (connection refused: nothing listens on that port); pages are served, beacons get 503 until it answers (tried again every 60 s). Check DATABASE_URL.`,
    ]);
    const refused = (await store.append([row({})]).catch((error: StoreUnavailable) => error)) as StoreUnavailable;
    expect([refused.kind, refused.message, refused.retryAfterSeconds]).toEqual([
      'down',
      `the events database 127.0.0.1:${port}/events cannot be reached (connection refused: nothing listens on that port); the events were not stored. Try again in a moment.`,
      5,
    ]);
    const count = (await store.count().catch((error: StoreUnavailable) => error)) as StoreUnavailable;
    expect(count.kind).toBe('down');
    await store.close();
    const closed = (await store.append([row({})]).catch((error: StoreUnavailable) => error)) as StoreUnavailable;
    expect([closed.kind, closed.message]).toEqual(['closed', 'the event store is closed; the events were not stored.']);
  });

  it('the report stops with one line naming the database and the cause', async () => {
    const port = await freePort();
    await expect(openPostgresReader(`postgres://landing@127.0.0.1:${port}/events`)).rejects.toThrow(
      `The events database 127.0.0.1:${port}/events cannot be reached (connection refused: nothing listens on that port). Check DATABASE_URL.`,
    );
  });
});
