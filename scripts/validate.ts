import { loadSite } from '../src/config/load';
import { formatProblem, type Problem } from '../src/config/problem';
import { githubAnnotations, problemsJson, VALIDATE_FORMATS, validateOutcome, type ValidateFormat } from '../src/config/problem-output';
import { strictProblems } from '../src/config/strict';

/**
 * `npm run validate`: check site.config.yaml and pages/*.yaml; print every problem as
 * file:line:column path: message [code], and exit 1 if there is any. Warnings (valid YAML that is
 * probably a mistake) are printed with their positions and do not fail the run.
 * `npm run validate -- --strict` also fails on warnings and on addresses still at placeholder hosts.
 * `-- --format json` prints one JSON document, `-- --format github` workflow-command annotations.
 */
const strict = process.argv.includes('--strict');
const formatAt = process.argv.indexOf('--format');
const format = (formatAt > 0 ? process.argv[formatAt + 1] : 'text') as ValidateFormat;
if (!VALIDATE_FORMATS.includes(format)) {
  console.error(`--format ${format ?? ''}: write --format ${VALIDATE_FORMATS.join(', --format ')}.`);
  process.exit(1);
}
const started = performance.now();
const result = loadSite(process.cwd());
if (format !== 'text') {
  const outcome = validateOutcome(result, strict);
  process.stdout.write(format === 'json' ? problemsJson(outcome) : githubAnnotations(outcome));
  process.exit(outcome.ok ? 0 : 1);
}
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : what.endsWith('s') ? 'es' : 's'}`;
const print = (label: string, list: readonly Problem[]) => {
  for (const problem of list) console.error(`${label}: ${formatProblem(problem)}`);
};

if (!result.ok) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  print('warning', result.warnings);
  console.error(`\n${count(result.problems.length, 'problem')} found. Fix them and run npm run validate again; docs/errors.md explains each code.`);
  process.exit(1);
}
const { model, warnings } = result;
const placeholders = strictProblems(model, result.sources);
if (strict && warnings.length + placeholders.length > 0) {
  print('warning', warnings);
  for (const problem of placeholders) console.error(formatProblem(problem));
  const parts = [warnings.length > 0 && count(warnings.length, 'warning'), placeholders.length > 0 && count(placeholders.length, 'placeholder address')].filter(Boolean);
  console.error(`\n${parts.join(' and ')} left (--strict). Fix them before going live.`);
  process.exit(1);
}
print('warning', warnings);
const ms = (performance.now() - started).toFixed(0);
console.log(`Site config is valid: ${count(model.pages.length, 'page')}, ${count(Object.keys(model.site.links).length, 'link template')} (${ms} ms).`);
if (warnings.length > 0) console.log(`${count(warnings.length, 'warning')} above: valid YAML that is probably not what you meant.`);
if (placeholders.length > 0) console.log(`${count(placeholders.length, 'address')} still use placeholder hosts (npm run validate -- --strict lists them).`);
