import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { runCli } from '../helpers/engine';
import { initSite } from '../../cli/init-site';

const scratch = mkdtempSync(join(tmpdir(), 'le-init-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => relative(dir, join(dir, name)))
    .sort();
}

// `npx landing-engine init my-site`, as a new team types it.
describe('landing-engine init', () => {
  it('writes the starter site with package.json, .gitignore, the validate workflow, docs/errors.md and schema lines into the installed engine', () => {
    const run = runCli(['init', 'my-site'], { cwd: scratch });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const site = join(scratch, 'my-site');
    expect(filesIn(site)).toEqual([
      '.github/workflows/validate.yml',
      '.gitignore',
      'docs/errors.md',
      'package.json',
      'pages/home.yaml',
      'pages/privacy.yaml',
      'pages/repairs.yaml',
      'public/media/favicon.svg',
      'public/media/logo.svg',
      'site.config.yaml',
      'translations/af/made-from.yaml',
      'translations/af/pages/home.yaml',
      'translations/af/pages/privacy.yaml',
      'translations/af/pages/repairs.yaml',
      'translations/af/site.yaml',
    ]);
    expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'))).toEqual({
      name: 'my-site',
      private: true,
      scripts: {
        dev: 'landing-engine dev',
        build: 'landing-engine build',
        start: 'landing-engine start',
        validate: 'landing-engine validate',
        edit: 'landing-engine edit',
      },
      dependencies: { 'landing-engine': '^0.1.0' },
    });
    expect(readFileSync(join(site, '.gitignore'), 'utf8')).toBe(
      'node_modules/\n# What landing-engine writes: the built site, its caches, the events database.\ndist/\n.cache/\ndata/\n',
    );
    expect(readFileSync(join(site, 'site.config.yaml'), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=node_modules/landing-engine/schemas/json/site.schema.json',
    );
    for (const page of ['home', 'privacy', 'repairs']) {
      expect(readFileSync(join(site, 'pages', `${page}.yaml`), 'utf8').split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../node_modules/landing-engine/schemas/json/page.schema.json',
      );
    }
    expect(readFileSync(join(site, '.github/workflows/validate.yml'), 'utf8')).toContain('- run: npm run --silent validate -- --format github');
    expect(run.stdout).toContain('Next:\n  cd my-site\n  npm install\n');
    expect(loadSite(site).ok).toBe(true);
  });

  it('refuses a folder with files in it, and writes over them with --force', () => {
    const site = join(scratch, 'busy');
    mkdirSync(site);
    writeFileSync(join(site, 'notes.txt'), 'keep me');
    const refused = runCli(['init', 'busy'], { cwd: scratch });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      "busy is not empty (it holds notes.txt): init writes a new site into an empty folder. Name a new folder (landing-engine init my-site), or add --force to write the starter's files over these.\n",
    );
    expect(readdirSync(site)).toEqual(['notes.txt']);
    expect(runCli(['init', 'busy', '--force'], { cwd: scratch }).status).toBe(0);
    expect(readFileSync(join(site, 'notes.txt'), 'utf8')).toBe('keep me');
    expect(readdirSync(site)).toContain('site.config.yaml');
  });

  it('leaves dependencies alone when the engine is installed as a dev dependency: it is not added twice', () => {
    const site = join(scratch, 'dev-installed');
    mkdirSync(join(site, 'node_modules'), { recursive: true });
    writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'harbour', devDependencies: { 'landing-engine': '^0.1.0' } }));
    initSite(site);
    const written = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect([written.dependencies, written.devDependencies]).toEqual([undefined, { 'landing-engine': '^0.1.0' }]);
  });

  it('writes into the current folder after `npm i landing-engine`, keeping its package.json and adding the scripts', () => {
    const site = join(scratch, 'installed');
    mkdirSync(join(site, 'node_modules'), { recursive: true });
    writeFileSync(
      join(site, 'package.json'),
      JSON.stringify({
        name: 'harbour',
        dependencies: { 'landing-engine': 'file:../landing-engine-0.1.0.tgz' },
        scripts: { dev: 'landing-engine dev --port 5000' },
      }),
    );
    const run = runCli(['init'], { cwd: site });
    expect(run.status).toBe(0);
    expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'))).toEqual({
      name: 'harbour',
      dependencies: { 'landing-engine': 'file:../landing-engine-0.1.0.tgz' },
      scripts: {
        dev: 'landing-engine dev --port 5000',
        build: 'landing-engine build',
        start: 'landing-engine start',
        validate: 'landing-engine validate',
        edit: 'landing-engine edit',
      },
    });
  });

  it('takes one folder, not two', () => {
    const run = runCli(['init', 'a', 'b'], { cwd: scratch });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('landing-engine init takes no second word "b". Its options: --force, --help.\n');
  });
});
