import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../src/prerender/client-build';
import { BOOT_FILE } from '../../src/render/assets';
import { ROOT } from '../helpers/load-fixture';

// Validation happens at build time: the browser must never download the YAML parser, zod, or a token.
const outDir = join(ROOT, '.cache', 'bundle-test');
let files: Record<string, string>;
let boot: string;

beforeAll(async () => {
  process.env.SANITY_READ_TOKEN = 'sk-test-secret-token-must-not-leak';
  await buildClient({ root: ROOT, outDir, logLevel: 'silent' });
  const assets = join(outDir, 'assets');
  files = Object.fromEntries(readdirSync(assets).map((name) => [name, readFileSync(join(assets, name), 'utf8')]));
  boot = readFileSync(join(outDir, BOOT_FILE), 'utf8');
}, 120_000);

describe('the browser bundle', () => {
  it('was built: the entry script, react-dom and the one island chunk (the live deals)', () => {
    const names = Object.keys(files);
    expect(names.filter((name) => /^main-[\w-]+\.js$/.test(name))).toHaveLength(1);
    expect(names.some((name) => /^LiveDeals-[\w-]+\.js$/.test(name))).toBe(true);
    expect(names.filter((name) => /^(PlanCards|Carousel|Testimonials|AudioPlayer)/.test(name))).toEqual([]);
    expect(Object.values(files).some((text) => text.includes('__reactContainer$'))).toBe(true);
  });

  it('has a boot script to inline: one classic script that imports nothing but the confetti chunk a page names, carries no React, and loads the entry script', () => {
    expect(boot).toMatch(/^\(function\(\)\{/);
    expect(boot).not.toMatch(/\bimport\s*[{"'`*]|\bexport\s/);
    // One dynamic import: the confetti chunk its page names on the boot's tag (data-confetti-chunk).
    expect(boot.match(/\bimport\s*\(/g)).toHaveLength(1);
    expect(boot).not.toContain('__reactContainer$');
    expect(boot).not.toMatch(/<\/script/i);
    // What a press at any moment needs: the tracking values, the record of presses on calls to action, the names of what it loads.
    for (const marker of ['utm_campaign', 'data-cta', 'data-entry']) expect(boot).toContain(marker);
    // What waits for its late part (docs/decisions/55): the beacon, the menu's and the slide shows' buttons.
    for (const marker of ['/__events', 'data-menu-open', 'slideshow-pair']) expect(boot).not.toContain(marker);
  });

  it("has the boot's late part as one classic script of its own under assets/, named by its content: the beacon, the menu, the slide shows", () => {
    const late = Object.keys(files).filter((name) => name.startsWith('boot-late-'));
    expect(late).toEqual([expect.stringMatching(/^boot-late-[\w-]{8}\.js$/)]);
    const code = files[late[0]!]!;
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/\bimport\s*[{"'`*(]|\bexport\s/);
    expect(code).not.toContain('__reactContainer$');
    for (const marker of ['/__events', 'data-menu-open', 'slideshow-pair', '__landingBoot']) expect(code).toContain(marker);
  });

  it('carries neither zod nor the YAML parser', () => {
    for (const [name, text] of Object.entries({ ...files, 'boot.js': boot })) {
      expect(text, `${name} contains zod`).not.toMatch(/\$ZodType|ZodError/);
      expect(text, `${name} contains the yaml package`).not.toMatch(/YAMLParseError|yaml-language-server/);
    }
  });

  it('carries nothing of the editor (landing-engine edit): its page is built on its own', () => {
    for (const [name, text] of Object.entries({ ...files, 'boot.js': boot })) {
      expect(text, name).not.toMatch(/editor-token|__editor|New section from the block reference/);
    }
  });

  it('never contains the content-store read token', () => {
    for (const [name, text] of Object.entries({ ...files, 'boot.js': boot })) expect(text, name).not.toContain('sk-test-secret-token-must-not-leak');
  });
});
