import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { ERRORS_FILE, errorsDoc } from '../dev/docs/errors-doc';
import { ENGINE_ROOT } from '../src/lib/engine-root';
import { UsageError } from './args';

/** The starter site and the validate workflow, in the repo and in the package's lib/ alike (scripts/pack-build.mjs copies them). */
const STARTER = join(ENGINE_ROOT, 'examples', 'starter');
const WORKFLOW = join(ENGINE_ROOT, 'docs', 'ci', 'validate.yml');
/** What an npm install leaves in a folder: init still counts it as empty, so `npm i landing-engine` may come first. */
const INSTALL_FILES = new Set(['node_modules', 'package.json', 'package-lock.json', '.git']);
const SCRIPTS = {
  dev: 'landing-engine dev',
  build: 'landing-engine build',
  start: 'landing-engine start',
  validate: 'landing-engine validate',
  edit: 'landing-engine edit',
};
const GITIGNORE = `node_modules/
# What landing-engine writes: the built site, its caches, the events database.
dist/
.cache/
data/
`;
const SCHEMA_LINE = /^# yaml-language-server: \$schema=\S*\/([\w.-]+\.schema\.json)$/m;

/** The engine's package.json: beside its root in the repo, one folder up from lib/ in the package. */
function enginePackage(): { version: string } {
  for (const folder of [ENGINE_ROOT, dirname(ENGINE_ROOT)]) {
    const file = join(folder, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (json.name === 'landing-engine') return json;
  }
  throw new Error(`landing-engine's package.json is not at ${ENGINE_ROOT} or the folder above it.`);
}

/** The YAML's schema line, pointed at the installed engine's JSON Schema (relative, so VS Code's YAML extension finds it). */
function pointSchema(text: string, file: string, target: string): string {
  return text.replace(SCHEMA_LINE, (_line, name: string) => {
    const schema = relative(dirname(file), join(target, 'node_modules', 'landing-engine', 'schemas', 'json', name));
    return `# yaml-language-server: $schema=${schema.split('\\').join('/')}`;
  });
}

/** What a build or a run of the starter leaves in its folder (the .gitignore above): never part of a new site. */
const LEFT_BY_RUNS = new Set(['dist', '.cache', 'data', 'node_modules']);

function copyStarter(from: string, target: string, written: string[]): void {
  for (const name of readdirSync(from).sort()) {
    if (LEFT_BY_RUNS.has(name)) continue;
    const source = join(from, name);
    const file = join(target, relative(STARTER, source));
    if (statSync(source).isDirectory()) {
      copyStarter(source, target, written);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    if (name.endsWith('.yaml')) writeFileSync(file, pointSchema(readFileSync(source, 'utf8'), file, target));
    else cpSync(source, file);
    written.push(relative(target, file));
  }
}

/** package.json of the site: the engine's scripts and the engine as its dependency, added to one npm already wrote. */
function sitePackage(target: string): string {
  const file = join(target, 'package.json');
  const existing = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
  const name =
    basename(target)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '') || 'my-site';
  const site: Record<string, unknown> = existing ?? { name, private: true };
  site.scripts = { ...SCRIPTS, ...(site.scripts as object | undefined) };
  const dependencies = (site.dependencies ?? {}) as Record<string, string>;
  const devDependencies = (site.devDependencies ?? {}) as Record<string, string>;
  if (!dependencies['landing-engine'] && !devDependencies['landing-engine'])
    site.dependencies = { ...dependencies, 'landing-engine': `^${enginePackage().version}` };
  return `${JSON.stringify(site, null, 2)}\n`;
}

/**
 * Writes the starter site (examples/starter) into `target` with what a site folder of its own
 * needs: package.json, .gitignore, the validate workflow, docs/errors.md and schema lines into the installed engine.
 * Refuses a folder holding anything but an npm install unless `force`. Gives the files written.
 */
export function initSite(target: string, { force = false, shown = target }: { force?: boolean; shown?: string } = {}): string[] {
  const present = existsSync(target)
    ? readdirSync(target)
        .filter((name) => !INSTALL_FILES.has(name))
        .sort()
    : [];
  if (present.length > 0 && !force) {
    const listed = present.slice(0, 5).join(', ') + (present.length > 5 ? `, and ${present.length - 5} more` : '');
    throw new UsageError(
      `${shown} is not empty (it holds ${listed}): init writes a new site into an empty folder. Name a new folder (landing-engine init my-site), or add --force to write the starter's files over these.`,
    );
  }
  mkdirSync(target, { recursive: true });
  const written: string[] = [];
  copyStarter(STARTER, target, written);
  writeFileSync(join(target, '.gitignore'), GITIGNORE);
  mkdirSync(join(target, '.github', 'workflows'), { recursive: true });
  cpSync(WORKFLOW, join(target, '.github', 'workflows', 'validate.yml'));
  writeFileSync(join(target, 'package.json'), sitePackage(target));
  // Every validate message ends by naming docs/errors.md: a new site has it from the start (issue 61).
  mkdirSync(join(target, dirname(ERRORS_FILE)), { recursive: true });
  writeFileSync(join(target, ERRORS_FILE), errorsDoc());
  return [...written, '.gitignore', '.github/workflows/validate.yml', 'package.json', ERRORS_FILE].sort();
}
