import { ProblemNote } from './ProblemNote';
import { useEffect, useState } from 'react';
import { blockSchema } from '../../../schemas/blocks/index';
import { isRecord } from '../edits';
import { newSection } from '../new-section';
import { itemKey, useFields } from './field-context';
import { ObjectField } from './Field';
import { ItemActions } from './ItemActions';
import { itemTitle } from './ListField';
import { exampleCount } from './example-copy';
import { fieldInfo } from './schema-fields';

/** The page's sections, top to bottom: each opens to its fields; move, remove, and add from the block reference. */
export function Sections({ value, examples, exampleTexts }: { value: unknown; examples: Record<string, unknown>; exampleTexts: ReadonlySet<string> }) {
  const context = useFields();
  const sections: unknown[] = Array.isArray(value) ? value : [];
  const types = Object.keys(examples);
  const [type, setType] = useState(types[0] ?? '');
  // Which sections are open, by each section's own key: a section moved keeps its form open.
  const [open, setOpen] = useState<Set<string>>(new Set());
  // A section just added opens once it is drawn (its key is the list's at that place then).
  const [added, setAdded] = useState<number | undefined>(undefined);
  const addedKey = added !== undefined && added < sections.length ? itemKey(context, ['sections'], added) : undefined;
  useEffect(() => {
    if (addedKey === undefined) return;
    setOpen((now) => new Set(now).add(addedKey));
    setAdded(undefined);
  }, [addedKey]);
  const toggle = (key: string, isOpen: boolean) =>
    setOpen((now) => {
      const next = new Set(now);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  const hasProblem = (index: number) =>
    context.problems.some(
      (problem) =>
        problem.file === context.file &&
        (problem.path === `sections[${index}]` || problem.path.startsWith(`sections[${index}].`) || problem.path.startsWith(`sections[${index}][`)),
    );
  return (
    <section className="sections" aria-labelledby="sections-heading">
      <h2 id="sections-heading">Sections</h2>
      {context.problems
        .filter((problem) => problem.file === context.file && problem.path === 'sections')
        .map((problem, i) => (
          <ProblemNote problem={problem} key={i} />
        ))}
      <ol>
        {sections.map((section, index) => {
          const info = fieldInfo(blockSchema, section);
          const blockType = isRecord(section) ? String(section.type ?? '') : '';
          const title = `${itemTitle(section, index, 'Section')}${blockType ? ` (${blockType})` : ''}`;
          const example = exampleCount(section, exampleTexts);
          const key = itemKey(context, ['sections'], index);
          return (
            <li key={key} className="section">
              <details open={open.has(key) || hasProblem(index)} onToggle={(event) => toggle(key, (event.target as HTMLDetailsElement).open)}>
                <summary>
                  {title}
                  {example > 0 ? <span className="example-mark"> Example copy</span> : null}
                  {hasProblem(index) ? ' — has a problem' : ''}
                </summary>
                {example > 0 ? (
                  <p className="example-note">
                    {example === 1 ? 'One text here is' : `${example} texts here are`} still the block reference's example copy, not this site's words. Rewrite{' '}
                    {example === 1 ? 'it' : 'them'} before publishing: validate warns (LE708), and validate --strict refuses.
                  </p>
                ) : null}
                {info.shape.is === 'object' ? (
                  <ObjectField
                    fields={info.shape.fields}
                    link={false}
                    path={['sections', index]}
                    value={section}
                    label={`${blockType} section`}
                    description={info.description}
                    optional={false}
                    skip={['type']}
                  />
                ) : (
                  <p className="problem">Unknown section type: {blockType}</p>
                )}
              </details>
              <ItemActions path={['sections']} index={index} count={sections.length} title={title} />
            </li>
          );
        })}
      </ol>
      <div className="insert add-section">
        <label htmlFor="new-section-type">New section from the block reference</label>
        <select id="new-section-type" value={type} onChange={(event) => setType(event.target.value)}>
          {types.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => {
            context.edit({ op: 'insert', path: ['sections'], index: sections.length, value: newSection(sections, examples[type]) });
            setAdded(sections.length);
          }}
        >
          Add section
        </button>
      </div>
    </section>
  );
}
