// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import { ProblemNote } from '../../../dev/editor/ui/ProblemNote';
import type { Problem } from '../../../src/config/problem';

const drawn = editorForm();

const draw = (problem: Problem) => drawn.render(<ProblemNote problem={problem} id="p1" />);
const at = { file: 'pages/tour.yaml', line: 9, col: 14 };

describe('a problem beside its field', () => {
  it('an empty field is asked for by what it is, with its code and no YAML fix', () => {
    draw({ ...at, path: 'sections[1].heading', code: 'LE208', message: 'Too small: expected string to have >=1 characters' });
    expect(drawn.host.querySelector('#p1')!.textContent).toBe('Fill in Heading. [LE208]');
  });

  it("a value that is there but wrong keeps the engine's message and the catalogue's fix", () => {
    draw({ ...at, path: 'sections[1].headline', code: 'LE201', message: 'Unknown key "headline"; did you mean heading?' });
    expect(drawn.host.querySelector('#p1')!.textContent).toBe(
      'Unknown key "headline"; did you mean heading? [LE201] Use one of the allowed keys the message lists (it suggests the closest), or put a text holding a comma in quotes.',
    );
  });
});
