import { ProblemNote } from './ProblemNote';
import { useState } from 'react';
import type { z } from 'zod';
import { isRecord, type PathKey } from '../edits';
import { idOf, problemsAt, useFields } from './field-context';
// eslint-disable-next-line import-x/no-cycle -- fields draw each other (a list's items, a map's values are fields); only at render, never at module load
import { Field } from './Field';
import { newItem } from './ListField';

type AnySchema = z.core.$ZodType;

/** Named entries (a link's values, a template's params): each with its control and Remove; Add with a new name. */
export function MapField({
  valueSchema,
  path,
  value,
  label,
  description,
}: {
  valueSchema: AnySchema;
  path: PathKey[];
  value: unknown;
  label: string;
  description?: string;
}) {
  const context = useFields();
  const [name, setName] = useState('');
  const entries = isRecord(value) ? Object.entries(value) : [];
  const id = idOf(context.file, path);
  return (
    <fieldset className="group" id={id}>
      <legend>{label}</legend>
      {description ? <p className="hint">{description}</p> : null}
      {problemsAt(context, path).map((problem, i) => (
        <ProblemNote problem={problem} key={i} />
      ))}
      {entries.map(([key, entry]) => (
        <div key={key} className="map-entry">
          <Field schema={valueSchema} path={[...path, key]} value={entry} label={key} />
          <button type="button" onClick={() => context.edit({ op: 'unset', path: [...path, key] })}>
            Remove<span className="visually-hidden"> {key}</span>
          </button>
        </div>
      ))}
      <div className="insert">
        <label htmlFor={`${id}-new`}>New name</label>
        <input id={`${id}-new`} type="text" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        <button
          type="button"
          disabled={name.trim() === ''}
          onClick={() => (context.edit({ op: 'set', path: [...path, name.trim()], value: newItem(valueSchema) }), setName(''))}
        >
          Add<span className="visually-hidden"> to {label.toLowerCase()}</span>
        </button>
      </div>
    </fieldset>
  );
}
