import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { ENGINE_ROOT } from '../lib/engine-root';
import { blockStyleFiles, BOOT_FILE, BOOT_SOURCE, CLIENT_ENTRY, LATE_BOOT_FILE, LATE_BOOT_SOURCE, lateBootFile } from '../render/assets';
import { sitePlugin } from '../vite/site-plugin';
import { STAMP_FILE } from '../output/stamp';

/**
 * `vite build` of the browser bundle, always with React's production build. Vite picks React's
 * build from NODE_ENV when its config is resolved, and under vitest NODE_ENV is "test", which gave
 * visitors react-dom's development build, far larger (docs/decisions/12-production-react-build.md); so
 * the build runs with NODE_ENV=production and the caller's value is put back afterwards.
 *
 * The pages of the previous build stay where they are: the prerender then rewrites only the pages
 * that changed and deletes the ones no route gives any more (write-pages.ts), because creating
 * every folder and file again was most of the build's time (docs/decisions/19-build-keeps-dist.md). What Vite writes (assets/,
 * .vite/) and copies (public/) is removed first, so no old script or image outlives its source.
 */
export async function buildClient({ root, outDir, logLevel = 'warn' }: { root: string; outDir: string; logLevel?: 'warn' | 'silent' }): Promise<void> {
  // Without its stamp the folder is known to be half built until the prerender finishes.
  rmSync(join(outDir, STAMP_FILE), { force: true });
  const publicDir = join(root, 'public');
  const copied = existsSync(publicDir) ? readdirSync(publicDir) : [];
  await Promise.all(['assets', '.vite', ...copied].map((name) => rm(join(outDir, name), { recursive: true, force: true })));
  await asProduction(async () => {
    await build({
      ...clientViteConfig(root),
      logLevel,
      build: {
        outDir,
        emptyOutDir: false,
        manifest: true,
        rollupOptions: { input: [join(ENGINE_ROOT, CLIENT_ENTRY), ...blockStyleFiles().map((file) => join(ENGINE_ROOT, file))] },
      },
    });
    await buildBoot({ root, outDir, logLevel });
  });
}

/** Run a Vite build with NODE_ENV=production (React's production build, JSX without its dev runtime), then put the caller's value back. */
export async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * The boot script (src/client/boot.ts) as one self-contained classic script, minified, for
 * assetsFromManifest to inline into every page: no chunks, no imports, no module wrapper, so it
 * runs where it stands in the HTML, with no request. Written under .vite/ (never served). Its late
 * part (src/client/boot-late.ts) is built the same way, then written under assets/ named by its
 * content, the one file the boot script asks for on every page (docs/decisions/55).
 */
async function buildBoot({ root, outDir, logLevel }: { root: string; outDir: string; logLevel: 'warn' | 'silent' }): Promise<void> {
  for (const [source, file] of [
    [BOOT_SOURCE, BOOT_FILE],
    [LATE_BOOT_SOURCE, LATE_BOOT_FILE],
  ] as const) {
    await build({
      root: ENGINE_ROOT,
      cacheDir: join(root, '.cache', 'vite'),
      logLevel,
      configFile: false,
      publicDir: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: join(outDir, dirname(file)),
        emptyOutDir: false,
        copyPublicDir: false,
        minify: true,
        lib: { entry: join(ENGINE_ROOT, source), formats: ['iife'], name: 'landingBoot', fileName: () => basename(file) },
      },
    });
  }
  const late = readFileSync(join(outDir, LATE_BOOT_FILE), 'utf8');
  writeFileSync(join(outDir, lateBootFile(late)), late);
}

/**
 * Vite's settings for a site: the engine's browser code (Vite's root, so manifest keys such as
 * src/client/main.ts are the same for every site), the site's YAML through the plugin, the
 * site's public/ folder and a cache inside the site folder. No vite.config file is read.
 */
export function clientViteConfig(siteRoot: string): InlineConfig {
  return {
    configFile: false,
    root: ENGINE_ROOT,
    plugins: [sitePlugin(siteRoot)],
    publicDir: join(siteRoot, 'public'),
    cacheDir: join(siteRoot, '.cache', 'vite'),
  };
}
