import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for a test or the bench: initdb into a temp folder, the server on a loopback
 * port with its socket in that folder, one database `events`. As root (CI, this machine) the
 * cluster runs as the `postgres` user that Debian's package creates, since PostgreSQL refuses to
 * run as root. Never skipped: a missing PostgreSQL fails with how to install it.
 */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/events */
  url: string;
  port: number;
  /** Start it again after stop(), on the same data and port (a database that comes back). */
  start(): Promise<void>;
  /** Fast shutdown (SIGINT); the data stays for start(). */
  stop(): Promise<void>;
  /** Stop and delete the cluster. */
  remove(): Promise<void>;
}

export function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(`PostgreSQL is missing: no ${base}/<version>/bin/initdb. Install Debian's PostgreSQL with "apt-get install -y postgresql" (.ci/run does).`);
  return join(base, versions[0]!, 'bin');
}

export function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }),
  );
}

/** The uid and gid the cluster runs as: the postgres user when this process is root. */
function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error(
      'Running as root, and there is no postgres user to run PostgreSQL as (Debian\'s postgresql package creates it: "apt-get install -y postgresql").',
    );
  return { uid, gid: id('-g') };
}

/**
 * `durable`: fsync on, as a production server (the bench); tests run with fsync off, which only
 * matters if the machine itself stops.
 */
export async function startPostgres({
  port: wanted,
  durable = false,
  start: startNow = true,
}: { port?: number; durable?: boolean; start?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  const user = owner();
  const folder = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (user) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'], {
    cwd: folder,
    encoding: 'utf8',
    ...user,
  });
  if (init.status !== 0) throw new Error(`initdb failed (${init.status}): ${init.stderr || init.error?.message}`);
  const port = wanted ?? (await freePort());
  let server: ChildProcess | undefined;
  let log = '';

  const start = async () => {
    const settings = ['-c', `fsync=${durable ? 'on' : 'off'}`, '-c', `full_page_writes=${durable ? 'on' : 'off'}`, '-c', 'max_connections=200'];
    server = spawn(join(bin, 'postgres'), ['-D', data, '-k', folder, '-c', 'listen_addresses=127.0.0.1', '-p', String(port), ...settings], {
      cwd: folder,
      stdio: ['ignore', 'ignore', 'pipe'],
      ...user,
    });
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`postgres stopped at start (${server.exitCode}): ${log}`);
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      try {
        await client.connect();
        // The test database, made the first time the cluster starts.
        if ((await client.query("SELECT 1 FROM pg_database WHERE datname = 'events'")).rowCount === 0) await client.query('CREATE DATABASE events');
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => {});
        if (Date.now() > deadline) throw new Error(`postgres did not answer within 60 s: ${(error as Error).message}\n${log}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGINT');
    });
  };

  const url = `postgres://postgres@127.0.0.1:${port}/events`;
  const handle: TestPostgres = {
    url,
    port,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  if (startNow) await start();
  return handle;
}

/** One query on the test database, on a connection of its own. */
export async function sql<T extends Record<string, unknown> = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
