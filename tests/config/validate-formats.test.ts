import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/engine';
import { ROOT } from '../helpers/load-fixture';

// npm run validate -- --format json | github on a copy of the shipped site, and the CI workflow
// docs/ci/validate.yml that runs it.
describe('site: npm run validate -- --format', () => {
  const dir = mkdtempSync(join(tmpdir(), 'formats-'));
  cpSync(join(ROOT, 'site.config.yaml'), join(dir, 'site.config.yaml'));
  cpSync(join(ROOT, 'pages'), join(dir, 'pages'), { recursive: true });
  cpSync(join(ROOT, 'public'), join(dir, 'public'), { recursive: true });
  cpSync(join(ROOT, 'translations'), join(dir, 'translations'), { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const validate = (...args: string[]) => runCli(['validate', ...args], { cwd: dir });

  it('json and github print only the problems on stdout and exit 1 while one is left; an unknown format says which there are', () => {
    const home = readFileSync(join(dir, 'pages/home.yaml'), 'utf8');
    writeFileSync(join(dir, 'pages/home.yaml'), home.replace('    heading: Hear your digital receptionist', '    heading: 2024'));
    const json = validate('--format', 'json');
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout).problems).toEqual([
      {
        file: 'pages/home.yaml',
        line: 37,
        column: 14,
        code: 'LE204',
        severity: 'error',
        title: 'Text written as a number',
        path: 'sections[1].heading',
        message: 'YAML reads 2024 as a number, but heading is text. Put it in quotes: heading: "2024".',
      },
    ]);
    const github = validate('--format', 'github');
    expect(github.status).toBe(1);
    expect(github.stdout).toBe(
      '::error file=pages/home.yaml,line=37,col=14,title=LE204 Text written as a number::sections[1].heading: YAML reads 2024 as a number, but heading is text. Put it in quotes: heading: "2024". [LE204]\n',
    );
    const unknown = validate('--format', 'xml');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('--format xml: write --format text, --format json, --format github.\n');
    writeFileSync(join(dir, 'pages/home.yaml'), home);
    // Fixed, nothing is left: a page not yet in Afrikaans or isiZulu is not published there, which is no annotation (issue 54).
    const clean = validate('--format', 'github');
    expect(clean.status).toBe(0);
    expect(clean.stdout).toBe('');
  }, 60_000);

  it('docs/ci/validate.yml runs validate with annotations on every pull request that touches the YAML', () => {
    const workflow = parse(readFileSync(join(ROOT, 'docs/ci/validate.yml'), 'utf8'));
    expect(workflow.on.pull_request.paths).toEqual(['site.config.yaml', 'pages/**', 'public/**']);
    const steps = workflow.jobs.validate.steps as { uses?: string; run?: string; with?: Record<string, unknown> }[];
    expect(steps.map((step) => step.uses ?? step.run)).toEqual([
      'actions/checkout@v4',
      'actions/setup-node@v4',
      'npm ci --no-audit --no-fund',
      'npm run --silent validate -- --format github',
    ]);
    expect(steps[1]!.with).toEqual({ 'node-version': 20, cache: 'npm' });
  });
});
