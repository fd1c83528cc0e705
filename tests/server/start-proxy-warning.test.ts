// @vitest-environment node
// landing-engine start told to trust a proxy while listening on every interface: it says what that risks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../helpers/postgres';
import { builtStarter, startInstance, type Instance } from './start-instances';

let root: string;
let data: string;
const started: Instance[] = [];
beforeAll(() => {
  root = builtStarter();
  data = mkdtempSync(join(tmpdir(), 'proxy-warning-'));
}, 240_000);
afterAll(() => {
  for (const instance of started) instance.child.kill('SIGKILL');
  for (const dir of [root, data]) if (dir) rmSync(dir, { recursive: true, force: true });
});

it('warns when TRUSTED_PROXY_HOPS is set and HOST lets visitors past the proxy, and not behind 127.0.0.1', async () => {
  const open = await startInstance(root, await freePort(), data, { TRUSTED_PROXY_HOPS: '1', HOST: '0.0.0.0' });
  started.push(open);
  expect(open.stderr()).toContain(
    'TRUSTED_PROXY_HOPS=1 with HOST=0.0.0.0: visitors who reach this port directly, not through the proxy, can choose the address their limits count against. Set HOST=127.0.0.1 when the proxy runs on this machine, or firewall the port.\n',
  );
  const behind = await startInstance(root, await freePort(), data, { TRUSTED_PROXY_HOPS: '1', HOST: '127.0.0.1' });
  started.push(behind);
  expect(behind.stderr()).not.toContain('TRUSTED_PROXY_HOPS');
}, 120_000);
