import { loadSite } from '../../src/config/load';
import { formatProblem, type Problem } from '../../src/config/problem';
import { strictProblems } from '../../src/config/strict';
import { ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { fromCwd, siteRoot } from '../site-folder';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : what.endsWith('s') ? 'es' : 's'}`;

/**
 * Check site.config.yaml and pages/*.yaml; print every problem as file:line:column path: message
 * and exit 1 if there is any. Warnings (valid YAML that is probably a mistake) print with their
 * positions and do not fail the run, unless --strict, which also fails on placeholder hosts.
 */
export const command: Command = {
  spec: {
    name: 'validate',
    summary: 'check the site YAML; every problem with file, line and column',
    options: {
      ...ROOT_OPTION,
      strict: { type: 'boolean', description: 'also fail on warnings and on addresses still at placeholder hosts' },
    },
  },
  async run(values) {
    const root = siteRoot(values.root);
    const located = fromCwd(root);
    const print = (list: readonly Problem[], label?: string) => {
      for (const problem of list) console.error(`${label ? `${label}: ` : ''}${formatProblem(located(problem))}`);
    };
    const started = performance.now();
    const result = loadSite(root);
    if (!result.ok) {
      print(result.problems);
      print(result.warnings, 'warning');
      console.error(`\n${count(result.problems.length, 'problem')} found. Fix ${result.problems.length === 1 ? 'it' : 'them'} and run validate again.`);
      return 1;
    }
    const { model, warnings } = result;
    const placeholders = strictProblems(model, result.sources);
    if (values.strict && warnings.length + placeholders.length > 0) {
      print(warnings, 'warning');
      print(placeholders);
      const parts = [warnings.length > 0 && count(warnings.length, 'warning'), placeholders.length > 0 && count(placeholders.length, 'placeholder address')].filter(Boolean);
      console.error(`\n${parts.join(' and ')} left (--strict). Fix them before going live.`);
      return 1;
    }
    print(warnings, 'warning');
    const ms = (performance.now() - started).toFixed(0);
    console.log(`Site config is valid: ${count(model.pages.length, 'page')}, ${count(Object.keys(model.site.links).length, 'link template')} (${ms} ms).`);
    if (warnings.length > 0) console.log(`${count(warnings.length, 'warning')} above: valid YAML that is probably not what you meant.`);
    if (placeholders.length > 0) console.log(`${count(placeholders.length, 'address')} still use placeholder hosts (validate --strict lists them).`);
    return 0;
  },
};
