import { describe, expect, it } from 'vitest';
import { describeStep, editsByFile, emptyHistory, record, redo, undo, type Step } from '../../../dev/editor/history';

const heading = (value: string): Step => ({ file: 'pages/home.yaml', edit: { op: 'set', path: ['sections', 0, 'heading'], value } });
const remove: Step = { file: 'pages/home.yaml', edit: { op: 'remove', path: ['sections'], index: 1 } };
const price: Step = { file: 'site.config.yaml', edit: { op: 'set', path: ['values', 'setupFee'], value: 299 } };

describe('undo and redo of the unsaved changes', () => {
  it('letters typed into one field are one step; undo takes back the last change of any file, redo makes it again', () => {
    let history = [heading('B'), heading('Bu'), heading('Bus'), remove, price].reduce(record, emptyHistory);
    expect(editsByFile(history)).toEqual({ 'pages/home.yaml': [heading('Bus').edit, remove.edit], 'site.config.yaml': [price.edit] });
    history = undo(undo(history));
    expect(editsByFile(history)).toEqual({ 'pages/home.yaml': [heading('Bus').edit] });
    history = redo(history);
    expect(editsByFile(history)).toEqual({ 'pages/home.yaml': [heading('Bus').edit, remove.edit] });
    expect(history.undone).toEqual([price]);
  });

  it("the same field typed into on two pages is two steps: undo takes back the second page's, then the first's", () => {
    const home: Step = { file: 'pages/home.yaml', edit: { op: 'set', path: ['sections', 0, 'heading'], value: 'Business phones' } };
    const tour: Step = { file: 'pages/tour.yaml', edit: { op: 'set', path: ['sections', 0, 'heading'], value: 'Vans for every route' } };
    let history = [home, tour].reduce(record, emptyHistory);
    expect(editsByFile(history)).toEqual({
      'pages/home.yaml': [{ op: 'set', path: ['sections', 0, 'heading'], value: 'Business phones' }],
      'pages/tour.yaml': [{ op: 'set', path: ['sections', 0, 'heading'], value: 'Vans for every route' }],
    });
    history = undo(history);
    expect(editsByFile(history)).toEqual({ 'pages/home.yaml': [{ op: 'set', path: ['sections', 0, 'heading'], value: 'Business phones' }] });
    expect(describeStep(history.undone[0]!)).toBe('change sections 1 › heading (pages/tour.yaml)');
    history = undo(history);
    expect(editsByFile(history)).toEqual({});
    expect(editsByFile(redo(history))).toEqual({ 'pages/home.yaml': [{ op: 'set', path: ['sections', 0, 'heading'], value: 'Business phones' }] });
  });

  it('a new change after an undo drops what was undone', () => {
    const history = record(undo([heading('B'), remove].reduce(record, emptyHistory)), price);
    expect(history).toEqual({ done: [heading('B'), price], undone: [] });
    expect(undo(undo(undo(history)))).toEqual({ done: [], undone: [price, heading('B')] });
    expect(redo(emptyHistory)).toEqual(emptyHistory);
  });

  it('says what the next undo will do, counting from 1', () => {
    expect(describeStep(remove)).toBe('remove sections 2 (pages/home.yaml)');
    expect(describeStep(heading('Bus'))).toBe('change sections 1 › heading (pages/home.yaml)');
    expect(describeStep(price)).toBe('change values › setup fee (site.config.yaml)');
    expect(describeStep({ file: 'pages/home.yaml', edit: { op: 'insert', path: ['sections'], index: 4, value: {} } })).toBe(
      'add item 5 to sections (pages/home.yaml)',
    );
    expect(describeStep({ file: 'pages/home.yaml', edit: { op: 'move', path: ['sections', 2, 'plans'], from: 0, to: 1 } })).toBe(
      'move sections 3 › plans 1 to place 2 (pages/home.yaml)',
    );
    expect(describeStep({ file: 'pages/home.yaml', edit: { op: 'unset', path: ['meta', 'image'] } })).toBe('clear meta › image (pages/home.yaml)');
  });
});
