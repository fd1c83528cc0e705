import { loadSite } from '../src/config/load';
import { formatProblem } from '../src/config/problem';

/**
 * `npm run validate`: check site.config.yaml and pages/*.yaml; print every problem as
 * file:line:column path: message, and exit 1 if there is any.
 * `npm run validate -- --strict` also fails while link templates still point at placeholder hosts.
 */
const strict = process.argv.includes('--strict');
const started = performance.now();
const result = loadSite(process.cwd());
if (!result.ok) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`\n${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} found. Fix them and run npm run validate again.`);
  process.exit(1);
}
const { model } = result;
const { strictProblems } = await import('../src/config/strict');
const warnings = strictProblems(model);
if (strict && warnings.length > 0) {
  for (const line of warnings) console.error(line);
  console.error(`\n${warnings.length} placeholder target${warnings.length === 1 ? '' : 's'} left. Replace them in site.config.yaml before going live.`);
  process.exit(1);
}
const ms = (performance.now() - started).toFixed(0);
console.log(`Site config is valid: ${model.pages.length} pages, ${Object.keys(model.site.links).length} link templates (${ms} ms).`);
if (warnings.length > 0) console.log(`${warnings.length} link templates still use placeholder hosts (npm run validate -- --strict lists them).`);
