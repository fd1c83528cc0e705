import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../src/prerender/client-build';
import { ROOT } from '../helpers/load-fixture';

// Validation happens at build time: the browser must never download the YAML parser, zod, or a token.
const outDir = join(ROOT, '.cache', 'bundle-test');
let files: Record<string, string>;

beforeAll(async () => {
  process.env.SANITY_READ_TOKEN = 'sk-test-secret-token-must-not-leak';
  await buildClient({ root: ROOT, outDir, logLevel: 'silent' });
  const assets = join(outDir, 'assets');
  files = Object.fromEntries(readdirSync(assets).map((name) => [name, readFileSync(join(assets, name), 'utf8')]));
}, 120_000);

describe('the browser bundle', () => {
  it('was built: the entry script, react-dom and the island chunks', () => {
    const names = Object.keys(files);
    expect(names.filter((name) => /^main-[\w-]+\.js$/.test(name))).toHaveLength(1);
    expect(names.some((name) => /^PlanCardsView-[\w-]+\.js$/.test(name))).toBe(true);
    expect(Object.values(files).some((text) => text.includes('__reactContainer$'))).toBe(true);
  });

  it('carries neither zod nor the YAML parser', () => {
    for (const [name, text] of Object.entries(files)) {
      expect(text, `${name} contains zod`).not.toMatch(/\$ZodType|ZodError/);
      expect(text, `${name} contains the yaml package`).not.toMatch(/YAMLParseError|yaml-language-server/);
    }
  });

  it('never contains the content-store read token', () => {
    for (const [name, text] of Object.entries(files)) expect(text, name).not.toContain('sk-test-secret-token-must-not-leak');
  });
});
