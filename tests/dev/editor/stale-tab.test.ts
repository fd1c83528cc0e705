import { describe, expect, it } from 'vitest';
import { EditorRestarted, readAnswer, restartedMessage } from '../../../dev/editor/ui/answer';
import { keptOffer, keptText, readKept } from '../../../dev/editor/ui/kept-edits';

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
});
