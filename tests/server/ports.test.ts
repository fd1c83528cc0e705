// @vitest-environment node
// `npm start` and `npm run dev` on a busy port, and the dev server's live reload on its own port.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentStoreConfig } from '../../src/content/store-config';
import { CLI } from '../helpers/engine';
import { ROOT } from '../helpers/load-fixture';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
});

function occupy(host?: string): Promise<{ server: Server; port: number }> {
  const server = createServer();
  return new Promise((resolve) => server.listen(0, host, () => resolve({ server, port: (server.address() as { port: number }).port })));
}

/** Run `landing-engine <command>` to its end; stdout and stderr as text. */
function run(command: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, command], { cwd: ROOT, env: { ...process.env, ...env, NODE_ENV: 'production' } });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('a busy port', () => {
  it('stops npm start with one line saying how to use another port, before any build', async () => {
    const { server, port } = await occupy('127.0.0.1');
    try {
      // npm names the script it runs in npm_lifecycle_event: the fix is given in the words the marketer typed.
      const result = await run('start', { PORT: String(port), npm_lifecycle_event: 'start' });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `Port ${port} is already in use (another server is running there). Stop it, or use another port: PORT=${port + 1} npm start\n`,
      );
      expect(result.stdout).toBe('');
    } finally {
      server.close();
    }
  });

  it('stops landing-engine start with the option to use', async () => {
    const { server, port } = await occupy('127.0.0.1');
    try {
      const result = await run('start', { PORT: String(port), npm_lifecycle_event: '' });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `Port ${port} is already in use (another server is running there). Stop it, or use another port: landing-engine start --port ${port + 1}\n`,
      );
    } finally {
      server.close();
    }
  });

  it('stops npm run dev with one line too', async () => {
    const { server, port } = await occupy('127.0.0.1');
    try {
      const result = await run('dev', { PORT: String(port), npm_lifecycle_event: 'dev' });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `Port ${port} is already in use (another server is running there). Stop it, or use another port: PORT=${port + 1} npm run dev\n`,
      );
    } finally {
      server.close();
    }
  });
});

async function startDev(): Promise<number> {
  const { server, port } = await occupy('127.0.0.1');
  await new Promise((resolve) => server.close(resolve));
  const child = spawn(process.execPath, [CLI, 'dev'], { cwd: ROOT, env: { ...process.env, PORT: String(port) } });
  children.push(child);
  await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('dev server:') && resolve()));
  return port;
}

describe('npm run dev', () => {
  it('answers the live-reload websocket on its own port', async () => {
    const port = await startDev();
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/',
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode);
      });
      req.on('response', (res) => resolve(res.statusCode));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(101);
  }, 60_000);

  it("takes the beacon's events, checked against the YAML, where npm start does", async () => {
    const port = await startDev();
    const post = (event: object) =>
      fetch(`http://127.0.0.1:${port}/__events`, { method: 'POST', body: JSON.stringify(event), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect((await post({ type: 'view', path: '/tender-finance/durban', affid: false })).status).toBe(204);
    const refused = await post({ type: 'view', path: '/nowhere', affid: false });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe('Unprocessable: path: /nowhere is not a page of this site.');
  }, 60_000);
});

describe('the content store settings alone', () => {
  it('are read from site.config.yaml whatever state the pages are in', () => {
    const result = readContentStoreConfig(ROOT);
    expect(result).toMatchObject({ ok: true, config: { projectId: 'tolabiz-site', dataset: 'production', local: { enabled: true, port: 3999 } } });
  });
});
