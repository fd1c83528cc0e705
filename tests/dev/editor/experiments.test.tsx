// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Edit } from '../../../dev/editor/edits';
import { Experiments } from '../../../dev/editor/ui/Experiments';
import { Fields, type FieldContext } from '../../../dev/editor/ui/field-context';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let edits: Edit[];
let root: Root;
let host: HTMLElement;
beforeEach(() => {
  edits = [];
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function draw(value: unknown) {
  const context: FieldContext = {
    file: 'pages/tour.yaml',
    edit: (edit) => edits.push(edit),
    problems: [],
    links: [],
    values: [],
    media: [],
    pagePaths: [],
    upload: async () => undefined,
    itemKeys: () => [],
  };
  act(() =>
    root.render(
      <Fields.Provider value={context}>
        <Experiments value={value} />
      </Fields.Provider>,
    ),
  );
}
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe("a page's experiments", () => {
  it('Add starts a paused experiment named after the page, numbered past the ids taken, at the end', () => {
    draw([{ id: 'tour-test', status: 'running', variants: [{ id: 'control', weight: 100 }] }]);
    act(() => button('Add experiment').click());
    expect(edits).toEqual([
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
