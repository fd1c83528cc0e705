import { describe, expect, it } from 'vitest';
import { idSlug, labelledSectionId } from '../../src/lib/id-slug';

describe('a name as an HTML id part', () => {
  it('keeps lowercase letters, digits and single hyphens, none at either end', () => {
    expect(idSlug('Team 3x')).toBe('team-3x');
    expect(idSlug('Why us?')).toBe('why-us');
    expect(idSlug('  — Our Projects! ')).toBe('our-projects');
  });

  it('takes the id a section has written over its label', () => {
    expect(labelledSectionId({ label: 'What clients say' })).toBe('what-clients-say');
    expect(labelledSectionId({ id: 'reviews', label: 'What clients say' })).toBe('reviews');
  });
});
