import { ProblemNote } from './ProblemNote';
import type { ReactNode } from 'react';
import type { Problem } from '../../../src/config/problem';

/**
 * A label, the control, the schema's description and the engine's problems for one field: the
 * control is described by both, so a screen reader reads the problem with the field.
 */
export function FieldFrame({
  id,
  label,
  description,
  problems,
  children,
  check = false,
}: {
  id: string;
  label: string;
  description?: string;
  problems: Problem[];
  children: ReactNode;
  check?: boolean;
}) {
  const labelled = <label htmlFor={id}>{label}</label>;
  return (
    <div className={`field${check ? ' field-check' : ''}${problems.length > 0 ? ' field-invalid' : ''}`}>
      {check ? null : labelled}
      {children}
      {check ? labelled : null}
      {description ? (
        <p className="hint" id={`${id}-hint`}>
          {description}
        </p>
      ) : null}
      {problems.map((problem, i) => (
        <ProblemNote problem={problem} id={i === 0 ? `${id}-problem` : undefined} key={i} />
      ))}
    </div>
  );
}

/** The attributes that tie a control to its description and problems. */
export function describedBy(id: string, description: string | undefined, problems: Problem[]) {
  const ids = [description ? `${id}-hint` : '', problems.length > 0 ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return { id, 'aria-describedby': ids || undefined, 'aria-invalid': problems.length > 0 ? true : undefined };
}
