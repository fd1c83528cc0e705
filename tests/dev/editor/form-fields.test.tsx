// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Edit } from '../../../dev/editor/edits';
import { Fields, type FieldContext } from '../../../dev/editor/ui/field-context';
import { ListField } from '../../../dev/editor/ui/ListField';
import { Sections } from '../../../dev/editor/ui/Sections';
import type { Problem } from '../../../src/config/problem';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOUR = 'pages/tour.yaml';
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

/** One file's form, as the editor page draws it: its edits kept, its problems given. */
function draw(node: React.ReactNode, problems: Problem[] = []) {
  const context: FieldContext = {
    file: TOUR,
    edit: (edit) => edits.push(edit),
    problems,
    links: [],
    values: [],
    media: [],
    pagePaths: [],
    upload: async () => undefined,
    itemKeys: () => [],
  };
  act(() => root.render(<Fields.Provider value={context}>{node}</Fields.Provider>));
}
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe("a list's Add", () => {
  it('puts the new item at the end of the list', () => {
    draw(<ListField item={z.string()} path={['highlights']} value={['Fast', 'Local', 'Fair']} label="Highlights" />);
    act(() => button('Add highlight').click());
    expect(edits).toEqual([{ op: 'insert', path: ['highlights'], index: 3, value: '' }]);
  });
});

describe('the sections', () => {
  it('opens a section that has a problem, and leaves the others folded', () => {
    const sections = [
      { type: 'hero', heading: 'Funding for your business' },
      { type: 'hero', heading: '' },
    ];
    const problem: Problem = { file: TOUR, line: 9, col: 14, path: 'sections[1].heading', code: 'LE201', message: 'A heading is required.' };
    draw(<Sections value={sections} examples={{}} exampleTexts={new Set()} />, [problem]);
    const details = [...host.querySelectorAll<HTMLDetailsElement>('li.section > details')];
    expect(details.map((d) => d.querySelector(':scope > summary')!.textContent)).toEqual([
      'Section 1: Funding for your business (hero)',
      'Section 2 (hero) — has a problem',
    ]);
    expect(details.map((d) => d.open)).toEqual([false, true]);
  });
});
