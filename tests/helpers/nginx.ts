import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest } from '../server/built-site';
import { ROOT } from './load-fixture';

const NGINX = '/usr/sbin/nginx';

/**
 * docs/nginx/site.conf as a test runs it: listening on loopback at `listenPort` without TLS, serving
 * `distDir`, with the Node servers at `nodePorts` in its upstream and the header values of dist/_headers.
 */
export function siteConf(distDir: string, nodePorts: number[], listenPort: number): string {
  const headers = readFileSync(join(distDir, '_headers'), 'utf8');
  const value = (name: string) => new RegExp(`^  ${name}: (.*)$`, 'mi').exec(headers)![1]!;
  return readFileSync(join(ROOT, 'docs', 'nginx', 'site.conf'), 'utf8')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${listenPort};`)
    .replace(/^\s*ssl_certificate.*$/gm, '')
    .replace('root /srv/site/dist;', `root ${distDir};`)
    .replace('server 127.0.0.1:4173;', nodePorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '))
    .replace(/add_header ([\w-]+) "<copy from dist\/_headers>"/g, (_, name: string) => `add_header ${name} "${value(name)}"`);
}

/**
 * Debian's nginx in the foreground with `site` (a server block listening on `port`) and a prefix of
 * its own; resolves once it answers. Never skipped: .ci/run installs nginx as it installs chromium.
 */
export async function startNginx(site: string, port: number): Promise<{ stop(): void }> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx with "apt-get install -y nginx" (.ci/run does).`);
  const work = mkdtempSync(join(tmpdir(), 'nginx-'));
  writeFileSync(join(work, 'site.conf'), site);
  writeFileSync(
    join(work, 'nginx.conf'),
    `daemon off; master_process off; pid ${work}/nginx.pid; error_log ${work}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
  );
  const nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  const stop = () => {
    nginx.kill();
    rmSync(work, { recursive: true, force: true });
  };
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += chunk));
  // Ready when it answers; a config error ends the process with its message.
  for (;;) {
    if (nginx.exitCode !== null) {
      const log = readFileSync(join(work, 'error.log'), 'utf8');
      stop();
      throw new Error(`nginx stopped: ${stderr}${log}`);
    }
    try {
      await rawRequest(port, '/robots.txt');
      return { stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
