import { describe, expect, it } from 'vitest';
import { draftSchema } from '../../../dev/editor/requests';

/** A draft of `count` edits to one page, each one a plain set. */
const draftOf = (count: number) => ({
  'pages/home.yaml': { version: 'v1', edits: Array.from({ length: count }, () => ({ op: 'set', path: ['name'], value: 'Home' })) },
});

describe('the editor counts the edits of a request before it reads them', () => {
  it('takes 5,000 edits, the most one request may carry', () => {
    expect(draftSchema.safeParse(draftOf(5_000)).success).toBe(true);
  });

  it('refuses 5,001, in words a marketer can act on', () => {
    const parsed = draftSchema.safeParse(draftOf(5_001));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Not checked: 5,001 changes in one request, and the editor takes at most 5,000. Nothing was written; save smaller sets of changes.',
    ]);
  });

  it('counts the edits of every file together: 2,500 and 2,501 are 5,001', () => {
    const parsed = draftSchema.safeParse({ ...draftOf(2_500), 'pages/tour.yaml': draftOf(2_501)['pages/home.yaml'] });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Not checked: 5,001 changes in one request, and the editor takes at most 5,000. Nothing was written; save smaller sets of changes.',
    ]);
  });
});
