import { describe, expect, it } from 'vitest';
import { EditorRestarted, readAnswer, restartedMessage } from '../../../dev/editor/ui/answer';
import { changesCount, keptOffer, keptText, readKept } from '../../../dev/editor/ui/kept-edits';

const step = { file: 'pages/tour.yaml', edit: { op: 'set' as const, path: ['sections', 0, 'heading'], value: 'Our best work' } };

describe('a tab left open across a restart of the editor (issue 57, item 0)', () => {
  it("the access check's plain-text 403 is the restart, not a JSON parse error", () => {
    expect(() =>
      readAnswer(403, 'text/plain; charset=utf-8', 'This change did not carry the editor token: use the editor page that landing-engine edit opened.\n'),
    ).toThrow(EditorRestarted);
  });

  it("the API's own answers are read as JSON with their status; any other text is said with its status", () => {
    expect(readAnswer(422, 'application/json; charset=utf-8', '{"message":"Not saved"}')).toEqual({ status: 422, message: 'Not saved' });
    expect(readAnswer(502, 'text/html', 'Bad gateway\n<p>proxy</p>')).toEqual({ status: 502, message: "The editor's server answered 502: Bad gateway" });
  });

  it('an answer with no text says its status alone; a 403 whose JSON cannot be read is still the restart', () => {
    expect(readAnswer(500, 'text/plain', '')).toEqual({ status: 500, message: "The editor's server answered 500" });
    expect(readAnswer(500, 'application/json', '{')).toEqual({ status: 500, message: "The editor's server answered 500: {" });
    expect(() => readAnswer(403, 'application/json', 'not json')).toThrow(EditorRestarted);
    // Only the access check's plain text is the restart: a 403 the API wrote in JSON is read as its answer.
    expect(readAnswer(403, 'application/json', '{"message":"Not yours"}')).toEqual({ status: 403, message: 'Not yours' });
  });

  it('says why nothing is saved and how to go on, with the changes kept', () => {
    expect(restartedMessage(1)).toBe(
      'The editor was restarted since this page was opened, so this page cannot save: each start of the editor has a new key. Your 1 unsaved change is kept in this browser tab. Open the address landing-engine edit printed in its terminal (it ends in ?token=...) in this tab, and you can bring the change back there.',
    );
    expect(restartedMessage(3)).toContain('Your 3 unsaved changes are kept in this browser tab.');
    expect(restartedMessage(0)).toBe(
      'The editor was restarted since this page was opened, so this page cannot save: each start of the editor has a new key. Nothing here is unsaved. Open the address landing-engine edit printed in its terminal (it ends in ?token=...) in this tab to go on.',
    );
  });

  it('the unsaved changes are kept with the version of each file they change, and read back', () => {
    const text = keptText([step], () => 'v1');
    expect(readKept(text)).toEqual({ steps: [step], versions: { 'pages/tour.yaml': 'v1' } });
    expect(keptText([], () => 'v1')).toBeUndefined();
  });

  it('text that is not what the editor kept is ignored', () => {
    expect(readKept(null)).toBeUndefined();
    expect(readKept('{')).toBeUndefined();
    expect(readKept('{"steps":[{"file":"a"}],"versions":{}}')).toBeUndefined();
  });

  it('the offer names a file changed on disk since', () => {
    const kept = readKept(keptText([step], () => 'v1'))!;
    expect(keptOffer(kept, () => 'v1')).toBe('This tab kept 1 unsaved change from its last visit to the editor, not saved.');
    expect(keptOffer(kept, () => 'v2')).toBe(
      'This tab kept 1 unsaved change from its last visit to the editor, not saved. pages/tour.yaml changed on disk since: look the file over before you save.',
    );
  });

  it('each file changed is kept once with its version; a file the site does not hold has none', () => {
    const other = { file: 'pages/new.yaml', edit: { op: 'remove' as const, path: ['sections'], index: 0 } };
    const versions: Record<string, string> = { 'pages/tour.yaml': 'v1' };
    expect(JSON.parse(keptText([step, step, other], (file) => versions[file])!)).toEqual({
      steps: [step, step, other],
      versions: { 'pages/tour.yaml': 'v1', 'pages/new.yaml': '' },
    });
  });

  it('kept text of another shape is ignored: no changes, a step without its file, operation or path, no versions', () => {
    const versions = { 'pages/tour.yaml': 'v1' };
    expect(readKept(JSON.stringify({ steps: [step], versions }))).toEqual({ steps: [step], versions });
    expect(readKept(JSON.stringify({ steps: [], versions }))).toBeUndefined();
    expect(readKept(JSON.stringify({ steps: [{ ...step, file: 3 }], versions }))).toBeUndefined();
    expect(readKept(JSON.stringify({ steps: [{ ...step, edit: { ...step.edit, op: 1 } }], versions }))).toBeUndefined();
    expect(readKept(JSON.stringify({ steps: [{ ...step, edit: { ...step.edit, path: 'sections' } }], versions }))).toBeUndefined();
    expect(readKept(JSON.stringify({ steps: [step] }))).toBeUndefined();
    expect(readKept(JSON.stringify({ steps: [step], versions: 'v1' }))).toBeUndefined();
  });

  it('a version kept as a number is read back as text, as the server names versions', () => {
    expect(readKept(JSON.stringify({ steps: [step], versions: { 'pages/tour.yaml': 7 } }))?.versions).toEqual({ 'pages/tour.yaml': '7' });
  });

  it('counts changes as a person does: one change, no changes, many changes', () => {
    expect(changesCount(1)).toBe('1 unsaved change');
    expect(changesCount(0)).toBe('0 unsaved changes');
    expect(changesCount(2)).toBe('2 unsaved changes');
  });

  it('the offer names every file changed on disk since, and says files for more than one', () => {
    const other = { file: 'pages/new.yaml', edit: { op: 'remove' as const, path: ['sections'], index: 0 } };
    const kept = readKept(keptText([step, other], () => 'v1'))!;
    expect(keptOffer(kept, () => 'v2')).toBe(
      'This tab kept 2 unsaved changes from its last visit to the editor, not saved. pages/tour.yaml, pages/new.yaml changed on disk since: look the files over before you save.',
    );
  });
});
