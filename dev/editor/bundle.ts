import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { ENGINE_ROOT } from '../../src/lib/engine-root';
import { CLIENT_ENTRY, DEV_STYLES } from '../../src/render/assets';

/** A built file served from memory: the editor writes nothing but the site's YAML. */
export interface Built {
  type: string;
  body: Buffer;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

async function buildInMemory(input: string | string[], plugins: Plugin[], cacheDir: string): Promise<Rollup.OutputBundle[keyof Rollup.OutputBundle][]> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      configFile: false,
      root: ENGINE_ROOT,
      logLevel: 'warn',
      plugins,
      publicDir: false,
      cacheDir,
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify: true,
        rollupOptions: { input, output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', assetFileNames: '[name][extname]' } },
      },
    });
    return (Array.isArray(result) ? result : [result as Rollup.RollupOutput]).flatMap((output) => output.output);
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** The editor's own page script and styles (dev/editor/ui), built once per start; never part of the site's bundle. */
export async function buildEditorUi(cacheDir: string): Promise<Map<string, Built>> {
  const files = await buildInMemory(join(ENGINE_ROOT, 'dev/editor/ui/main.tsx'), [], cacheDir);
  return new Map(
    files
      .filter((file) => TYPES[file.fileName.slice(file.fileName.lastIndexOf('.'))])
      .map((file) => [
        file.fileName,
        { type: TYPES[file.fileName.slice(file.fileName.lastIndexOf('.'))]!, body: Buffer.from(file.type === 'chunk' ? file.code : file.source) },
      ]),
  );
}

/**
 * The engine's styles as the site's build inlines them, from the site's own entry
 * (src/client/main.ts) and every block's stylesheet, without the site's colours: the preview adds those per page view, so a
 * change of brand colours shows without a rebuild. The entry's script is built and dropped.
 */
export async function buildPreviewStyles(cacheDir: string): Promise<string> {
  const noSite: Plugin = {
    name: 'landing-engine:editor-preview',
    resolveId: (id) => (id === 'virtual:theme.css' || id === 'virtual:client-config' ? `\0${id}` : undefined),
    load: (id) => (id === '\0virtual:theme.css' ? '' : id === '\0virtual:client-config' ? 'export default {};' : undefined),
  };
  // Every block's stylesheet too (the site's build inlines each where its block is; the live page may show any).
  const files = await buildInMemory([join(ENGINE_ROOT, CLIENT_ENTRY), join(ENGINE_ROOT, DEV_STYLES)], [noSite], cacheDir);
  return files
    .filter((file) => file.fileName.endsWith('.css'))
    .sort((a, b) => Number(b.fileName.startsWith('main')) - Number(a.fileName.startsWith('main')))
    .map((file) => String(file.type === 'asset' ? file.source : ''))
    .join('\n');
}
