import { blockSchema } from '../../schemas/blocks/index';
import { CONTROL } from '../../schemas/control';
import { didYouMean, suggestOrList } from '../lib/did-you-mean';
import { sectionIndex } from '../experiments/variants';
import type { SiteModel } from './model';
import type { ProblemName } from './catalogue/index';
import { formatPath, type PathKey, type Problem } from './problem';
import type { YamlSource } from './yaml-source';
import { issueMessage } from './zod-problems';

/**
 * Experiments, once every page passed its schema: ids unique on the site (each is a cookie name),
 * one live experiment per page, a control, variant ids unique, weights adding up to 100, a winner
 * only when ended and naming a variant, no copy marked as an example shown to visitors, and every
 * change pointing at a block that exists and leaving it valid. Each problem has its file, line,
 * column and YAML path.
 */
export function checkExperiments(model: SiteModel, sources: Map<string, YamlSource>): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const entry of model.pages) {
    const experiments = entry.page.experiments ?? [];
    const at = (path: PathKey[], name: ProblemName, message: string) =>
      problems.push(sources.get(entry.file)!.problem(['experiments', ...path], name, message));
    let live: string | undefined;
    experiments.forEach((experiment, e) => {
      const owner = seen.get(experiment.id);
      if (owner)
        at(
          [e, 'id'],
          'experimentIdTwice',
          `Experiment id "${experiment.id}" is already used in ${owner}. Ids name the visitor's cookie, so each is unique on the site: pick another.`,
        );
      else seen.set(experiment.id, entry.file);
      if (experiment.status !== 'ended') {
        if (live)
          at(
            [e, 'status'],
            'twoLiveExperiments',
            `This page already has a live experiment (${live}). A page runs one experiment at a time: end or remove one of them.`,
          );
        live ??= experiment.id;
      }
      const ids = experiment.variants.map((variant) => variant.id);
      experiment.variants.forEach((variant, v) => {
        if (ids.indexOf(variant.id) !== v)
          at(
            [e, 'variants', v, 'id'],
            'variantIdTwice',
            `Variant id "${variant.id}" appears twice in experiment ${experiment.id}. Give each variant its own id.`,
          );
      });
      const control = experiment.variants.findIndex((variant) => variant.id === CONTROL);
      if (control < 0)
        at(
          [e, 'variants'],
          'noControl',
          `Experiment ${experiment.id} has no variant with id control. Add one ({ id: control, weight: 50 }): it is the page as written, which the others are compared with.`,
        );
      else {
        const c = experiment.variants[control]!;
        if (c.heading !== undefined || c.blocks !== undefined || c.sections !== undefined) {
          at(
            [e, 'variants', control],
            'controlChanges',
            'The control is the page as written and changes nothing: move heading, blocks and sections to another variant.',
          );
        }
      }
      const goal = experiment.goal;
      if (typeof goal === 'object' && !Object.hasOwn(model.site.links, goal.presses)) {
        const names = Object.keys(model.site.links);
        at(
          [e, 'goal', 'presses'],
          'goalUnknownLink',
          `No link template "${goal.presses}" under links: in site.config.yaml.${suggestOrList(goal.presses, names, 'Link templates')} Name the template whose presses decide experiment ${experiment.id}.`,
        );
      }
      if ((goal === 'applications' || goal === 'value') && !Object.keys(model.site.conversions?.providers ?? {}).length) {
        at(
          [e, 'goal'],
          'goalWithoutProviders',
          `Experiment ${experiment.id} is decided on ${goal}, but site.config.yaml has no conversions.providers, so no application can be reported. Set up the form's provider (docs/tracking.md, "Set up a provider"), or use goal: presses.`,
        );
      }
      const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
      if (Math.abs(total - 100) > 1e-9) {
        at(
          [e, 'variants'],
          'weightsNot100',
          `The weights of experiment ${experiment.id} add up to ${Number(total.toFixed(6))}; they are percentages of new visitors and must add up to 100. Change ${experiment.variants.map((v) => `${v.id} (${v.weight})`).join(', ')}.`,
        );
      }
      if (experiment.status === 'ended' && experiment.winner === undefined)
        at(
          [e, 'status'],
          'endedWithoutWinner',
          `An ended experiment names its winner, the variant everyone now sees: add winner: with one of ${ids.join(', ')}.`,
        );
      if (experiment.winner !== undefined) {
        if (experiment.status !== 'ended')
          at([e, 'winner'], 'winnerNotEnded', `winner is only for an ended experiment; this one is ${experiment.status}. Remove winner, or set status: ended.`);
        else if (!ids.includes(experiment.winner))
          at(
            [e, 'winner'],
            'unknownWinner',
            `No variant "${experiment.winner}" in experiment ${experiment.id}.${didYouMean(experiment.winner, ids)} The winner is one of ${ids.join(', ')}.`,
          );
      }
      experiment.variants.forEach((variant, v) => {
        // Example copy reaches visitors only when the experiment runs or ends with it as the winner.
        const shown = experiment.status === 'running' || (experiment.status === 'ended' && experiment.winner === variant.id);
        if (variant.example && shown) {
          at(
            [e, 'variants', v, 'example'],
            'exampleCopyShown',
            `Variant ${variant.id} is marked example: true: its copy is an example nobody has approved, and ${experiment.status === 'running' ? 'a running experiment shows it to visitors' : 'as the winner everyone would see it'}. Replace the copy with approved words and remove example: true, or set status: paused.`,
          );
        }
        const sections = variant.sections ?? entry.page.sections;
        if (variant.heading !== undefined && !sections.some((block) => block.type === 'hero')) {
          at(
            [e, 'variants', v, 'heading'],
            'noHero',
            `heading replaces the hero block's heading, but ${variant.sections ? "this variant's sections have" : 'this page has'} no hero block. Use blocks: to change another block.`,
          );
        }
        variant.blocks?.forEach((override, o) => {
          const index = sectionIndex(sections, override.section);
          if (index < 0) {
            const names = sections.flatMap((block) => (block.id ? [block.id] : []));
            const which =
              typeof override.section === 'number'
                ? `No section at position ${override.section}: the sections go from 0 to ${sections.length - 1}.`
                : `No section has id "${override.section}".${suggestOrList(override.section, names, 'Section ids')}`;
            at([e, 'variants', v, 'blocks', o, 'section'], 'noSuchBlock', `${which} Name a section by its id or its position in sections.`);
            return;
          }
          const block = sections[index]!;
          if ('type' in override.set && override.set.type !== block.type) {
            at(
              [e, 'variants', v, 'blocks', o, 'set', 'type'],
              'changesBlockType',
              `A change cannot turn the ${block.type} block into another type. Use sections: to replace the whole list instead.`,
            );
            return;
          }
          const raw = sources.get(entry.file)!.data as { sections: object[]; experiments: { variants: { sections?: object[] }[] }[] };
          const rawSections = variant.sections ? raw.experiments[e]!.variants[v]!.sections! : raw.sections;
          const merged = { ...rawSections[index], ...override.set };
          const result = blockSchema.safeParse(merged);
          for (const issue of result.success ? [] : result.error.issues) {
            const path = issue.path.filter((key): key is PathKey => typeof key !== 'symbol');
            const field = path[0];
            const inSet = typeof field === 'string' && field in override.set;
            const words = issueMessage(issue, merged, blockSchema);
            at(
              [e, 'variants', v, 'blocks', o, 'set', ...(inSet ? path : [])],
              'changeBreaksBlock',
              `The ${block.type} block would not be valid with this change: ${path.length ? `${formatPath(path)}: ` : ''}${words}`,
            );
          }
        });
      });
    });
  }
  return problems;
}
