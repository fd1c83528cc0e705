import { entryOf } from '../../../src/config/catalogue/index';
import type { Problem } from '../../../src/config/problem';

/**
 * One problem beside its field, in the catalogue's words: the engine's message for this value, its
 * code (explained in docs/errors.md) and the catalogue's fix for this kind of problem.
 */
export function ProblemNote({ problem, id }: { problem: Problem; id?: string }) {
  const entry = entryOf(problem.code);
  return (
    <p className="problem" id={id}>
      {problem.message} <span className="problem-code">[{problem.code}]</span>
      {entry ? <span className="problem-fix"> {entry.fix}</span> : null}
    </p>
  );
}
