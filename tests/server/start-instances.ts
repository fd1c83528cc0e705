import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/load-fixture';

const CLI = join(ROOT, 'bin', 'landing-engine.js');

/**
 * The starter site (examples/starter) in a temp folder with a running experiment on its repairs
 * page (and `site`, more lines of site.config.yaml), built once with `landing-engine build`, so
 * every `start` on it serves at once.
 */
export function builtStarter(site = ''): string {
  const root = mkdtempSync(join(tmpdir(), 'starter-'));
  cpSync(join(ROOT, 'examples', 'starter'), root, { recursive: true });
  if (site) appendFileSync(join(root, 'site.config.yaml'), site);
  appendFileSync(
    join(root, 'pages', 'repairs.yaml'),
    `experiments:
  - id: repairs-hero
    status: running
    variants:
      - { id: control, weight: 50 }
      - { id: same-day, weight: 50, heading: Same-day bike repairs }
`,
  );
  const build = spawnSync(process.execPath, [CLI, 'build', '--root', root], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`landing-engine build --root ${root} failed:\n${build.stdout}\n${build.stderr}`);
  return root;
}

export interface Instance {
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
}

/**
 * `landing-engine start --root <root> --port <port> --data <data>` in a process of its own with
 * `env` added (DATABASE_URL among them); resolves once it says it is serving.
 */
export function startInstance(root: string, port: number, data: string, env: Record<string, string>): Promise<Instance> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [CLI, 'start', '--root', root, '--port', String(port), '--data', data], {
    env: { ...inherited, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = { port, child, stdout: () => out, stderr: () => err, exited };
  return new Promise((resolve, reject) => {
    const check = () => {
      if (out.includes('landing-engine is serving')) {
        child.stdout.off('data', check);
        resolve(instance);
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`landing-engine start exited (${child.exitCode}) before serving:\n${out}\n${err}`)));
  });
}

/** One beacon: a view or a click of the repairs page, its utm_campaign naming it; resolves with the status and body. */
export function beacon(
  port: number,
  name: string,
  { type = 'view', variant = 'control' }: { type?: 'view' | 'click'; variant?: string } = {},
): Promise<{ status: number; text: string; retryAfter?: string }> {
  const event = {
    type,
    path: '/bike-repairs',
    experiment: 'repairs-hero',
    variant,
    utmCampaign: name,
    affid: false,
    ...(type === 'click' ? { link: 'book', block: 'hero' } : {}),
  };
  const body = JSON.stringify(event);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/__events',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, retryAfter: res.headers['retry-after'] }));
        res.on('error', () => resolve({ status: 0, text }));
      },
    );
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(body);
  });
}
