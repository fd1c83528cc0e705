import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_FILE, CLIENT_ENTRY } from '../../src/render/assets';

/**
 * The two files a server needs from a client build (Vite's manifest and the boot script), for
 * tests whose pages render on demand and never run in a browser.
 */
export function writeStubBuild(distDir: string): void {
  mkdirSync(join(distDir, '.vite'), { recursive: true });
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/main.js', css: [] } }));
  writeFileSync(join(distDir, BOOT_FILE), '(function(){})();\n');
}

/** A stub client build and one prerendered page, /invest (heading "Invest"), for tests of what the server answers beside it. */
export function writeStubBuildWithInvest(distDir: string): void {
  writeStubBuild(distDir);
  writeFileSync(join(distDir, 'invest.html'), '<!doctype html><title>Invest</title><h1>Invest</h1>');
}
