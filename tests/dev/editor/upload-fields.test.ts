import { describe, expect, it } from 'vitest';
import { altAsk, uploadedEdits } from '../../../dev/editor/upload-fields';

const uploaded = { path: '/media/harbour-view.png', width: 640, height: 480 };
const IMAGE = ['src', 'alt', 'width', 'height'];

describe('an upload fills in the image and asks for its alt text (issue 57, item 0)', () => {
  it("an image's src takes the path, its width and height the file's size", () => {
    expect(uploadedEdits(['sections', 0, 'image', 'src'], uploaded, IMAGE)).toEqual([
      { op: 'set', path: ['sections', 0, 'image', 'src'], value: '/media/harbour-view.png' },
      { op: 'set', path: ['sections', 0, 'image', 'width'], value: 640 },
      { op: 'set', path: ['sections', 0, 'image', 'height'], value: 480 },
    ]);
  });

  it('a media field with no size beside it (a share image) takes the path only', () => {
    expect(uploadedEdits(['meta', 'image'], uploaded, ['title', 'description', 'image'])).toEqual([
      { op: 'set', path: ['meta', 'image'], value: '/media/harbour-view.png' },
    ]);
  });

  it('a group with a width but no height (or a height but no width) takes the path only: no size is written where the schema has no key for it', () => {
    expect(uploadedEdits(['logo', 'src'], uploaded, ['src', 'alt', 'width'])).toEqual([{ op: 'set', path: ['logo', 'src'], value: '/media/harbour-view.png' }]);
    expect(uploadedEdits(['logo', 'src'], uploaded, ['src', 'height'])).toEqual([{ op: 'set', path: ['logo', 'src'], value: '/media/harbour-view.png' }]);
    expect(altAsk(uploaded, ['src', 'width'], undefined)).toBe('Uploaded /media/harbour-view.png.');
  });

  it('asks for the alt text in plain words while it is empty', () => {
    expect(altAsk(uploaded, IMAGE, undefined)).toBe(
      'Uploaded /media/harbour-view.png; its width and height are filled in (640 × 480). Now describe the picture for people who cannot see it, in Alt text.',
    );
    expect(altAsk(uploaded, IMAGE, 'The harbour at dawn')).toBe('Uploaded /media/harbour-view.png; its width and height are filled in (640 × 480).');
    expect(altAsk(uploaded, ['image'], undefined)).toBe('Uploaded /media/harbour-view.png.');
    // An alt text of spaces only is still empty.
    for (const alt of ['', '   '])
      expect(altAsk(uploaded, ['src', 'alt'], alt), JSON.stringify(alt)).toBe(
        'Uploaded /media/harbour-view.png. Now describe the picture for people who cannot see it, in Alt text.',
      );
  });
});
