import { describe, expect, it } from 'vitest';
import { githubAnnotations, problemsJson, validateOutcome } from '../../src/config/problem-output';
import { fixtureFile, loadFixture } from '../helpers/fixture-site';

// validate --format json and --format github, from the same outcome as the text output.
const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\npaths: [/fixture]\nsections:\n${body}`;
const broken = {
  'pages/t.yaml': page('  - type: copy\n    heading: 2024\n    paragraphs: ["We are #1, 100% sure"]\n  - type: copy\n    heading: Call us #1\n'),
};

describe('validate --format json', () => {
  it('lists every problem, then every warning, with file, line, column, code, severity, title, path and message', () => {
    expect(JSON.parse(problemsJson(validateOutcome(loadFixture(broken), false)))).toEqual({
      ok: false,
      strict: false,
      problems: [
        {
          file: 'pages/t.yaml',
          line: 8,
          column: 14,
          code: 'LE204',
          severity: 'error',
          title: 'Text written as a number',
          path: 'sections[0].heading',
          message: 'YAML reads 2024 as a number, but heading is text. Put it in quotes: heading: "2024".',
        },
        {
          file: 'pages/t.yaml',
          line: 11,
          column: 22,
          code: 'LE703',
          severity: 'warning',
          title: 'A text cut short by " #"',
          path: '',
          message: 'The text after " #" is read as a comment, so this reads "Call us". If # belongs to the text, put the whole text in quotes: "Call us #1".',
        },
      ],
    });
  });

  it('is ok with only warnings, and not ok with them under --strict (placeholder hosts become problems)', () => {
    const warned = { 'pages/t.yaml': page('  - type: copy\n    heading: Call us #1\n') };
    const lenient = JSON.parse(problemsJson(validateOutcome(loadFixture(warned), false)));
    expect([lenient.ok, lenient.strict, lenient.problems.map((p: { code: string; severity: string }) => `${p.code} ${p.severity}`)]).toEqual([
      true,
      false,
      ['LE703 warning'],
    ]);
    const strict = JSON.parse(problemsJson(validateOutcome(loadFixture(warned), true)));
    expect(strict.ok).toBe(false);
    expect(strict.problems.map((p: { code: string; severity: string }) => `${p.code} ${p.severity}`)).toEqual([
      'LE601 error',
      'LE601 error',
      'LE601 error',
      'LE601 error',
      'LE703 warning',
    ]);
  });
});

describe('the outcome', () => {
  const hosts = (text: string) => text.replace(/example\.com/g, 'acme.co.za').replace('acme.example', 'www.acme.co.za');

  it('is ok under --strict with no warning and no placeholder address, not with one of each, and counts no placeholders when loading failed', () => {
    expect(validateOutcome(loadFixture({ 'site.config.yaml': hosts(fixtureFile('site.config.yaml')) }), true)).toMatchObject({
      ok: true,
      strict: true,
      problems: [],
      warnings: [],
      placeholders: [],
    });
    // One warning and one placeholder address (the publicUrl): not ok under --strict.
    const one = validateOutcome(
      loadFixture({
        'pages/t.yaml': page('  - type: copy\n    heading: Call us #1\n'),
        'site.config.yaml': fixtureFile('site.config.yaml').replace(/example\.com/g, 'acme.co.za'),
      }),
      true,
    );
    expect([one.ok, one.warnings.map((p) => p.code), one.placeholders.map((p) => p.code)]).toEqual([false, ['LE703'], ['LE601']]);
    const failed = validateOutcome(loadFixture(broken), true);
    expect([failed.ok, failed.problems.map((p) => p.code), failed.placeholders]).toEqual([false, ['LE204'], []]);
  });
});

describe('validate --format github', () => {
  it('escapes a line break in a message, which would otherwise end the command', () => {
    const problem = { file: 'pages/a.yaml', line: 1, col: 1, path: '', code: 'LE204' as const, message: 'One\r\nTwo' };
    expect(githubAnnotations({ ok: false, strict: false, problems: [problem], warnings: [], placeholders: [] })).toBe(
      '::error file=pages/a.yaml,line=1,col=1,title=LE204 Text written as a number::One%0D%0ATwo [LE204]\n',
    );
  });

  it('one workflow command per problem and warning, the code and title as its title, : and , escaped in properties', () => {
    expect(githubAnnotations(validateOutcome(loadFixture(broken), false)).split('\n')).toEqual([
      '::error file=pages/t.yaml,line=8,col=14,title=LE204 Text written as a number::sections[0].heading: YAML reads 2024 as a number, but heading is text. Put it in quotes: heading: "2024". [LE204]',
      '::warning file=pages/t.yaml,line=11,col=22,title=LE703 A text cut short by " #"::The text after " #" is read as a comment, so this reads "Call us". If # belongs to the text, put the whole text in quotes: "Call us #1". [LE703]',
      '',
    ]);
    const colon = { 'pages/t.yaml': page('  - type: copy\n    heading: Hear: 50% off\n') };
    expect(githubAnnotations(validateOutcome(loadFixture(colon), false))).toBe(
      '::error file=pages/t.yaml,line=8,col=18,title=LE116 A text that contains "%3A "::This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes: heading: "Hear: 50%25 off" [LE116]\n',
    );
  });

  it('escapes a comma in the file and in the site folder, which would otherwise end the property', () => {
    const comma = { 'pages/prices, 2026.yaml': page('  - type: copy\n    heading: 2024\n') };
    expect(githubAnnotations(validateOutcome(loadFixture(comma), false), 'sites/a,b/')).toBe(
      '::error file=sites/a%2Cb/pages/prices%2C 2026.yaml,line=8,col=14,title=LE204 Text written as a number::sections[0].heading: YAML reads 2024 as a number, but heading is text. Put it in quotes: heading: "2024". [LE204]\n',
    );
  });

  it('under --strict a warning fails the run, so it is an error; a site folder inside the repository prefixes the file', () => {
    const warned = {
      'pages/t.yaml': page('  - type: copy\n    heading: Call us #1\n'),
      'site.config.yaml': fixtureFile('site.config.yaml')
        .replace(/example\.com/g, 'acme.co.za')
        .replace('acme.example', 'www.acme.co.za'),
    };
    expect(githubAnnotations(validateOutcome(loadFixture(warned), true), 'site/')).toBe(
      '::error file=site/pages/t.yaml,line=8,col=22,title=LE703 A text cut short by " #"::The text after " #" is read as a comment, so this reads "Call us". If # belongs to the text, put the whole text in quotes: "Call us #1". [LE703]\n',
    );
  });
});
