import { pageSchema } from '../../../schemas/page';
import { isRecord } from '../edits';
import { newExperiment } from '../new-experiment';
import { useFields } from './field-context';
import { Field } from './Field';

/** Each variant's weight as the share of new visitors it gets, and whether the weights add up to 100. */
export function weightShares(experiment: unknown): { line: string; total: number } {
  const variants = isRecord(experiment) && Array.isArray(experiment.variants) ? experiment.variants.filter(isRecord) : [];
  const weights = variants.map((variant) => ({ id: String(variant.id ?? '?'), weight: typeof variant.weight === 'number' ? variant.weight : 0 }));
  const total = weights.reduce((sum, { weight }) => sum + weight, 0);
  return { line: weights.map(({ id, weight }) => `${id} ${weight} %`).join(' + '), total };
}

/**
 * The page's experiments: every field of each, a variant's sections edited like the page's (each
 * block drawn by its type), variants added and removed, and the weights shown as shares of new
 * visitors that must add up to 100 (the engine's LE rule says so too, by the field).
 */
export function Experiments({ value }: { value: unknown }) {
  const { file } = useFields();
  const experiments = Array.isArray(value) ? value : [];
  return (
    <div className="experiments">
      {experiments.map((experiment, index) => {
        const { line, total } = weightShares(experiment);
        const id = isRecord(experiment) ? String(experiment.id ?? index + 1) : String(index + 1);
        return (
          <p key={index} className={total === 100 ? 'shares' : 'shares problem'} id={`shares-${index}`}>
            Experiment {id}, shares of new visitors: {line} = {total} %{total === 100 ? '.' : `, not 100 %: change the weights so they add up to 100.`}
          </p>
        );
      })}
      <Field schema={pageSchema.shape.experiments} path={['experiments']} value={value} label="Experiments" starter={(items) => newExperiment(file, items)} />
    </div>
  );
}
