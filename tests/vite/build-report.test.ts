import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sitePlugin } from '../../src/vite/site-plugin';
import { ROOT } from '../helpers/load-fixture';

describe('npm run build with invalid YAML', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  cpSync(join(ROOT, 'site.config.yaml'), join(dir, 'site.config.yaml'));
  cpSync(join(ROOT, 'pages'), join(dir, 'pages'), { recursive: true });
  cpSync(join(ROOT, 'public'), join(dir, 'public'), { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints each problem once, with no stack trace, and stops with exit code 1', () => {
    const home = readFileSync(join(dir, 'pages/home.yaml'), 'utf8');
    writeFileSync(join(dir, 'pages/home.yaml'), home.replace('    heading: Hear your digital receptionist', '    heading: Hear: your digital receptionist'));
    const plugin = sitePlugin(dir) as unknown as { configResolved(config: { command: string }): void; buildStart(): void };
    const written: string[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    try {
      plugin.configResolved({ command: 'build' });
      expect(() => plugin.buildStart()).toThrow('exit 1');
    } finally {
      write.mockRestore();
      exit.mockRestore();
    }
    expect(written.join('')).toBe(
      [
        '',
        'pages/home.yaml:37:18 This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: heading: "Hear: your digital receptionist" [LE116]',
        '  37 |     heading: Hear: your digital receptionist',
        '     |                  ^',
        '',
        '1 problem in the site config. Fix it and build again.',
        '',
      ].join('\n'),
    );
  });
});
