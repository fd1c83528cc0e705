// `npm pack` runs this first (prepack): compiles the engine to JavaScript in lib/, the folder the
// installed package runs from, so an installed engine compiles nothing at run time (no tsx).
//   lib/{cli,src,dev,audit,schemas}/**/*.js   every .ts/.tsx but the tests, JSX already turned into
//                                              react/jsx-runtime calls, imports with their .js names
//   lib/**/*.css, *.mjs, schemas/json/        copied (the .mjs thread entries import the .js)
//   lib/src/client/{main,boot,boot-late}.ts,  the browser entries Vite builds for each site, as
//   lib/dev/editor/ui/main.tsx,               source: Vite's manifest names them, and their
//   lib/src/edge/worker.ts (the edge Worker)
//                                              imports find the compiled .js beside them
//   lib/schemas/**/*.d.ts                     the schemas' types, for sites that type their tools
//   lib/examples/starter, lib/docs/ci/        what `landing-engine init` writes into a new site
// The repo itself keeps running from sources (bin/landing-engine.js uses lib/ only when cli/main.ts
// is absent, as in the installed package). docs/decisions/39-package.md says why.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'lib');
const TREES = ['cli', 'src', 'dev', 'audit', 'schemas'];
/** Source files Vite builds or serves in the installed package (src/render/assets.ts and its DEV_ASSETS, dev/editor/bundle.ts, src/edge/build-worker.ts). */
const BROWSER_ENTRIES = [
  'src/client/main.ts',
  'src/client/boot.ts',
  'src/client/boot-late.ts',
  'src/client/dev-styles.ts',
  'dev/editor/ui/main.tsx',
  'src/edge/worker.ts',
];
/** Engine-development tools that read the repo's own files: not part of the package. */
const LEFT_OUT = new Set(['dev/editor/screenshot.ts']);
/** Tests, declarations and the JSON Schema (shipped once, at the package's schemas/json/, where sites' YAML points). */
const leftOut = (path) => LEFT_OUT.has(path) || path.startsWith('schemas/json/') || /\.(test|spec)\.tsx?$/.test(path) || path.endsWith('.d.ts');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(ROOT, path)];
  });
}

/** The file a relative import names, as tsx and Vite find it: as written, with .ts/.tsx, or its index. */
function importTarget(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const [suffix, emitted] of [
    ['', ''],
    ['.ts', '.js'],
    ['.tsx', '.js'],
    ['/index.ts', '/index.js'],
    ['/index.tsx', '/index.js'],
  ]) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return suffix === '' ? spec.replace(/\.tsx?$/, '.js') : spec + emitted;
  }
  throw new Error(`${relative(ROOT, from)} imports "${spec}", which is no file: fix the import before packing.`);
}

/** Keeps every import as an import, with the name of the file the compiled tree has. */
const relativeImports = {
  name: 'relative-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      return { path: importTarget(args.importer, args.path), external: true };
    });
  },
};

const files = TREES.flatMap((tree) => walk(join(ROOT, tree))).filter((path) => !leftOut(path));
const sources = files.filter((path) => /\.tsx?$/.test(path));
rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: sources.map((path) => join(ROOT, path)),
  outdir: OUT,
  outbase: ROOT,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [relativeImports],
});

for (const path of files.filter((file) => !/\.tsx?$/.test(file))) {
  mkdirSync(dirname(join(OUT, path)), { recursive: true });
  if (!path.endsWith('.mjs')) {
    copyFileSync(join(ROOT, path), join(OUT, path));
    continue;
  }
  // Thread entries register tsx for the sources; the compiled tree needs no loader.
  const text = readFileSync(join(ROOT, path), 'utf8')
    .replace(/import \{ register \} from 'tsx\/esm\/api';\s*register\(\);\s*/, '')
    .replace(/(import\(['"]\.\/[^'"]+)\.tsx?(['"]\))/g, '$1.js$2');
  writeFileSync(join(OUT, path), text);
}
for (const path of BROWSER_ENTRIES) copyFileSync(join(ROOT, path), join(OUT, path));
// What `landing-engine init` copies into a new site (cli/init-site.ts reads them under the engine's root):
// the starter's sources, never a build of it (dist/, .cache/) left in a working copy.
const STARTER = join(ROOT, 'examples/starter');
const built = new Set(['dist', '.cache', 'node_modules']);
cpSync(STARTER, join(OUT, 'examples/starter'), { recursive: true, filter: (path) => !built.has(relative(STARTER, path).split(/[\\/]/)[0]) });
cpSync(join(ROOT, 'docs/ci/validate.yml'), join(OUT, 'docs/ci/validate.yml'));

const declarations = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.pack.json')], { stdio: 'inherit' });
if (declarations.status !== 0) throw new Error("tsc could not write the schemas' declaration files (see above).");

const loader = walk(OUT).filter((path) => /\.(m?js)$/.test(path) && /from ['"]tsx|['"]tsx\/esm/.test(readFileSync(join(ROOT, path), 'utf8')));
if (loader.length > 0) throw new Error(`The compiled engine still loads tsx in ${loader.join(', ')}: make these files import the compiled .js.`);
console.log(`lib/: ${sources.length} modules compiled, ${files.length - sources.length} files copied, ${BROWSER_ENTRIES.length} browser entries as source.`);
