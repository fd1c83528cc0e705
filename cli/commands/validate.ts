import { codeOf } from '../../src/config/catalogue/index';
import { translatedSummary } from '../../src/config/languages/translated-summary';
import { pastDeliveryWarnings } from '../../src/config/deal-dates';
import { loadSite } from '../../src/config/load';
import { formatProblem, type Problem } from '../../src/config/problem';
import { githubAnnotations, problemsJson, VALIDATE_FORMATS, validateOutcome, type ValidateFormat } from '../../src/config/problem-output';
import { strictProblems } from '../../src/config/strict';
import { dayOf } from '../../src/lib/deal-age';
import { ROOT_OPTION, UsageError } from '../args';
import type { Command } from '../command';
import { fromCwd, siteRoot } from '../site-folder';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : what.endsWith('s') ? 'es' : 's'}`;

/**
 * Check site.config.yaml and pages/*.yaml; print every problem as file:line:column path: message
 * [code] and exit 1 if there is any. Warnings (valid YAML that is probably a mistake) print with
 * their positions and do not fail the run, unless --strict, which also fails on placeholder hosts and on the starter's name left in texts.
 * --format json prints one JSON document, --format github workflow-command annotations.
 */
export const command: Command = {
  spec: {
    name: 'validate',
    summary: 'check the site YAML; every problem with file, line, column and its code in docs/errors.md',
    options: {
      ...ROOT_OPTION,
      strict: {
        type: 'boolean',
        description: 'also fail on warnings, on addresses still at placeholder hosts and on texts with the name the site started with',
      },
      format: { type: 'string', value: 'FORMAT', description: `text (the default), json (one document) or github (pull-request annotations)` },
    },
  },
  async run(values) {
    const root = siteRoot(values.root);
    const format = (typeof values.format === 'string' ? values.format : 'text') as ValidateFormat;
    if (!VALIDATE_FORMATS.includes(format)) throw new UsageError(`--format ${format}: write --format ${VALIDATE_FORMATS.join(', --format ')}.`);
    const strict = values.strict === true;
    const located = fromCwd(root);
    const started = performance.now();
    const loaded = loadSite(root);
    // Published deals of the local content store past their delivery date: today's, so not in loadSite.
    const result = loaded.ok ? { ...loaded, warnings: [...loaded.warnings, ...pastDeliveryWarnings(root, loaded.model, dayOf(new Date()))] } : loaded;
    if (format !== 'text') {
      const outcome = validateOutcome(result, strict);
      const seen = { ...outcome, problems: outcome.problems.map(located), warnings: outcome.warnings.map(located) };
      process.stdout.write(format === 'json' ? problemsJson(seen) : githubAnnotations(seen));
      return outcome.ok ? 0 : 1;
    }
    const print = (list: readonly Problem[], label?: string) => {
      for (const problem of list) console.error(`${label ? `${label}: ` : ''}${formatProblem(located(problem))}`);
    };
    if (!result.ok) {
      print(result.problems);
      print(result.warnings, 'warning');
      console.error(
        `\n${count(result.problems.length, 'problem')} found. Fix ${result.problems.length === 1 ? 'it' : 'them'} and run validate again; docs/errors.md explains each code.`,
      );
      return 1;
    }
    const { model, warnings } = result;
    const unfinished = strictProblems(model, result.sources);
    const placeholders = unfinished.filter((problem) => problem.code === codeOf('placeholderHost'));
    const oldName = unfinished.filter((problem) => problem.code === codeOf('startedAsName'));
    if (strict && warnings.length + unfinished.length > 0) {
      print(warnings, 'warning');
      print(unfinished);
      const parts = [
        warnings.length > 0 && count(warnings.length, 'warning'),
        placeholders.length > 0 && count(placeholders.length, 'placeholder address'),
        oldName.length > 0 && `${count(oldName.length, 'text')} with the old name ${model.site.brand.startedAs}`,
      ].filter(Boolean);
      console.error(`\n${parts.join(' and ')} left (--strict). Fix them before going live.`);
      return 1;
    }
    print(warnings, 'warning');
    const ms = (performance.now() - started).toFixed(0);
    // Languages only where the site declares them: a one-language site's line is as it was.
    const languages = model.editions?.length ? `, ${count(model.editions.length + 1, 'language')}` : '';
    console.log(
      `Site config is valid: ${count(model.pages.length, 'page')}, ${count(Object.keys(model.site.links).length, 'link template')}${languages} (${ms} ms).`,
    );
    for (const line of translatedSummary(model)) console.log(line);
    if (warnings.length > 0) console.log(`${count(warnings.length, 'warning')} above: valid YAML that is probably not what you meant.`);
    if (placeholders.length > 0) console.log(`${count(placeholders.length, 'address')} still use placeholder hosts (validate --strict lists them).`);
    if (oldName.length > 0)
      console.log(`${count(oldName.length, 'text')} still say ${model.site.brand.startedAs}, the name the site started with (validate --strict lists them).`);
    return 0;
  },
};
