import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/load-fixture';

// Lists, as the process exits, which builds of React's server renderer it loaded.
const probe = join(mkdtempSync(join(tmpdir(), 'react-build-')), 'probe.cjs');
writeFileSync(
  probe,
  `process.on('exit', () => process.stderr.write('REACT ' + JSON.stringify(Object.keys(require.cache).filter((f) => /react-dom-server\\.node\\.(development|production)\\.js$/.test(f)).map((f) => f.split('/').pop())) + '\\n'));`,
);

function reactLoadedBy(command: string): string {
  const env = { ...process.env };
  delete env.NODE_ENV;
  const run = spawnSync(process.execPath, ['--require', probe, join(ROOT, 'bin', 'landing-engine.js'), command, '--help'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return /^REACT (.*)$/m.exec(run.stderr)?.[1] ?? `no report: ${run.stderr}`;
}

describe('the commands that render pages for visitors', () => {
  // React picks its build when first loaded, before a command's code runs: the development build
  // rendered a rebuild's 7,260 pages in 2.5 s instead of 1.3.
  it.each(['build', 'start', 'audit-links'])("%s renders with React's production build, with NODE_ENV unset", (command) => {
    expect(reactLoadedBy(command)).toBe('["react-dom-server.node.production.js"]');
  });
});
