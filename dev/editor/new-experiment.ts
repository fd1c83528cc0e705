import { isRecord } from './edits';

/**
 * What "Add experiment" starts with (issue 57): an experiment the engine takes as it stands, so the
 * form shows no problem before the marketer has done anything. An empty one had shown
 * `"undefined" is not one of running, paused, ended` and two more problems. Paused, because a new
 * experiment must not share out visitors before its variant has its copy; the control and a second
 * variant share new visitors half and half. The id is named after the page (ids are unique on the
 * whole site, and name the visitor's cookie), numbered when the page has one already.
 */
export function newExperiment(pageFile: string, experiments: readonly unknown[]) {
  const stem = (pageFile.split('/').pop() ?? 'page').replace(/\.ya?ml$/, '').slice(0, 30);
  const taken = new Set(experiments.flatMap((experiment) => (isRecord(experiment) && typeof experiment.id === 'string' ? [experiment.id] : [])));
  let id = `${stem}-test`;
  for (let n = 2; taken.has(id); n++) id = `${stem}-test-${n}`;
  return {
    id,
    status: 'paused',
    variants: [
      { id: 'control', weight: 50 },
      { id: 'b', weight: 50 },
    ],
  };
}
