import { entryOf } from '../../../src/config/catalogue/index';
import type { Problem } from '../../../src/config/problem';
import { formWords } from './form-words';

/**
 * One problem beside its field, in the form's words (./form-words.ts: an empty field is asked
 * for by what it is for, not as a YAML line to add), its code (explained in docs/errors.md) and,
 * for a value that is there but wrong, the catalogue's fix for this kind of problem.
 */
export function ProblemNote({ problem, id }: { problem: Problem; id?: string }) {
  const entry = entryOf(problem.code);
  const words = formWords(problem);
  return (
    <p className="problem" id={id}>
      {words.message} <span className="problem-code">[{problem.code}]</span>
      {entry && words.fix ? <span className="problem-fix"> {entry.fix}</span> : null}
    </p>
  );
}
