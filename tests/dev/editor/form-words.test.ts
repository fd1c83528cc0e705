import { describe, expect, it } from 'vitest';
import { formWords, placeOf } from '../../../dev/editor/ui/form-words';
import type { Problem } from '../../../src/config/problem';

const at = (path: string, code: Problem['code'], message: string): Problem => ({ file: 'pages/tour.yaml', line: 12, col: 9, path, code, message });

describe('form errors speak of fields, not YAML lines (issue 57, item 0)', () => {
  it('a missing alt text is asked for by what it is for, without the YAML fix', () => {
    expect(
      formWords(at('sections[0].slides[3].image.alt', 'LE206', 'Missing alt: add a line "alt: ..." under image. What the image shows, for screen readers.')),
    ).toEqual({ message: 'Describe the picture for people who cannot see it (Alt text).', fix: false });
  });

  it('an empty field is asked for by its label; an option not chosen is chosen', () => {
    expect(formWords(at('sections[0].slides[3].caption', 'LE208', 'Nothing is written between the quotes. Write the text.'))).toEqual({
      message: 'Fill in Caption.',
      fix: false,
    });
    expect(formWords(at('plans[0].setupFee', 'LE207', 'Nothing is written after "setupFee:". Write the number.'))).toEqual({
      message: 'Fill in Setup fee.',
      fix: false,
    });
    expect(formWords(at('experiments[0].status', 'LE222', '"undefined" is not one of running, paused, ended.'))).toEqual({
      message: 'Choose whether the experiment is running, paused or ended (Status).',
      fix: false,
    });
    expect(formWords(at('bullets[2]', 'LE208', 'Nothing is written between the quotes. Write the text.'))).toEqual({
      message: 'Fill in this item, or remove it.',
      fix: false,
    });
  });

  it("a picture's empty size and file are asked for by what they are for", () => {
    const image = 'sections[1].image';
    expect(formWords(at(`${image}.width`, 'LE207', 'Missing width: add a line "width: ..." under image.')).message).toBe(
      "Write the picture's width in pixels (Width): uploading the picture fills it in.",
    );
    expect(formWords(at(`${image}.height`, 'LE207', 'Missing height: add a line "height: ..." under image.')).message).toBe(
      "Write the picture's height in pixels (Height): uploading the picture fills it in.",
    );
    expect(formWords(at(`${image}.src`, 'LE206', 'Missing src: add a line "src: ..." under image.')).message).toBe(
      'Choose a file from the list, or upload one (Src).',
    );
  });

  it('a key at the top of the file is asked for by its label too', () => {
    expect(formWords(at('title', 'LE206', 'Missing title: add a line "title: ..." at the top of the file.'))).toEqual({
      message: 'Fill in Title.',
      fix: false,
    });
  });

  it('an option written wrong that merely starts like "undefined" keeps the engine\'s words', () => {
    const message = '"undefinedd" is not one of running, paused, ended. Did you mean "ended"?';
    expect(formWords(at('experiments[0].status', 'LE222', message))).toEqual({ message, fix: true });
  });

  it("a value that is there but wrong keeps the engine's words and the catalogue's fix", () => {
    expect(formWords(at('experiments[0].status', 'LE222', '"runing" is not one of running, paused, ended. Did you mean "running"?'))).toEqual({
      message: '"runing" is not one of running, paused, ended. Did you mean "running"?',
      fix: true,
    });
  });

  it('the place of a problem is said as a person counts and reads it', () => {
    expect(placeOf('sections[0].slides[3].image.alt')).toBe('sections 1 › slides 4 › image › alt text');
    expect(placeOf('')).toBe('the whole file');
  });
});
