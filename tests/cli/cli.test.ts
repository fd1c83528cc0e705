import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/engine';
import { ROOT } from '../helpers/load-fixture';

// `landing-engine` as a marketer runs it: one command, --root for the site folder, plain messages.
describe('landing-engine', () => {
  it('lists its commands with --help, and says so when run without one', () => {
    const help = runCli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: landing-engine <command> [--root DIR] [options]');
    for (const command of ['validate', 'dev', 'build', 'start', 'report', 'docs', 'audit-links', 'content'])
      expect(help.stdout).toMatch(new RegExp(`\\n  ${command} +\\S`));
    const bare = runCli([]);
    expect(bare.status).toBe(1);
    expect(bare.stderr).toContain('Usage: landing-engine <command>');
  });

  it("shows a command's options with --help", () => {
    const help = runCli(['start', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(
      'landing-engine start: serve the site (building it first when dist/ is missing or older than the sources)\n\n' +
        'Usage: landing-engine start [options]\n\n' +
        'Options:\n' +
        '  --root DIR  the site folder (site.config.yaml, pages/, public/, content/); default: the current folder\n' +
        '  --port N    port to listen on; default: $PORT or 4173\n' +
        '  --data DIR  folder of the events database; default: $DATA_DIR or <root>/data (unused when $DATABASE_URL names a PostgreSQL database)\n' +
        '  --help      show this help\n',
    );
  });

  it('refuses an unknown command with the closest one, and an unknown option with the known ones', () => {
    const command = runCli(['biuld']);
    expect(command.status).toBe(1);
    expect(command.stderr).toBe(
      'landing-engine has no command "biuld". Did you mean "build"? Commands: init, validate, dev, edit, build, start, report, docs, audit-links, content, translations.\n',
    );
    const option = runCli(['validate', '--stric']);
    expect(option.status).toBe(1);
    expect(option.stderr).toBe('landing-engine validate has no option --stric. Its options: --root, --strict, --format, --help.\n');
    const port = runCli(['start', '--port', 'eighty']);
    expect(port.status).toBe(1);
    expect(port.stderr).toBe('--port eighty: write a whole number from 0 to 65535, like 4173.\n');
  });

  it('says what a site folder holds when --root names something else', () => {
    const result = runCli(['validate', '--root', 'docs']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'docs is not a site folder: it has no site.config.yaml.\n' +
        'A site folder holds:\n' +
        '  site.config.yaml   brand, navigation, footer, links, cities (required)\n' +
        '  pages/             one YAML file per page (required)\n' +
        '  public/            images, icons and other files served as they are\n' +
        '  content/           seed documents of the local content store (when the site uses it)\n' +
        'Run the command in a site folder or name one with --root (examples/starter is a small one to copy).\n',
    );
  });

  it('validates the second site from the engine folder', () => {
    const result = runCli(['validate', '--root', 'examples/starter']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Site config is valid: 3 pages, 3 link templates, 2 languages \(\d+ ms\)\.\n/);
  });

  describe('on a site with a mistake', () => {
    const site = mkdtempSync(join(tmpdir(), 'cli-site-'));
    cpSync(join(ROOT, 'examples', 'starter'), site, { recursive: true, filter: (source) => !/[/\\](dist|\.cache)$/.test(source) });
    writeFileSync(
      join(site, 'pages', 'repairs.yaml'),
      'name: Bike repairs\npaths: [/bike-repairs]\nmeta:\n  title: Repairs\n  description: Repairs.\nsections:\n  - type: hero\n    heading: Repairs\n    actions:\n      - { label: Book, link: bok }\n',
    );
    afterAll(() => rmSync(site, { recursive: true, force: true }));

    it('prints the positioned problem with the path as seen from where the command ran', () => {
      const result = runCli(['validate', '--root', site], { cwd: tmpdir() });
      expect(result.status).toBe(1);
      const shown = `${site.slice(tmpdir().length + 1)}/pages/repairs.yaml`;
      expect(result.stderr).toBe(
        `${shown}:10:30 sections[0].actions[0].link: Unknown link template "bok". Did you mean "book"? Define it under links: in site.config.yaml. [LE301]\n\n1 problem found. Fix it and run validate again; docs/errors.md explains each code.\n`,
      );
    });

    it('stops a build with the same problem and no stack trace', () => {
      const result = runCli(['build', '--root', site], { cwd: site });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        '\npages/repairs.yaml:10:30 sections[0].actions[0].link: Unknown link template "bok". Did you mean "book"? Define it under links: in site.config.yaml. [LE301]\n\n1 problem in the site config. Fix it and build again.\n',
      );
    });
  });
});
