import { describe, expect, it } from 'vitest';
import { proposedFor, slugOf } from '../../../dev/editor/slug';
import { safeStem } from '../../../dev/editor/uploads';

describe("a new page's name proposes its file name and path (issue 57, item 0)", () => {
  it('"Solar loans" is solar-loans at /solar-loans', () => {
    expect(proposedFor('Solar loans')).toEqual({ slug: 'solar-loans', path: '/solar-loans' });
  });

  it('accents, punctuation and runs of spaces come out as a slug the file name takes', () => {
    expect(proposedFor('  Crème brûlée: 50% off!  ')).toEqual({ slug: 'creme-brulee-50-off', path: '/creme-brulee-50-off' });
  });

  it('runs of spaces, underscores and hyphens inside a name become one hyphen', () => {
    expect(slugOf('Team   Photo _ 2 -- final')).toBe('team-photo-2-final');
  });

  it('a name with nothing a slug keeps proposes nothing (the form then says to write one)', () => {
    expect(proposedFor('!!!')).toEqual({ slug: '', path: '/' });
  });

  it('a long name is cut at 60 characters without a hyphen at the end', () => {
    expect(slugOf(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(slugOf('b'.repeat(60))).toBe('b'.repeat(60));
    expect(slugOf('c'.repeat(61))).toBe('c'.repeat(60));
  });

  it('upload names follow the same rule', () => {
    expect(safeStem('Team Photo (1).JPG')).toBe('team-photo-1');
    // A name with nothing a slug keeps is called image.
    expect(safeStem('???.png')).toBe('image');
  });
});
