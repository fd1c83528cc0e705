// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageSchema } from '../../../schemas/common';
import type { Edit } from '../../../dev/editor/edits';
import { Fields, type FieldContext } from '../../../dev/editor/ui/field-context';
import { ScalarField, type Group } from '../../../dev/editor/ui/ScalarField';
import { fieldInfo } from '../../../dev/editor/ui/schema-fields';
import type { Uploaded } from '../../../dev/editor/upload-fields';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOUR = 'pages/tour.yaml';
const PHOTO: Uploaded = { path: '/media/team.jpg', width: 1200, height: 800 };
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

/** An image's src field as the form draws it, beside an Alt text input; the editor's server answers an upload with `answer` (null: refused). */
function drawSrc(group: Group | undefined, answer: Uploaded | null = PHOTO) {
  const context: FieldContext = {
    file: TOUR,
    edit: (edit) => edits.push(edit),
    problems: [],
    links: [],
    values: [],
    media: ['/media/logo.svg'],
    pagePaths: [],
    upload: async () => answer ?? undefined,
    itemKeys: () => [],
  };
  act(() =>
    root.render(
      <Fields.Provider value={context}>
        <ScalarField info={fieldInfo(imageSchema.shape.src, '')} path={['hero', 'image', 'src']} value="" label="Image" hint="media" group={group} />
        <input id="f-pages_tour_yaml-hero-image-alt" aria-label="Alt text" />
      </Fields.Provider>,
    ),
  );
}

/** Choose a file in the field's upload input, and wait for the server's answer to be taken. */
async function upload() {
  const input = host.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: [new File(['x'], 'team.jpg', { type: 'image/jpeg' })], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const note = () => host.querySelector('p.hint[aria-live]')?.textContent;

describe("an upload into an image's src", () => {
  const keys = ['src', 'alt', 'width', 'height'];

  it("writes the image's path, width and height, and asks for the alt text", async () => {
    drawSrc({ keys, value: { src: '' } });
    expect(host.querySelector('label.upload')!.textContent).toBe('Upload an image for Image');
    expect(note()).toBeUndefined();
    await upload();
    expect(edits).toEqual([
      { op: 'set', path: ['hero', 'image', 'src'], value: '/media/team.jpg' },
      { op: 'set', path: ['hero', 'image', 'width'], value: 1200 },
      { op: 'set', path: ['hero', 'image', 'height'], value: 800 },
    ]);
    expect(note()).toBe(
      'Uploaded /media/team.jpg; its width and height are filled in (1200 × 800). Now describe the picture for people who cannot see it, in Alt text.',
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Alt text');
  });

  it('does not ask for alt text already written', async () => {
    drawSrc({ keys, value: { src: '/media/old.jpg', alt: 'Our team at work' } });
    await upload();
    expect(note()).toBe('Uploaded /media/team.jpg; its width and height are filled in (1200 × 800).');
  });

  it('writes only the path for a field with no width, height or alt beside it, and leaves the focus where it was', async () => {
    drawSrc(undefined);
    await upload();
    expect(edits).toEqual([{ op: 'set', path: ['hero', 'image', 'src'], value: '/media/team.jpg' }]);
    expect(note()).toBe('Uploaded /media/team.jpg.');
    expect(document.activeElement?.getAttribute('aria-label')).not.toBe('Alt text');
  });

  it('changes nothing and says nothing when the server refuses the file', async () => {
    drawSrc({ keys, value: {} }, null);
    await upload();
    expect(edits).toEqual([]);
    expect(note()).toBeUndefined();
  });
});
