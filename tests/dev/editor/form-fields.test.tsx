// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import { z } from 'zod';
import { ListField } from '../../../dev/editor/ui/ListField';
import { Sections } from '../../../dev/editor/ui/Sections';
import type { Problem } from '../../../src/config/problem';

const TOUR = 'pages/tour.yaml';
const drawn = editorForm();

/** One file's form, as the editor page draws it: its edits kept, its problems given. */
function draw(node: React.ReactNode, problems: Problem[] = [], keys: string[] = []) {
  drawn.form(node, { file: TOUR, problems, itemKeys: () => keys });
}
const button = (name: string) => [...drawn.host.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe("a list's Add", () => {
  it('puts the new item at the end of the list', () => {
    draw(<ListField item={z.string()} path={['highlights']} value={['Fast', 'Local', 'Fair']} label="Highlights" />);
    act(() => button('Add highlight').click());
    expect(drawn.edits).toEqual([{ op: 'insert', path: ['highlights'], index: 3, value: '' }]);
  });
});

describe("a list's items", () => {
  it('keep their own fields through a move: the field in focus follows its item', () => {
    draw(<ListField item={z.string()} path={['highlights']} value={['Fast', 'Local', 'Fair']} label="Highlights" />, [], ['a', 'b', 'c']);
    const local = [...drawn.host.querySelectorAll<HTMLInputElement>('li.item input')].find((input) => input.value === 'Local')!;
    act(() => local.focus());
    draw(<ListField item={z.string()} path={['highlights']} value={['Local', 'Fast', 'Fair']} label="Highlights" />, [], ['b', 'a', 'c']);
    expect((document.activeElement as HTMLInputElement).value).toBe('Local');
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
    const details = [...drawn.host.querySelectorAll<HTMLDetailsElement>('li.section > details')];
    expect(details.map((d) => d.querySelector(':scope > summary')!.textContent)).toEqual([
      'Section 1: Funding for your business (hero)',
      'Section 2 (hero) — has a problem',
    ]);
    expect(details.map((d) => d.open)).toEqual([false, true]);
  });

  const hero = (heading: string) => ({ type: 'hero', heading });
  const opened = () => [...drawn.host.querySelectorAll<HTMLDetailsElement>('li.section > details')].map((d) => d.open);
  const at = { file: TOUR, line: 9, col: 14, code: 'LE201' as const, message: 'A heading is required.' };

  it('opens a section whose problem is on the section itself or on an item of it', () => {
    const sections = [hero('One'), hero('Two'), hero('Three')];
    draw(<Sections value={sections} examples={{}} exampleTexts={new Set()} />, [
      { ...at, path: 'sections[0]' },
      { ...at, path: 'sections[2][0]' },
    ]);
    expect(opened()).toEqual([true, false, true]);
  });

  it("leaves a section folded for another file's problem at the same place", () => {
    draw(<Sections value={[hero('One')]} examples={{}} exampleTexts={new Set()} />, [{ ...at, file: 'pages/other.yaml', path: 'sections[0].heading' }]);
    expect(opened()).toEqual([false]);
  });

  it('opens the section just added once it is drawn, and only that one', () => {
    const sections = [hero('One'), hero('Two')];
    const draw2 = (value: unknown[], keys: string[]) =>
      draw(<Sections value={value} examples={{ hero: { type: 'hero', heading: 'Example' } }} exampleTexts={new Set()} />, [], keys);
    draw2(sections, ['k1', 'k2']);
    act(() => button('Add section').click());
    expect(drawn.edits).toEqual([{ op: 'insert', path: ['sections'], index: 2, value: { type: 'hero', id: 'hero-3', heading: 'Example' } }]);
    draw2([...sections, hero('Example')], ['k1', 'k2', 'k9']);
    expect(opened()).toEqual([false, false, true]);
  });
});
