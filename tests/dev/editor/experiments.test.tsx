// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import { Experiments } from '../../../dev/editor/ui/Experiments';

const drawn = editorForm();

function draw(value: unknown) {
  drawn.form(<Experiments value={value} />, { file: 'pages/tour.yaml' });
}
const button = (name: string) => [...drawn.host.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe("a page's experiments", () => {
  it('Add starts a paused experiment named after the page, numbered past the ids taken, at the end', () => {
    draw([{ id: 'tour-test', status: 'running', variants: [{ id: 'control', weight: 100 }] }]);
    act(() => button('Add experiment').click());
    expect(drawn.edits).toEqual([
      {
        op: 'insert',
        path: ['experiments'],
        index: 1,
        value: {
          id: 'tour-test-2',
          status: 'paused',
          variants: [
            { id: 'control', weight: 50 },
            { id: 'b', weight: 50 },
          ],
        },
      },
    ]);
  });
});
