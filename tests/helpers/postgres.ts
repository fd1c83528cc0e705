// The throwaway PostgreSQL cluster lives in dev/ so the bench starts it too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { sql, startPostgres, type TestPostgres } from '../../dev/postgres-cluster';

export { freePort, postgresBin, sql, startPostgres, type TestPostgres } from '../../dev/postgres-cluster';

/** One database of the test file's cluster: its URL and its name, as the store's messages name it. */
export interface TestDatabase {
  url: string;
  /** `<prefix><n>`: the n-th name this test file took. */
  name: string;
}

export interface PostgresDatabases {
  /** The cluster, started before the file's tests and removed after them. */
  readonly cluster: TestPostgres;
  /** A temp folder for the file's SQLite files, removed after its tests. */
  readonly folder: string;
  /** A new empty database on the cluster, for one test. */
  database(): Promise<TestDatabase>;
  /** A database name not taken yet, and its URL, without creating it (a database not there yet). */
  unmade(): TestDatabase;
  /** The URL of the database `name` on the cluster. */
  urlOf(name: string): string;
}

/**
 * A throwaway PostgreSQL cluster and a temp folder for the test file that calls this (at its top
 * level): databases named `<prefix>1`, `<prefix>2`, … so a failure names the test's own database.
 */
export function usePostgresDatabases(prefix: string): PostgresDatabases {
  let cluster: TestPostgres | undefined;
  let folder: string | undefined;
  let taken = 0;
  beforeAll(async () => {
    cluster = await startPostgres();
    folder = mkdtempSync(join(tmpdir(), `databases-${prefix}-`));
  }, 120_000);
  afterAll(async () => {
    await cluster?.remove();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  const started = (): TestPostgres => {
    if (!cluster) throw new Error('usePostgresDatabases: the cluster starts in beforeAll; ask for it inside a test.');
    return cluster;
  };
  const urlOf = (name: string) => started().url.replace(/\/events$/, `/${name}`);
  const unmade = (): TestDatabase => {
    const name = `${prefix}${++taken}`;
    return { name, url: urlOf(name) };
  };
  return {
    get cluster() {
      return started();
    },
    get folder() {
      if (!folder) throw new Error('usePostgresDatabases: the folder is made in beforeAll; ask for it inside a test.');
      return folder;
    },
    async database() {
      const made = unmade();
      await sql(started().url, `CREATE DATABASE ${made.name}`);
      return made;
    },
    unmade,
    urlOf,
  };
}
