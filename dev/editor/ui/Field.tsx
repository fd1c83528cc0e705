import { ProblemNote } from './ProblemNote';
import type { z } from 'zod';
import { isRecord, type PathKey } from '../edits';
import { idOf, problemsAt, useFields } from './field-context';
// eslint-disable-next-line import-x/no-cycle -- fields draw each other (a list's items, a map's values are fields); only at render, never at module load
import { ListField } from './ListField';
// eslint-disable-next-line import-x/no-cycle -- fields draw each other (a list's items, a map's values are fields); only at render, never at module load
import { MapField } from './MapField';
import { ScalarField, type Group } from './ScalarField';
import { fieldLabel } from './form-words';
import { fieldInfo, inEffectUnwritten, shownKeys } from './schema-fields';

type AnySchema = z.core.$ZodType;

/** Any field, drawn from its schema: scalars as controls, objects as groups, lists with add, remove and reorder. */
export function Field({
  schema,
  path,
  value,
  label,
  hint,
  inList = false,
  starter,
  group,
}: {
  schema: AnySchema;
  path: PathKey[];
  value: unknown;
  label: string;
  hint?: 'link' | 'media' | 'page';
  inList?: boolean;
  starter?: (items: unknown[]) => unknown;
  group?: Group;
}) {
  const info = fieldInfo(schema, value);
  const { shape } = info;
  if (shape.is === 'fixed') return null;
  if (shape.is === 'object')
    return (
      <ObjectField
        fields={shape.fields}
        link={shape.link}
        path={path}
        value={value}
        label={label}
        description={inList ? undefined : info.description}
        optional={info.optional}
        inEffect={inEffectUnwritten(info)}
      />
    );
  if (shape.is === 'list') return <ListField item={shape.item} path={path} value={value} label={label} description={info.description} starter={starter} />;
  if (shape.is === 'map') return <MapField valueSchema={shape.value} path={path} value={value} label={label} description={info.description} />;
  if (shape.is === 'other') return null;
  // A list's items share the list's description: said once, above the list.
  // The list a value is chosen from is the schema's mark (x-choose-from: pictures, pages), or a link template's name inside a link.
  return (
    <ScalarField
      info={inList ? { ...info, description: undefined } : info}
      path={path}
      value={value}
      label={label}
      hint={hint ?? info.chooseFrom}
      group={group}
    />
  );
}

export function ObjectField({
  fields,
  link,
  path,
  value,
  label,
  description,
  optional,
  inEffect = false,
  skip = [],
}: {
  fields: Record<string, AnySchema>;
  link: boolean;
  path: PathKey[];
  value: unknown;
  label: string;
  description?: string;
  optional: boolean;
  /** The group applies unwritten (prefault): its fields are drawn though it is not written, and a change writes it. */
  inEffect?: boolean;
  skip?: string[];
}) {
  const context = useFields();
  const written = isRecord(value);
  const data = written ? value : inEffect ? {} : undefined;
  const problems = problemsAt(context, path);
  if (!data) {
    return (
      <div className="field">
        <button type="button" onClick={() => context.edit({ op: 'set', path, value: {} })}>
          Add {label.toLowerCase()}
        </button>
        {description ? <p className="hint">{description}</p> : null}
        {problems.map((problem, i) => (
          <ProblemNote problem={problem} key={i} />
        ))}
      </div>
    );
  }
  const keys = Object.keys(fields).filter((key) => !skip.includes(key));
  const drawn = shownKeys(fields, data);
  const shown = keys.filter((key) => drawn.includes(key));
  const more = keys.filter((key) => !shown.includes(key));
  const group: Group = { keys: Object.keys(fields), value: data };
  const draw = (key: string) => (
    <Field
      key={key}
      schema={fields[key]!}
      path={[...path, key]}
      value={data[key]}
      label={fieldLabel(key)}
      hint={link && key === 'link' ? 'link' : undefined}
      group={group}
    />
  );
  return (
    <fieldset className="group" id={idOf(context.file, path)}>
      <legend>{label}</legend>
      {description ? <p className="hint">{description}</p> : null}
      {problems.map((problem, i) => (
        <ProblemNote problem={problem} key={i} />
      ))}
      {shown.map(draw)}
      {more.length > 0 ? (
        <details className="more">
          <summary>More fields ({more.map(fieldLabel).join(', ').toLowerCase()})</summary>
          {more.map(draw)}
        </details>
      ) : null}
      {written && optional && path.length > 0 && typeof path.at(-1) === 'string' ? (
        <button type="button" className="quiet" onClick={() => context.edit({ op: 'unset', path })}>
          Remove {label.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  );
}
