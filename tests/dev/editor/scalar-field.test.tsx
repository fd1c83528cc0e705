// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import { imageSchema } from '../../../schemas/common';
import { ScalarField, type Group } from '../../../dev/editor/ui/ScalarField';
import { fieldInfo } from '../../../dev/editor/ui/schema-fields';
import type { Uploaded } from '../../../dev/editor/upload-fields';

const TOUR = 'pages/tour.yaml';
const PHOTO: Uploaded = { path: '/media/team.jpg', width: 1200, height: 800 };
const drawn = editorForm();

/** An image's src field as the form draws it, beside an Alt text input; the editor's server answers an upload with `answer` (null: refused). */
function drawSrc(group: Group | undefined, answer: Uploaded | null = PHOTO) {
  drawn.form(
    <>
      <ScalarField info={fieldInfo(imageSchema.shape.src, '')} path={['hero', 'image', 'src']} value="" label="Image" hint="media" group={group} />
      <input id="f-pages_tour_yaml-hero-image-alt" aria-label="Alt text" />
    </>,
    { file: TOUR, media: ['/media/logo.svg'], upload: async () => answer ?? undefined },
  );
}

/** Choose a file in the field's upload input, and wait for the server's answer to be taken. */
async function upload() {
  const input = drawn.host.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: [new File(['x'], 'team.jpg', { type: 'image/jpeg' })], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const note = () => drawn.host.querySelector('p.hint[aria-live]')?.textContent;

describe("an upload into an image's src", () => {
  const keys = ['src', 'alt', 'width', 'height'];

  it("writes the image's path, width and height, and asks for the alt text", async () => {
    drawSrc({ keys, value: { src: '' } });
    expect(drawn.host.querySelector('label.upload')!.textContent).toBe('Upload an image for Image');
    expect(note()).toBeUndefined();
    await upload();
    expect(drawn.edits).toEqual([
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
    expect(drawn.edits).toEqual([{ op: 'set', path: ['hero', 'image', 'src'], value: '/media/team.jpg' }]);
    expect(note()).toBe('Uploaded /media/team.jpg.');
    expect(document.activeElement?.getAttribute('aria-label')).not.toBe('Alt text');
  });

  it('changes nothing and says nothing when the server refuses the file', async () => {
    drawSrc({ keys, value: {} }, null);
    await upload();
    expect(drawn.edits).toEqual([]);
    expect(note()).toBeUndefined();
  });
});
