import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAudit } from '../../cli/commands/audit-links';
import { ROOT } from '../helpers/load-fixture';

// An installed site has the engine's dependencies, not its dev dependencies: playwright-core may be
// missing there (issue 61). The audit then says what to install, in one line, and gives 1.
describe('landing-engine audit-links without playwright-core', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what to install and gives 1, with no stack trace', async () => {
    const said: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void said.push(line));
    const missing = (name: string): string => {
      throw Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
    };
    await expect(runAudit({ root: join(ROOT, 'examples/starter') }, missing)).resolves.toBe(1);
    expect(said).toEqual([
      "audit-links drives Chromium through playwright-core, which is not installed here. Run npm i -D playwright-core@1 in the site's folder (next to site.config.yaml), and install Chromium from your system's packages (apt-get install chromium; CHROMIUM_PATH names another binary).",
    ]);
  });
});
