import { ProblemNote } from './ProblemNote';
import type { z } from 'zod';
import type { PathKey } from '../edits';
import { idOf, itemKey, problemsAt, useFields } from './field-context';
// eslint-disable-next-line import-x/no-cycle -- fields draw each other (a list's items, a map's values are fields); only at render, never at module load
import { Field } from './Field';
import { ItemActions } from './ItemActions';
import { fieldInfo } from './schema-fields';

type AnySchema = z.core.$ZodType;

/** What a new item starts as: empty text, 0, the first choice, an empty group. */
export function newItem(schema: AnySchema): unknown {
  const { shape } = fieldInfo(schema, undefined);
  if (shape.is === 'number' || shape.is === 'amount') return 0;
  if (shape.is === 'boolean') return false;
  if (shape.is === 'choice') return shape.values[0];
  if (shape.is === 'object' || shape.is === 'map') return {};
  if (shape.is === 'list') return [];
  return '';
}

/** The words a list item is known by: its name, heading or label, else its place. */
export function itemTitle(value: unknown, index: number, label: string): string {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const name = [record.name, record.heading, record.label, record.id].find((text) => typeof text === 'string' && text !== '');
  return `${label} ${index + 1}${name ? `: ${String(name)}` : ''}`;
}

/** A list: each item with its controls, Move up, Move down and Remove; Add at the end (a new item is `starter`'s when given, else `newItem`'s). */
export function ListField({
  item,
  path,
  value,
  label,
  description,
  starter,
}: {
  item: AnySchema;
  path: PathKey[];
  value: unknown;
  label: string;
  description?: string;
  starter?: (items: unknown[]) => unknown;
}) {
  const context = useFields();
  const items: unknown[] = Array.isArray(value) ? value : [];
  const problems = problemsAt(context, path);
  const singular = label.replace(/ies$/, 'y').replace(/s$/, '');
  return (
    <fieldset className="group list" id={idOf(context.file, path)}>
      <legend>{label}</legend>
      {description ? <p className="hint">{description}</p> : null}
      {problems.map((problem, i) => (
        <ProblemNote problem={problem} key={i} />
      ))}
      <ol>
        {items.map((entry, index) => {
          const title = itemTitle(entry, index, singular);
          return (
            <li key={itemKey(context, path, index)} className="item">
              <Field schema={item} path={[...path, index]} value={entry} label={title} inList />
              <ItemActions path={path} index={index} count={items.length} title={title} />
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => context.edit({ op: 'insert', path, index: items.length, value: starter ? starter(items) : newItem(item) })}>
        Add {singular.toLowerCase()}
      </button>
    </fieldset>
  );
}
